// The real entry point (the server's build) in a child process: what `npm start` is, and what
// NODE_ENV=production refuses or hides (ARCHITECTURE.md "Modes", ADR 0010).
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { DB_KIND } from '../test/app-helper';
import { cleanUpProcesses, migratedFolder, spawnMain } from '../test/main-process';
import { openDatabase } from './db/client';
import { companies } from './db/schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/demo-users';
import { createCompany, createEmployee } from './db/seed/factories';

// Each test starts real server processes: on a busy 2-core machine (the suite runs two files at
// a time, some of them starting servers too) a start with demo data has taken over 30 s.
vi.setConfig({ testTimeout: 90_000 });

const dirs: string[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  await cleanUpProcesses();
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-main-'));
  dirs.push(d);
  return d;
};

interface Started {
  output: () => string;
  /** The port it listens on, or null when it exited first. */
  port: number | null;
  exitCode: Promise<number | null>;
  stop(): Promise<number | null>;
  signal(name: NodeJS.Signals): void;
}

/** Starts the server with only these variables (and PATH), until it prints its address or exits. */
function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawnMain(env);
  children.add(child);
  let output = '';
  const exitCode = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const stop = () => {
    child.kill('SIGTERM');
    return exitCode;
  };
  const signal = (name: NodeJS.Signals) => void child.kill(name);
  return new Promise((resolve) => {
    const onData = (b: Buffer) => {
      output += String(b);
      const m = /running at http:\/\/localhost:(\d+)/.exec(output);
      // The banner is written in one piece; wait for its last line.
      if (m && /Started in/.test(output))
        resolve({ output: () => output, port: Number(m[1]), exitCode, stop, signal });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exitCode.then(() => resolve({ output: () => output, port: null, exitCode, stop, signal }));
  });
}

const get = (port: number, url: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });

// The child runs on its own embedded database: once is enough, not again in the PostgreSQL run.
describe.runIf(DB_KIND === 'pglite')('npm start: the demo', () => {
  it('seeds demo data, says so in its banner and serves the development endpoints locally', async () => {
    const server = await startMain({ DATA_DIR: tmp() });
    try {
      expect(server.port, server.output()).not.toBeNull();
      const banner = server.output();
      expect(banner).toContain('demo data seeded');
      expect(banner).toContain('DEMO MODE (npm start)');
      expect(banner).toContain('answer the loopback address only');
      expect(banner).toMatch(/BankID simulator: play the BankID app at http:\/\/localhost:\d+\/dev\/bankid/);
      expect(banner).toContain(`Demo logins (password ${DEMO_PASSWORD})`);
      expect(banner).toContain('Trusted proxies: none');
      expect((await get(server.port!, '/api/dev/bankid/orders')).status).toBe(200);
      expect((await get(server.port!, '/dev/bankid')).status).toBe(200);
      expect((await get(server.port!, '/api/docs/json')).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe.runIf(DB_KIND === 'pglite')('NODE_ENV=production', () => {
  const pfx = () => {
    // Read when BankID is first called; the start only needs the file to exist.
    const file = path.join(tmp(), 'rp.p12');
    fs.writeFileSync(file, 'not a real certificate');
    return file;
  };
  const production = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    BANKID_MODE: 'test',
    BANKID_PFX: pfx(),
    // Migrated as a first start leaves it: the demo's start above is the one that migrates.
    DATA_DIR: migratedFolder(),
    ...extra,
  });

  it.each([
    [{ SEED_DEMO: 'true' }, 'SEED_DEMO=true: production never seeds demo data'],
    [{ BANKID_MODE: 'simulator' }, 'BANKID_MODE=simulator'],
    [{ SMS_PROVIDER: 'dev' }, 'SMS_PROVIDER=dev: the development sink only logs codes'],
    // The crash tests' hooks (test-hooks.ts).
    [{ TEST_PAUSE_AT: 'answer POST /api/lonexport' }, 'TEST_PAUSE_AT: a test-only hook'],
    [{ TEST_JOB_TIMING: '1' }, 'TEST_JOB_TIMING: a test-only hook'],
  ])('refuses to start with %j', async (extra, message) => {
    const server = await startMain(production(extra));
    expect(server.port).toBeNull();
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain('Refusing to start with NODE_ENV=production');
    expect(server.output()).toContain(message);
  });

  it('refuses the development SMS sink it would otherwise default to', async () => {
    const { SMS_PROVIDER: _p, SMS_HTTP_URL: _u, ...noSms } = production();
    const server = await startMain(noSms);
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain('SMS_PROVIDER=dev (the default)');
  });

  it('starts without demo data, API explorer or development endpoints, and says so', async () => {
    const env = production();
    const server = await startMain(env);
    try {
      expect(server.port, server.output()).not.toBeNull();
      const banner = server.output();
      expect(banner).toContain('Production mode: no demo data, BankID test, SMS through http://127.0.0.1:9.');
      expect(banner).toContain('API explorer and development endpoints are off');
      expect(banner).not.toMatch(/demo data seeded|Demo logins|api\/docs|dev\/bankid/);
      for (const url of ['/api/docs', '/api/docs/json', '/api/dev/sms?Login=per', '/api/dev/bankid/orders']) {
        const res = await get(server.port!, url);
        expect(res.status, url).toBe(404);
        expect(await res.json(), url).toEqual({ Code: 40401, Message: 'Not found.' });
      }
      // No demo login gets in: production has no demo data.
      for (const { login } of DEMO_LOGINS) {
        const res = await fetch(`http://127.0.0.1:${server.port}/api/authenticate`, {
          method: 'POST',
          headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
          body: JSON.stringify({ Login: login, Password: DEMO_PASSWORD }),
        });
        expect(res.status, login).toBe(401);
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    try {
      const [row] = await database.db.select({ n: count() }).from(companies);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

/**
 * What a morning of use leaves open (ADR 0019): a session, a BankID order, idle keep-alive
 * connections, a websocket whose browser no longer answers.
 */
async function leaveThingsOpen(port: number, who: Account): Promise<() => void> {
  const base = `http://127.0.0.1:${port}`;
  const json = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Login: who.login, Password: who.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('lp_session='))!;
  const order = await fetch(`${base}/api/bankidauth`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Type: 0 }),
  });
  expect(order.status).toBe(200);
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) =>
    http
      .get(`${base}/api/docs/json`, { agent }, (res) => res.resume().on('end', resolve))
      .on('error', reject),
  );
  // A websocket opened by hand, then never read again: it will not answer the server's close.
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
      `Origin: ${base}\r\nCookie: ${cookie}\r\n\r\n`,
  );
  await new Promise<void>((resolve) =>
    socket.once('data', (b) => {
      expect(String(b)).toMatch(/^HTTP\/1\.1 101/);
      socket.pause();
      resolve();
    }),
  );
  return () => {
    agent.destroy();
    socket.destroy();
  };
}

/** Sends the signal and answers how long the process took to exit, and with which code. */
async function timedStop(
  server: Started,
  signal: NodeJS.Signals,
): Promise<{ ms: number; code: number | null }> {
  const t0 = performance.now();
  server.signal(signal);
  const code = await server.exitCode;
  return { ms: performance.now() - t0, code };
}

interface Account {
  login: string;
  password: string;
}

/** Resolves with `test`'s value once it has one (polled), or fails after `ms`. */
const until = <T>(what: string, test: () => T | undefined, ms = 75_000) =>
  vi.waitFor(
    () => {
      const value = test();
      if (value === undefined) throw new Error(`waiting for ${what}`);
      return value;
    },
    { timeout: ms, interval: 50 },
  );

/** A POST whose head and first half of the body are sent now, the rest when `finish` is called. */
function halfSent(port: number, url: string, body: string) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    agent: false,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  const answer = new Promise<{ status: number | string; body: string; connection?: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }),
      );
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? 'error', body: text }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? 'error', body: '' }));
  });
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** The error code of a new connection to `port`, or 'connected'. */
const connectError = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });

/** A data folder, migrated, with a company and an employee of the test's own (no demo data). */
async function folderWithEmployee(): Promise<{ dataDir: string; employee: Account }> {
  const dataDir = migratedFolder();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const { ftgId } = await createCompany(database.db, { today: new Date() });
    const employee = await createEmployee(database.db, { ftgId });
    return { dataDir, employee };
  } finally {
    await database.close();
  }
}

describe.runIf(DB_KIND === 'pglite')('stopping', () => {
  it('exits within 10 s of SIGTERM or SIGINT whatever is open, and the folder starts again', async () => {
    const { dataDir, employee } = await folderWithEmployee();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await startMain({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      expect(server.port, server.output()).not.toBeNull();
      const release = await leaveThingsOpen(server.port!, employee);
      try {
        const { ms, code } = await timedStop(server, signal);
        expect([signal, code], server.output()).toEqual([signal, 0]);
        expect(ms).toBeLessThan(10_000);
        expect(server.output()).toContain(`${signal}: shutting down`);
        expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      } finally {
        release();
      }
    }
  }, 90_000);

  it('answers every request in flight at SIGTERM, refuses new connections and exits 0', async () => {
    const { dataDir, employee } = await folderWithEmployee();
    const server = await startMain({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(server.port, server.output()).not.toBeNull();
    const port = server.port!;
    // Logins whose bodies arrive in two parts: in flight from their head until the rest comes.
    const body = JSON.stringify({ Login: employee.login, Password: employee.password });
    const requests = Array.from({ length: 10 }, () => halfSent(port, '/api/authenticate', body));
    await until('the server to have every request', () =>
      (server.output().match(/"url":"\/api\/authenticate"/g) ?? []).length >= requests.length
        ? true
        : undefined,
    );
    const t0 = performance.now();
    server.signal('SIGTERM');
    await until('the stop to begin', () =>
      /SIGTERM: shutting down/.test(server.output()) ? true : undefined,
    );
    expect(await connectError(port)).toBe('ECONNREFUSED');
    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.answer));
    const code = await server.exitCode;
    const ms = performance.now() - t0;
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));
    // Whole answers, each closing its connection so none holds the stop up.
    for (const a of answers) {
      expect(JSON.parse(a.body)).toHaveProperty('UserAccount');
      expect(a.connection).toBe('close');
    }
    expect([code, ms < 10_000], server.output()).toEqual([0, true]);
  }, 90_000);

  it('exits at once on a second signal', async () => {
    const { dataDir, employee } = await folderWithEmployee();
    const server = await startMain({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(server.port, server.output()).not.toBeNull();
    const release = await leaveThingsOpen(server.port!, employee);
    try {
      server.signal('SIGTERM');
      const { code } = await timedStop(server, 'SIGTERM');
      expect(code).not.toBeNull();
    } finally {
      release();
    }
  }, 60_000);
});
