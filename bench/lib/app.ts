// The real app on a free port of 127.0.0.1 for the sections that measure it, and a logged-in session.
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, request } from './http';
import { errorText, type Cleanup } from './section';
import type { loadServer } from './server';

type Server = Awaited<ReturnType<typeof loadServer>>;
type Database = Awaited<ReturnType<Server['openDatabase']>>;

/** The marker every /api call must carry. */
export const API_MARKER = { 'x-requested-with': 'XMLHttpRequest' };

export const portOf = (address: AddressInfo | string | null): number => {
  if (!address || typeof address === 'string')
    throw new Error(`unexpected server address ${String(address)}`);
  return address.port;
};

/** A PostgreSQL the bench may create and drop a database in (trust or password in the URL). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The two databases the app runs on; BENCH_DATABASES=pglite or postgres narrows every section to one. */
export const DATABASE_KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is 'pglite' | 'postgres' => s === 'pglite' || s === 'postgres');

/**
 * An empty database of the given kind, closed on cleanup: PGlite in a folder of its own, as a
 * server runs it (DATA_DIR; in memory it answers a third to half slower), or a database of its own
 * on PG_URL's server, created here and dropped again.
 */
export async function openBenchDatabase(
  server: Server,
  kind: 'pglite' | 'postgres',
  cleanup: Cleanup,
): Promise<Database> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-pglite-'));
    const database = await server.openDatabase({ kind: 'pglite', dataDir });
    cleanup.defer('remove database folder', () => rm(dataDir, { recursive: true, force: true }));
    cleanup.defer('close database', () => database.close());
    return database;
  }
  const admin = await server.openDatabase({ kind: 'postgres', url: PG_URL, poolSize: 1 });
  const pool = (admin.db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client;
  const name = `lp_bench_${process.pid}_${Date.now()}`;
  try {
    await pool.query(`create database ${name}`);
  } catch (err) {
    await admin.close();
    const shown = PG_URL.replace(/:[^:@/]*@/, ':***@');
    throw new Error(`cannot create a database on ${shown}: ${errorText(err)}`, { cause: err });
  }
  cleanup.defer(`drop database ${name}`, async () => {
    try {
      await pool.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.close();
    }
  });
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await server.openDatabase({ kind: 'postgres', url: url.href });
  cleanup.defer(`close ${name}`, () => database.close());
  return database;
}

/** PGlite in a folder, migrated, with the demo data seeded for `today`; closed on cleanup. */
export async function openDemoDatabase(server: Server, cleanup: Cleanup, today: Date): Promise<Database> {
  const database = await openBenchDatabase(server, 'pglite', cleanup);
  await database.migrate();
  await server.seedDemo(database.db, { today, hashPassword: server.hashPassword });
  return database;
}

/**
 * Builds the app on `database` with the production config (LOG_LEVEL=warn, the web app served only
 * with `web`, the BankID simulator) and listens on a free port, which it answers; `cleanup` closes it all.
 */
export async function startApp(
  server: Server,
  database: Database,
  cleanup: Cleanup,
  opts: { web?: boolean; env?: Record<string, string> } = {},
): Promise<number> {
  const config = server.loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST,
    PORT: '0',
    BUILD_ID: 'bench',
    // The built web app (apps/web/dist) for a section that opens pages in a browser.
    ...(opts.web ? {} : { WEB_DIST: '/nonexistent-lp-bench-web-dist' }),
    // Production refuses the development SMS sink; no benchmark logs in by SMS, so nothing is sent.
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://${HOST}:9/lp-bench-sms-unused`,
    ...opts.env,
  });
  // Without the build the pages would be the server's 404s, and a section would wait for them in vain.
  const index = path.join(config.webDist, 'index.html');
  if (opts.web && !existsSync(index))
    throw new Error(`${index} is missing: build the web app first (npm run build)`);
  const bankid = await server.createBankId({ mode: 'simulator' });
  cleanup.defer('close BankID simulator', () => bankid.close());
  const app = await server.buildApp({ config, db: database.db, bankid });
  cleanup.defer('close app server', () => app.close());
  await app.listen({ host: HOST, port: 0 });
  return portOf(app.server.address());
}

/**
 * Refreshes the planner's statistics after seeding, as the server does at startup and every 10
 * minutes on PGlite (which has no autovacuum) and autovacuum does on PostgreSQL soon after a bulk load.
 */
export async function analyze(database: Database): Promise<void> {
  await (database.db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client.query(
    'analyze',
  );
}

/** Logs a demo user in and returns the `lp_session=…` cookie. */
export async function loginCookie(port: number, login: string, password: string): Promise<string> {
  const res = await request(port, '/api/authenticate', {
    method: 'POST',
    headers: API_MARKER,
    body: { Login: login, Password: password },
  });
  if (res.status !== 200)
    throw new Error(`login as ${login} failed: ${res.status} ${res.body.slice(0, 300)}`);
  const body = JSON.parse(res.body) as { requireSMSVerification?: boolean };
  if (body.requireSMSVerification === true) throw new Error(`login as ${login} asks for an SMS code`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const cookie = setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('lp_session='));
  if (!cookie) throw new Error(`login as ${login} set no lp_session cookie`);
  return cookie;
}
