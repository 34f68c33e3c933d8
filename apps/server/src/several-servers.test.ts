// Several servers on one PostgreSQL, as a large customer runs the portal (docs/operations/
// several-servers.md): three real server processes (main.ts, as main.test.ts starts one) behind a
// small round-robin proxy written here, on one database made for this file. What one server does,
// the others must know: sessions and their end (ADR 0014), live events (the real-time bus), login
// limits (ADR 0026), kept attest lists, the job queue (ADR 0023), and a server killed under load.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { ERRORS } from '@lonportal/domain';
import { addDays, firstOfMonth, lastOfMonth, stockholmWallTime } from '@lonportal/domain/dates';
import { DB_KIND } from '../test/app-helper';
import { ROLE } from '../test/factories';
import { openDatabase, type Database } from './db/client';
import { createCompany, createEmployee, createTimeEntry, createUser } from './db/seed/factories';

const TSX_LOADER = path.resolve(__dirname, '../../../node_modules/tsx/dist/loader.mjs');
const MAIN = path.resolve(__dirname, 'main.ts');
const NAMES = ['A', 'B', 'C'] as const;
type Name = (typeof NAMES)[number];
/** The proxy's test-only header that sends a request to one named server (a real proxy has none). */
const PIN = 'x-test-server';
/** The proxy's test-only header that names the client's address (what a real proxy sees). */
const CLIENT_IP = 'x-test-client-ip';

// ---------------------------------------------------------------------------------------------
// The servers: main.ts in child processes, with the variables a deployment sets.

