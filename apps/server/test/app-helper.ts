import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { TEST_TIMING } from '../src/jobs/queue';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { DevSmsProvider } from '../src/adapters/sms';
import { BankIdSimulator } from '../src/adapters/bankid/simulator';
import { HttpBankIdClient } from '../src/adapters/bankid/client';
import { TestClock } from './clock';

export const DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh copy of the migrated test database for one test file (`poolSize`: PostgreSQL connections). */
export async function openTestDatabase(opts: { poolSize?: number } = {}): Promise<Database> {
  if (DB_KIND === 'pglite') {
    const image = fs.readFileSync(inject('pgliteImage'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([image]) });
  }
  const base = process.env.TEST_DATABASE_URL!;
  const template = inject('pgTemplate');
  const name = `lp_t_${template.slice(7)}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: opts.poolSize ?? 4,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  sms: DevSmsProvider;
  /** The BankID simulator the app talks to over HTTP; tests play the BankID app with it. */
  bankid: BankIdSimulator;
  /** The app's BankID client (talks to `bankid` over HTTP). */
  bankidClient: HttpBankIdClient;
  config: Config;
  /** An API request with the marker header (and the given cookie / company / year headers). */
  api(opts: ApiRequest): Promise<LightMyRequestResponse>;
  /** `api` by position, as most tests write it: whose session, how, where, what, in which company. */
  call(
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    ftgId?: string,
  ): Promise<LightMyRequestResponse>;
  /** Logs a user in (a factory's: test/factories.ts) and returns the session cookie. */
  login(login: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface ApiRequest {
  method?: InjectOptions['method'];
  url: string;
  cookie?: string;
  ftgId?: string;
  salaryYear?: number;
  body?: unknown;
  marker?: boolean;
  headers?: Record<string, string>;
  ip?: string;
}

export const sessionCookieOf = (res: LightMyRequestResponse): string => {
  const c = res.cookies.find((k) => k.name === 'lp_session');
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `lp_session=${c.value}`;
};

/** The real app on a real database (a copy of the migrated image), as epic-stack and fastify/demo test. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { poolSize?: number; jobs?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(opts);
  const clock = new TestClock();
  const sms = new DevSmsProvider();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDist: '/nonexistent',
    buildId: 'test-build',
    ...overrides,
  };
  const bankid = new BankIdSimulator(() => clock.now().getTime());
  const client = new HttpBankIdClient({ baseUrl: await bankid.listen(), timeoutMs: 2000 });
  const app = await buildApp({
    bankid: { client, simulator: bankid },
    config,
    db: database.db,
    now: clock.now,
    // An SMS gateway in the configuration replaces the development sink (adapters/sms.test.ts).
    ...(config.sms.provider === 'dev' ? { sms } : {}),
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  });
  await app.ready();
  // The job queue on the test's database, at the tests' pace (ADR 0023), for tests of jobs only.
  if (opts.jobs) await app.jobs.start(database, app, TEST_TIMING);
  const api = (o: ApiRequest) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.marker !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    if (o.cookie) headers.cookie = o.cookie;
    if (o.ftgId) headers['x-ftg-id'] = o.ftgId;
    if (o.salaryYear) headers['x-salary-year'] = String(o.salaryYear);
    return app.inject({
      method: o.method ?? 'GET',
      url: o.url,
      headers,
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
      ...(o.ip ? { remoteAddress: o.ip } : {}),
    });
  };
  return {
    app,
    database,
    clock,
    sms,
    bankid,
    bankidClient: client,
    config,
    api,
    call: (cookie, method, url, body, ftgId) =>
      api({ method, url, cookie, body, ...(ftgId ? { ftgId } : {}) }),
    async login(login, password) {
      const res = await api({
        method: 'POST',
        url: '/api/authenticate',
        body: { Login: login, Password: password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`);
      return sessionCookieOf(res);
    },
    async close() {
      await app.jobs.stop(1000);
      await app.close();
      await bankid.close();
      await database.close();
    },
  };
}
