// The real entry point (the server's build, as `npm start` runs it) in a child process, on a
// database of the test's kind, for the tests that stop or kill it (crash.test.ts). Every child is
// SIGKILLed after the file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { DB_KIND } from './app-helper';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

/**
 * Kills what is left and removes the databases; call it in afterAll. Each is done once: a worker
 * keeps this module for its next file (vitest.config.ts), which must not clean up this one's again.
 */
export async function cleanUpProcesses(): Promise<void> {
  for (const c of children) c.kill('SIGKILL');
  children.clear();
  for (const clean of cleanups.splice(0).reverse()) await clean();
}

/** Resolves with `test`'s value once it has one (polled), or fails after `ms` saying what it waited for. */
export const until = <T>(
  what: () => string,
  test: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
) =>
  vi.waitFor(
    async () => {
      const value = await test();
      if (value === undefined) throw new Error(`waiting for ${what()}`);
      return value;
    },
    { timeout: ms, interval: 100 },
  );

export interface MainProcess {
  port: number;
  output(): string;
  exitCode: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Sends a signal without waiting for an exit (SIGUSR2: a backup). */
  signal(signal: NodeJS.Signals): void;
  /** Waits until the output matches `pattern`; its first group, or the match. */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
  /** An API call as the web app makes it. */
  api(
    method: string,
    url: string,
    opts?: { body?: unknown; cookie?: string; ftgId?: string },
  ): Promise<Response>;
  login(login: string, password: string): Promise<string>;
}

/** tsx as Node's loader, in the one process, so that a signal reaches main.ts itself. */
const TSX_LOADER = fileURLToPath(new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url));
const MAIN_SOURCE = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * The server's process with only these variables (and PATH): the build of test/global-setup.ts, or
 * with `source` main.ts under tsx.
 */
export const spawnMain = (env: Record<string, string>, opts: { source?: boolean } = {}): ChildProcess =>
  spawn(
    process.execPath,
    opts.source
      ? ['--import', pathToFileURL(TSX_LOADER).href, MAIN_SOURCE]
      : ['--enable-source-maps', inject('serverMain')],
    {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

/**
 * A new data folder, migrated and empty, as a first start leaves it (a copy of test/global-setup's:
 * migrating a new folder takes the 2-core machine seconds); removed in cleanUpProcesses.
 */
export function migratedFolder(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-proc-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.cpSync(inject('pgliteFolder'), dataDir, { recursive: true });
  return dataDir;
}

/** Starts the server with these variables (and PATH) and waits for its banner. */
export async function startMain(
  env: Record<string, string>,
  opts: { source?: boolean } = {},
): Promise<MainProcess> {
  const child = spawnMain(env, opts);
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += String(d)));
  child.stderr!.on('data', (d: Buffer) => (output += String(d)));
  const exitCode = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  let exited = false;
  void exitCode.then(() => (exited = true));
  const waitFor = (pattern: RegExp, ms = 60_000) =>
    until(
      () => `${String(pattern)} in the server's output:\n${output}`,
      () => {
        const m = pattern.exec(output);
        if (m) return m[1] ?? m[0];
        if (exited) throw new Error(`the server exited:\n${output}`);
        return undefined;
      },
      ms,
    );
  const port = Number(await waitFor(/running at http:\/\/localhost:(\d+)[\s\S]*Started in/, 120_000));
  const base = `http://127.0.0.1:${port}`;
  const api: MainProcess['api'] = (method, url, opts = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.ftgId ? { 'x-ftg-id': opts.ftgId } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
  return {
    port,
    output: () => output,
    exitCode,
    waitFor,
    api,
    signal: (signal) => void child.kill(signal),
    async kill(signal) {
      child.kill(signal);
      return exitCode;
    },
    async login(login, password) {
      const res = await api('POST', '/api/authenticate', { body: { Login: login, Password: password } });
      if (res.status !== 200) throw new Error(`login ${login}: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith('lp_session='))!;
    },
  };
}

export interface ProcessDatabase {
  /** DATA_DIR or DATABASE_URL for the child. */
  env: Record<string, string>;
  /**
   * `fn` on the database, migrated. On the embedded database only while no server has it open
   * (one process at a time); PostgreSQL any time.
   */
  use<T>(fn: (database: Database) => Promise<T>): Promise<T>;
}

/**
 * A new, migrated database of the test's kind for a server process (`empty`: without even the
 * schema, on PostgreSQL, for a restore); removed in cleanUpProcesses.
 */
export async function processDatabase(opts: { empty?: boolean } = {}): Promise<ProcessDatabase> {
  if (DB_KIND === 'pglite') {
    const dataDir = migratedFolder();
    return {
      env: { DATA_DIR: dataDir },
      async use(fn) {
        const database = await openDatabase({ kind: 'pglite', dataDir });
        try {
          await database.migrate();
          return await fn(database);
        } finally {
          await database.close();
        }
      },
    };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `lp_proc_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${opts.empty ? '' : ` TEMPLATE ${inject('pgTemplate')}`}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async use(fn) {
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      try {
        await database.migrate();
        return await fn(database);
      } finally {
        await database.close();
      }
    },
  };
}