interface Server {
  name: Name;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every process started, killed at the end whether or not it came up. */
const children = new Set<ChildProcess>();

function startServer(name: Name, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', pathToFileURL(TSX_LOADER).href, MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      output += String(b);
      const m = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (m && /Started in/.test(output))
        resolve({ name, port: Number(m[1]), child, output: () => output, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server ${name} exited (${code}) before listening:\n${output}`)),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The proxy: round robin over the servers for HTTP and for websocket upgrades, each request on a
// new connection; a server that refuses the connection (stopped, killed) is skipped for the next,
// as a proxy's passive health check does. A request already sent to a server that dies is answered
// 502: it may have been done or not, and only the client may decide to repeat it.

class Proxy {
  readonly servers: { name: Name; port: number }[] = [];
  private turn = 0;
  private readonly http = http.createServer((req, res) => void this.forward(req, res));
  port = 0;

  async listen(): Promise<void> {
    this.http.on('upgrade', (req, socket, head) => this.upgrade(req, socket as net.Socket, head));
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.port = (this.http.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    this.http.closeAllConnections();
    return new Promise((resolve) => this.http.close(() => resolve()));
  }

  set(name: Name, port: number): void {
    const known = this.servers.find((s) => s.name === name);
    if (known) known.port = port;
    else this.servers.push({ name, port });
  }

  /** The servers to try, in order: the pinned one only, or every one from the next in turn. */
  private order(req: http.IncomingMessage): { name: Name; port: number }[] {
    const pin = req.headers[PIN];
    if (typeof pin === 'string') return this.servers.filter((s) => s.name === pin);
    const first = this.turn++ % this.servers.length;
    return [...this.servers.slice(first), ...this.servers.slice(0, first)];
  }

  /** The request's headers as a server behind this proxy sees them (TRUST_PROXY=1). */
  private headersFor(req: http.IncomingMessage): http.OutgoingHttpHeaders {
    const { [PIN]: _pin, [CLIENT_IP]: ip, connection: _c, 'keep-alive': _k, ...rest } = req.headers;
    return { ...rest, 'x-forwarded-for': typeof ip === 'string' ? ip : req.socket.remoteAddress };
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers = this.headersFor(req);
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
    for (const server of this.order(req)) {
      const answer = await new Promise<http.IncomingMessage | NodeJS.ErrnoException>((resolve) => {
        const out = http.request(
          { host: '127.0.0.1', port: server.port, method: req.method, path: req.url, headers, agent: false },
          resolve,
        );
        out.on('error', resolve);
        out.end(body);
      });
      if (answer instanceof http.IncomingMessage) {
        const { connection: _c, 'keep-alive': _k, ...back } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...back, 'x-served-by': server.name });
        pipeline(answer, res, () => undefined);
        return;
      }
      if (answer.code !== 'ECONNREFUSED') break; // sent, then lost: never repeated here
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"Code":50200}');
  }

  private upgrade(req: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    const headers = this.headersFor(req);
    const lines = Object.entries(headers).flatMap(([k, v]) =>
      v === undefined ? [] : [v].flat().map((x) => `${k}: ${String(x)}`),
    );
    const request = `${req.method} ${req.url} HTTP/1.1\r\n${[...lines, 'connection: Upgrade'].join('\r\n')}\r\n\r\n`;
    const servers = this.order(req);
    client.on('error', () => undefined);
    const attempt = (i: number) => {
      const server = servers[i];
      if (!server) return void client.destroy();
      const upstream = net.connect(server.port, '127.0.0.1');
      upstream.once('error', (err: NodeJS.ErrnoException) =>
        err.code === 'ECONNREFUSED' ? attempt(i + 1) : client.destroy(),
      );
      upstream.once('connect', () => {
        upstream.on('error', () => client.destroy());
        upstream.write(request);
        upstream.write(head);
        upstream.pipe(client).on('close', () => upstream.destroy());
        client.pipe(upstream).on('close', () => client.destroy());
      });
    };
    attempt(0);
  }
}

// ---------------------------------------------------------------------------------------------
// A server farther from the database: B's connections to PostgreSQL pass through this link, which
// holds what PostgreSQL sends from a notification on (NotificationResponse, message 'A') for a
// moment, in order. B hears of the other servers' changes late, as a server does whose link is
// slow or whose event loop is busy; a server that answered from memory without having heard them
// would be caught every time, not only when a race happens to go wrong.

const NOTIFICATION_DELAY_MS = 50;

class SlowNotifications {
  private readonly server = net.createServer((client) => this.carry(client));
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly database: URL) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private carry(client: net.Socket): void {
    const upstream = net.connect(Number(this.database.port || 5432), this.database.hostname);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    let pending = Buffer.alloc(0);
    const held: Buffer[] = [];
    let heldUntil = 0;
    const release = () => {
      while (held.length > 0) client.write(held.shift()!);
    };
    upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      // Whole messages only: a type byte, then the length (itself included).
      let end = 0;
      while (pending.length >= end + 5) {
        const next = end + 1 + pending.readUInt32BE(end + 1);
        if (next > pending.length) break;
        if (pending[end] === 0x41 /* 'A' */ && held.length === 0) {
          heldUntil = Date.now() + NOTIFICATION_DELAY_MS;
          setTimeout(release, NOTIFICATION_DELAY_MS);
        }
        end = next;
      }
      const whole = pending.subarray(0, end);
      pending = pending.subarray(end);
      if (whole.length === 0) return;
      if (held.length > 0 || Date.now() < heldUntil) held.push(Buffer.from(whole));
      else client.write(whole);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The fixture: one database for this file, three servers, the proxy.

let admin: pg.Client;
let dbName = '';
let database: Database;
let env: Record<string, string>;
let slowLink: SlowNotifications;
/** The variables of one server: B reaches the database through the slow link. */
const envOf = (name: Name): Record<string, string> => {
  if (name !== 'B') return env;
  const url = new URL(env.DATABASE_URL!);
  url.hostname = '127.0.0.1';
  url.port = String(slowLink.port);
  return { ...env, DATABASE_URL: url.toString() };
};
const servers = new Map<Name, Server>();
const proxy = new Proxy();

const ATTEST_KEEP_SECONDS = 300;

describe.skipIf(DB_KIND !== 'postgres')(
  'several servers on one PostgreSQL (runs with TEST_DATABASE_URL only: the embedded database serves one process)',
  () => {
    beforeAll(async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const adminUrl = new URL(base);
      adminUrl.pathname = '/postgres';
      admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      // A copy of the migrated template, named so the global teardown drops it if this file crashes.
      dbName = `lp_t_${inject('pgTemplate').slice(7)}_s${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
      const url = new URL(base);
      url.pathname = `/${dbName}`;
      database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 });
      env = {
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // Every server of one release says the same build, or browsers moving between them would
        // take each answer for a new version (SPEC §4 New app version).
        BUILD_ID: 'several-servers',
        // One proxy in front: its X-Forwarded-For names the client (ADR 0010).
        TRUST_PROXY: '1',
        // Kept long, so that only a forget, never the expiry, can explain a change seen in time.
        SESSION_CACHE_MS: '60000',
        ATTEST_LIST_KEEP_SECONDS: String(ATTEST_KEEP_SECONDS),
        PRINT_WORKERS: '1',
      };
      slowLink = new SlowNotifications(url);
      await slowLink.listen();
      await proxy.listen();
      for (const server of await Promise.all(NAMES.map((n) => startServer(n, envOf(n))))) {
        servers.set(server.name, server);
        proxy.set(server.name, server.port);
      }
    }, 120_000);

