// Liveness and readiness for a proxy (health.ts, docs/operations/production.md "Health and
// stopping"), on the test's database kind through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/app-helper';
import { watchStatements, type Db } from './db/client';
import errorsPlugin from './plugins/errors';
import healthRoutes, { beginStop, newestMigration } from './health';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A probe as a proxy sends it: no session, no API marker. */
const probe = (app: { inject: TestApp['app']['inject'] }, url: string) =>
  app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' });

const SERVICE_UNAVAILABLE = { Code: 50300, Message: expect.any(String) };

describe('GET /api/health/live', () => {
  it('answers 200 without a session, the API marker or any database statement', async () => {
    const statements: string[] = [];
    const unwatch = watchStatements(t.database.db, (s) => statements.push(s));
    try {
      const res = await probe(t.app, '/api/health/live');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ Status: 'live' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      unwatch();
    }
    expect(statements).toEqual([]);
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and has every migration, and says nothing else', async () => {
    const res = await probe(t.app, '/api/health/ready');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: 'ready' });
  });

  it('is not rate-limited: a proxy probing often from one address is always answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => probe(t.app, i % 2 ? '/api/health/ready' : '/api/health/live')),
    );
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]));
  });

  it('answers 503 in the error contract when the database lacks a migration of this build', async () => {
    // This build's journal with one migration more than the database has.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-health-'));
    try {
      fs.mkdirSync(path.join(folder, 'meta'));
      fs.writeFileSync(
        path.join(folder, 'meta/_journal.json'),
        JSON.stringify({ entries: [{ when: newestMigration() + 1 }] }),
      );
      const app = await bareApp(t.database.db, folder);
      const res = await probe(app, '/api/health/ready');
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
      await app.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers 503 in the error contract when the database does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = await bareApp(down);
    const res = await probe(app, '/api/health/ready');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
    // Liveness does not ask the database.
    expect((await probe(app, '/api/health/live')).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 once a stop has begun, while liveness still answers', async () => {
    const own = await createTestApp();
    try {
      expect((await probe(own.app, '/api/health/ready')).statusCode).toBe(200);
      beginStop(own.app);
      const res = await probe(own.app, '/api/health/ready');
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
      // Answers during the stop close their connection, so none holds the stop up.
      expect(res.headers.connection).toBe('close');
      expect((await probe(own.app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

/** The health routes alone on `db`, with the error contract, for databases the real app cannot have. */
async function bareApp(db: Db, migrationsFolder?: string) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(healthRoutes, { db, ...(migrationsFolder ? { migrationsFolder } : {}) });
  await app.ready();
  return app;
}
