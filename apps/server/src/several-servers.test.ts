// Several servers on one PostgreSQL, as a large customer runs the portal (docs/operations/
// several-servers.md): three real server processes (main.ts, as main.test.ts starts one) behind a
// small round-robin proxy (test/several-servers-kit.ts), on one database made for this file. What one server does,
// the others must know: sessions and their end (ADR 0014), live events (the real-time bus), login
// limits (ADR 0026), kept attest lists, the job queue (ADR 0023), and a server killed under load.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ERRORS } from '@lonportal/domain';
import { addDays, firstOfMonth, lastOfMonth, stockholmWallTime } from '@lonportal/domain/dates';
import { DB_KIND } from '../test/app-helper';
import { cleanUpProcesses } from '../test/main-process';
import { ROLE } from '../test/factories';
import {
  NAMES,
  Proxy,
  SlowNotifications,
  startServer,
  throughProxy,
  type Answer,
  type Name,
  type Server,
} from '../test/several-servers-kit';
import { openDatabase, type Database } from './db/client';
import { createCompany, createEmployee, createTimeEntry, createUser } from './db/seed/factories';

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
      await Promise.all([...servers.values()].map((s) => s.kill('SIGKILL')));
      await cleanUpProcesses();
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
      // What each client sent after the kill, and how much of it was acknowledged. Each client goes
      // on until it has sent AFTER_KILL requests since C died, however fast it ran before: on a busy
      // machine one client may be far ahead of another when the kill comes.
      const AFTER_KILL = 20;
      const sentAfter = clients.map(() => 0);
      const doneAfter = clients.map(() => 0);
      const victim = servers.get('C')!;
      let back: Promise<Server> | undefined;
      await Promise.all(
        clients.map(async (c, n) => {
          for (let i = 0; sentAfter[n]! < AFTER_KILL && i < 400; i++) {
            const after = back !== undefined;
            if (after) sentAfter[n]! += 1;
            const body = entry(c.anstNr, { Datum: MONTH.day(1 + (i % 28)), Timmar: 0.25 });
            const res = await call(c.cookie, 'POST', '/api/tidrader', body, { ftgId }).catch(
              (err: unknown): Answer => ({ status: 0, body: String(err), server: '' }),
            );
            if (res.status === 201) {
              acknowledged.push((res.body as { Id: string }).Id);
              servedBy.add(res.server);
              if (after) doneAfter[n]! += 1;
            } else lost.push(`${res.status} ${JSON.stringify(res.body)}`);
            // Once 60 writes are acknowledged, C dies without a word (SIGKILL: no stop, no
            // goodbye), and its supervisor starts it again; the proxy sends it requests once it
            // listens.
            if (!back && acknowledged.length >= 60) {
              back = victim.kill('SIGKILL').then(async () => {
                const again = await startServer('C', envOf('C'));
                servers.set('C', again);
                proxy.set('C', again.port);
                return again;
              });
              // Awaited below; a failure before then must not surface as an unhandled rejection.
              back.catch(() => undefined);
            }
          }
        }),
      );
      // Only a request in flight on C when it died may be lost: at most one per client.
      expect(lost.length, lost.join('\n')).toBeLessThanOrEqual(clients.length);
      expect(servedBy).toEqual(new Set(NAMES));
      // Every client went on after the kill, through A and B (and C once it was back).
      expect(sentAfter).toEqual(clients.map(() => AFTER_KILL));
      for (const count of doneAfter) expect(count).toBeGreaterThanOrEqual(AFTER_KILL - 1);
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

const { call, me, logout, tryLogin, login, openSocket } = throughProxy(proxy);