    afterAll(async () => {
      const gone = [...children].map((c) => new Promise((resolve) => c.once('exit', resolve)));
      for (const c of children) c.kill('SIGKILL');
      await Promise.all(gone);
      await proxy.close();
      await slowLink?.close();
      await database?.close();
      if (dbName) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin?.end();
    });

    it('serves a session made on one server on every other', async () => {
      const { ftgId } = await company();
      const per = await createEmployee(database.db, { ftgId });
      const cookie = await login(per.login, per.password);
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(cookie, 'GET', '/api/me')));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.server))).toEqual(new Set(NAMES));
      for (const a of answers)
        expect((a.body as { UserAccount: { Login: string } }).UserAccount.Login).toBe(per.login);
    });

    it('sends a write on one server to the live clients of another, and closes them at a logout elsewhere', async () => {
      const { ftgId } = await company();
      const per = await createEmployee(database.db, { ftgId });
      const ftg = await createUser(database.db, { ftgId, role: ROLE.FTG });
      const cookie = await login(ftg.login, ftg.password);
      const socket = await openSocket(cookie, ftgId, 'B');
      const write = await call(cookie, 'POST', '/api/tidrader', entry(per.anstNr), { server: 'A', ftgId });
      expect(write.status, JSON.stringify(write.body)).toBe(201);
      await vi.waitFor(
        () =>
          expect(socket.messages).toContainEqual({
            Kind: 'api/v1',
            Event: 'RESOURCE_UPDATED',
            Payload: { Resource: 'timeEntries', AnstNr: [per.anstNr] },
          }),
        { timeout: 5000, interval: 20 },
      );
      // The session ends on A: B closes its socket at once (the bus's "sessions changed").
      expect((await call(cookie, 'GET', '/api/logout', undefined, { server: 'A' })).status).toBe(204);
      expect(await socket.closed).toEqual({ code: 4401, reason: String(ERRORS.NotAuthenticated.code) });
    });

    it('ends a session on every server at once when it logs out on one', async () => {
      const { ftgId } = await company();
      const per = await createEmployee(database.db, { ftgId });
      for (const round of [0, 1, 2]) {
        const cookie = await login(per.login, per.password);
        // Every server remembers the session (SESSION_CACHE_MS is a minute here).
        for (const server of NAMES) expect(await me(cookie, server)).toBe(200);
        // It logs out on each server in turn; the next request on the others is refused.
        const [where, ...others] = rotated(round);
        expect(await logout(cookie, where!)).toBe(204);
        for (const server of others)
          expect([round, server, await me(cookie, server)]).toEqual([round, server, 401]);
      }
    });

    it("ends a user's other sessions on every server when the password changes on one", async () => {
      const { ftgId } = await company();
      const per = await createEmployee(database.db, { ftgId });
      const mine = await login(per.login, per.password);
      const other = await login(per.login, per.password);
      for (const server of NAMES)
        for (const cookie of [mine, other])
          expect((await call(cookie, 'GET', '/api/me', undefined, { server })).status).toBe(200);
      const change = await call(
        mine,
        'POST',
        '/api/changepassword',
        { CurrentPassword: per.password, NewPassword: 'Tr4nsit-Gr0und' },
        { server: 'A' },
      );
      expect(change.status, JSON.stringify(change.body)).toBe(204);
      for (const server of ['B', 'C'] as const) {
        const ended = await call(other, 'GET', '/api/me', undefined, { server });
        expect([server, ended.status, (ended.body as { Code: number }).Code]).toEqual([server, 401, 40103]);
        expect((await call(mine, 'GET', '/api/me', undefined, { server })).status).toBe(200);
      }
    });

    it('counts failed logins on every server together (ADR 0026)', async () => {
      const { ftgId } = await company();
      const per = await createEmployee(database.db, { ftgId });
      // Per account: 5 failures in 15 minutes, whichever servers they reached, then a wait.
      const ip = '192.0.2.61';
      for (const [i, server] of (['A', 'B', 'C', 'A', 'B'] as const).entries()) {
        const res = await tryLogin(per.login, `wrong-${i}`, { server, ip });
        expect([server, res.status]).toEqual([server, 401]);
      }
      for (const server of NAMES) {
        const waits = await tryLogin(per.login, per.password, { server, ip });
        expect([server, waits.status, (waits.body as { Code: number }).Code]).toEqual([server, 429, 42900]);
        expect(Number(waits.retryAfter)).toBeGreaterThan(0);
      }
      // Per address: more than 10 different logins failed from one address slows it, on every server.
      const office = '192.0.2.62';
      for (let i = 0; i < 10; i++) {
        const server = NAMES[i % 3]!;
        expect(
          (
            await tryLogin(`nobody-${i}-${randomBytes(3).toString('hex')}`, 'nope-nope', {
              server,
              ip: office,
            })
          ).status,
        ).toBe(401);
      }
      for (const server of NAMES) {
        const slowed = await tryLogin(`nobody-more-${server}`, 'nope-nope', { server, ip: office });
        expect([server, slowed.status]).toEqual([server, 429]);
      }
    });

    it('shows a write on one server in the attest list another server keeps', async () => {
      const { ftgId } = await company();
      const per = await createEmployee(database.db, { ftgId });
      const ftg = await createUser(database.db, { ftgId, role: ROLE.FTG });
      const cookie = await login(ftg.login, ftg.password);
      const hoursOf = async (server: Name) => {
        const res = await call(
          cookie,
          'GET',
          `/api/attestlista?From=${MONTH.From}&To=${MONTH.To}`,
          undefined,
          {
            server,
            ftgId,
          },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return (res.body as { AnstNr: string; Timmar: number }[]).find((e) => e.AnstNr === per.anstNr)
          ?.Timmar;
      };
      expect(await hoursOf('B')).toBe(0);
      // A row written past the app (no announcement): B hands out the list it keeps.
      await createTimeEntry(database.db, { ftgId }, { AnstNr: per.anstNr, Datum: MONTH.day(3), Timmar: 2 });
      expect(await hoursOf('B')).toBe(0);
      // Rows written through one server: the announcement makes the others drop their lists, and
      // a read that comes right after the write's answer has both, on each server in turn.
      let hours = 2;
      for (const round of [0, 1, 2]) {
        const [writer, ...readers] = rotated(round);
        const write = await call(cookie, 'POST', '/api/tidrader', entry(per.anstNr), {
          server: writer,
          ftgId,
        });
        expect(write.status, JSON.stringify(write.body)).toBe(201);
        hours += 1;
        for (const reader of readers)
          expect([round, reader, await hoursOf(reader)]).toEqual([round, reader, hours]);
      }
    });

    it('runs a queued job once while three servers work the queue (ADR 0023)', async () => {
      const { ftgId } = await company({ settings: { hasPlus: true }, portal: { EnableMeddelanden: true } });
      const lic = await createUser(database.db, { ftgId, role: ROLE.LIC });
      const anna = await createEmployee(database.db, { ftgId });
      await createTimeEntry(database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: MONTH.today });
      const licCookie = await login(lic.login, lic.password);
      const made = await call(
        licCookie,
        'POST',
        '/api/admin/reminders',
        {
          Namn: 'Godkänn din tid',
          Typ: 'APPROVE',
          Roller: ['PER'],
          Kanaler: ['MESSAGE'],
          Schema: { SistaArbetsdagen: true, Tid: '12:00' },
        },
        { ftgId },
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = (made.body as { Id: string }).Id;
      // A server restarted by another test (the kill under load) answers 503 until its queue has
      // started: nothing was queued then, so asking again is safe.
      await vi.waitFor(
        async () => {
          const run = await call(licCookie, 'POST', `/api/admin/reminders/${id}/run`, undefined, { ftgId });
          expect(run.status, JSON.stringify(run.body)).toBe(202);
        },
        { timeout: 20_000, interval: 250 },
      );
      const annaCookie = await login(anna.login, anna.password);
      await vi.waitFor(
        async () => {
          const inbox = await call(annaCookie, 'GET', '/api/messages', undefined, { ftgId });
          expect((inbox.body as unknown[]).length).toBe(1);
        },
        { timeout: 20_000, interval: 250 },
      );
      const runs = () =>
        database.executeSql(
          `select state, retry_count from pgboss.job where name = 'reminder-run' and data->>'ReminderId' = $1
           union all
           select state, retry_count from pgboss.archive where name = 'reminder-run' and data->>'ReminderId' = $1`,
          [id],
        );
      // One job, done on its first try: a job is claimed FOR UPDATE SKIP LOCKED, and a done one is
      // never claimed again.
      await vi.waitFor(
        async () => expect((await runs()).rows).toEqual([{ state: 'completed', retry_count: 0 }]),
        {
          timeout: 10_000,
          interval: 200,
        },
      );
      const reminders = await call(licCookie, 'GET', '/api/admin/reminders', undefined, { ftgId });
      const mine = (reminders.body as { Id: string; SenastAntal: number | null }[]).find((r) => r.Id === id);
      // A second run would have reached nobody and said so.
      expect(mine?.SenastAntal).toBe(1);
      const inbox = await call(annaCookie, 'GET', '/api/messages', undefined, { ftgId });
      expect((inbox.body as unknown[]).length).toBe(1);
    }, 45_000);

    it('loses no acknowledged write when a server is killed under load, and its clients go on', async () => {
      const { ftgId } = await company();
      const clients = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const e = await createEmployee(database.db, { ftgId });
          return { anstNr: e.anstNr, cookie: await login(e.login, e.password) };
        }),
      );
      const acknowledged: string[] = [];
      const lost: string[] = [];
      const servedBy = new Set<string>();
      const afterKill = clients.map(() => 0);
      const victim = servers.get('C')!;
      let back: Promise<Server> | undefined;
      await Promise.all(
        clients.map(async (c, n) => {
          for (let i = 0; i < 50; i++) {
            const body = entry(c.anstNr, { Datum: MONTH.day(1 + (i % 28)), Timmar: 0.25 });
            const res = await call(c.cookie, 'POST', '/api/tidrader', body, { ftgId }).catch(
              (err: unknown): Answer => ({ status: 0, body: String(err), server: '' }),
            );
            if (res.status === 201) {
              acknowledged.push((res.body as { Id: string }).Id);
              servedBy.add(res.server);
              if (back) afterKill[n]! += 1;
            } else lost.push(`${res.status} ${JSON.stringify(res.body)}`);
            // A third of the way in, C dies without a word (SIGKILL: no stop, no goodbye), and its
            // supervisor starts it again; the proxy sends it requests once it listens.
            if (n === 0 && i === 16) {
              victim.child.kill('SIGKILL');
              back = victim.exited.then(async () => {
                const again = await startServer('C', envOf('C'));
                servers.set('C', again);
                proxy.set('C', again.port);
                return again;
              });
            }
          }
        }),
      );
      // Only a request in flight on C when it died may be lost: at most one per client.
      expect(lost.length, lost.join('\n')).toBeLessThanOrEqual(clients.length);
      expect(acknowledged.length).toBeGreaterThanOrEqual(200 - clients.length);
      expect(servedBy).toEqual(new Set(NAMES));
      // Every client went on after the kill, through A and B.
      for (const count of afterKill) expect(count).toBeGreaterThan(20);
      const found = await database.executeSql(
        `select count(*)::int as n from time_entries where id = any($1::uuid[])`,
        [acknowledged],
      );
      expect(found.rows[0]).toEqual({ n: acknowledged.length });
      // C is back and serves the sessions made before it died.
      await back;
      expect((await call(clients[0]!.cookie, 'GET', '/api/me', undefined, { server: 'C' })).status).toBe(200);
    }, 60_000);
  },
);

