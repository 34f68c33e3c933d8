// Health for a proxy or an orchestrator, and the start of a stop (ADR 0019, docs/operations/
// production.md "Health and stopping"). Both paths are under /api, where SPEC §7 puts every call
// and where the web app's history-mode fallback never answers: a probe of a missing route gets a 404
// in the error contract, never the app's index.html with a 200.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Db } from './db/client';
import { ApiError } from './plugins/errors';

/** A readiness check whose database does not answer within this is not ready. */
const READY_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once a stop has begun (beginStop): readiness answers 503 from then on. */
    lifecycle: { stopping: boolean };
  }
}

const HealthSchema = z.object({ Status: z.enum(['live', 'ready']) });

/** The newest migration this build carries (drizzle's journal), which the database must have. */
export function newestMigration(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** Whether the database answers and has every migration of this build (drizzle's own table). */
async function databaseReady(db: Db, newest: number): Promise<boolean> {
  const check = db
    .execute(sql`select max(created_at)::float8 as at from drizzle.__drizzle_migrations`)
    .then((r) => {
      const at = (r as unknown as { rows: { at: number | null }[] }).rows[0]?.at ?? null;
      return at !== null && at >= newest;
    });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health/live: the process answers (no database call), also while it stops, so that an
 * orchestrator does not kill a server that is finishing its requests. GET /api/health/ready: the
 * database answers and has this build's migrations, and no stop has begun; 503 in the error
 * contract otherwise, so a proxy sends its requests elsewhere. Neither needs a session or the API
 * marker (a proxy's probe sends neither), neither is rate-limited, and the answer says nothing but
 * its status.
 */
export default fp(
  async function healthRoutes(app: FastifyInstance, opts: { db: Db; migrationsFolder?: string }) {
    const lifecycle = { stopping: false };
    app.decorate('lifecycle', lifecycle);
    const newest = newestMigration(opts.migrationsFolder);
    const config = { access: 'public' as const, apiMarker: false };
    const tags = ['Health'];

    app.get('/api/health/live', {
      config,
      schema: { tags, response: { 200: HealthSchema } },
      handler: async () => ({ Status: 'live' as const }),
    });

    app.get('/api/health/ready', {
      config,
      schema: { tags, response: { 200: HealthSchema } },
      handler: async (req) => {
        if (lifecycle.stopping) throw new ApiError('ServiceUnavailable');
        const ready = await databaseReady(opts.db, newest).catch((err: unknown) => {
          req.log.warn({ err }, 'readiness: the database did not answer');
          return false;
        });
        if (!ready || lifecycle.stopping) throw new ApiError('ServiceUnavailable');
        return { Status: 'ready' as const };
      },
    });

    // While stopping, every answer closes its connection (ADR 0019): a request in flight when the
    // stop began is answered whole, and its kept-alive connection does not hold the stop up. An
    // answer whose head left before the stop leaves its connection idle: closed once it has ended.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (lifecycle.stopping) void reply.header('Connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (_req, _reply, done) => {
      if (lifecycle.stopping) setImmediate(() => app.server.closeIdleConnections());
      done();
    });
  },
  { name: 'health' },
);

/**
 * The first moment of a stop (SIGTERM, SIGINT): readiness answers 503, the server accepts no new
 * connection and closes its idle ones; requests in flight go on and are answered (each closing its
 * connection). Fastify's own close (app.close) then waits for them before its onClose hooks run.
 */
export function beginStop(app: FastifyInstance): void {
  app.lifecycle.stopping = true;
  // Node's close stops listening at once and closes idle kept-alive connections; its callback (and
  // Fastify's, which waits on the same 'close' event) comes once every connection has ended.
  if (app.server.listening) app.server.close();
}