// ---------------------------------------------------------------------------------------------
// Helpers: requests through the proxy, as a browser makes them.

/** The current month in Sweden: the servers run on the real clock, and the reminder on its period. */
const MONTH = (() => {
  const today = stockholmWallTime(new Date()).Datum;
  const From = firstOfMonth(today);
  return { From, To: lastOfMonth(today), today, day: (d: number) => addDays(From, d - 1) };
})();

/** The servers from the round's own on: where a round acts, then where it looks. */
const rotated = (round: number): Name[] => NAMES.map((_, i) => NAMES[(round + i) % NAMES.length]!);

const company = (opts: Parameters<typeof createCompany>[1] = {}) =>
  createCompany(database.db, { today: new Date(), ...opts });

const entry = (anstNr: string, over: Record<string, unknown> = {}) => ({
  AnstNr: anstNr,
  Datum: MONTH.day(2),
  TidKod: 'ARB',
  Timmar: 1,
  ...over,
});

interface Answer {
  status: number;
  body: unknown;
  server: string;
  retryAfter?: string | null;
  setCookie?: string[];
}

async function call(
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  opts: { server?: Name; ftgId?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (opts.server) headers[PIN] = opts.server;
  if (opts.ftgId) headers['x-ftg-id'] = opts.ftgId;
  if (opts.ip) headers[CLIENT_IP] = opts.ip;
  const res = await fetch(`http://127.0.0.1:${proxy.port}${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    server: res.headers.get('x-served-by') ?? '',
    retryAfter: res.headers.get('retry-after'),
    setCookie: res.headers.getSetCookie(),
  };
}

const me = async (cookie: string, server: Name) =>
  (await call(cookie, 'GET', '/api/me', undefined, { server })).status;
const logout = async (cookie: string, server: Name) =>
  (await call(cookie, 'GET', '/api/logout', undefined, { server })).status;

const tryLogin = (Login: string, Password: string, opts: { server?: Name; ip?: string } = {}) =>
  call(undefined, 'POST', '/api/authenticate', { Login, Password }, opts);

/** Logs in through the proxy (whichever server it picks) and returns the session cookie. */
async function login(Login: string, Password: string): Promise<string> {
  const res = await tryLogin(Login, Password);
  if (res.status !== 200) throw new Error(`login ${Login}: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = res.setCookie?.map((c) => c.split(';')[0]!).find((c) => c.startsWith('lp_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** A browser's /ws through the proxy to one server, with its messages once it has said hello. */
async function openSocket(cookie: string, ftgId: string, server: Name) {
  const origin = `http://127.0.0.1:${proxy.port}`;
  const ws = new WebSocket(`ws://127.0.0.1:${proxy.port}/ws?ftgId=${ftgId}`, {
    headers: { cookie, origin, [PIN]: server },
  });
  const messages: unknown[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { Kind: string; BuildId?: string };
      messages.push(message);
      if (message.Kind === 'build-id') resolve();
    });
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`no websocket: ${res.statusCode}`)));
  });
  expect(messages[0]).toEqual({ Kind: 'build-id', BuildId: 'several-servers' });
  return { ws, messages, closed };
}
