// kill -9 at the worst moment (a power cut, an OOM kill) of the real server (main.ts in a child
// process, on the test's database kind), paused there by its test-only hook (test-hooks.ts):
// a transfer to payroll is whole or absent after the restart, never made twice (DOMAIN §12: one
// transaction); a scheduled job killed halfway is finished once by the next start (ADR 0023).
import { afterAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { cleanUpProcesses, processDatabase, startMain, until, type MainProcess } from '../test/main-process';
import {
  auditLog,
  messages,
  payrollExports,
  reminderDeliveries,
  reminders,
  timeEntries,
  timeEntryEvents,
} from './db/schema/index';
import { createCompany, createEmployee, createTimeEntries, createUser } from './db/seed/factories';
import type { Database } from './db/client';

afterAll(cleanUpProcesses);

/** The month before today's in Sweden: complete, and in a salary year the company has. */
function lastMonth(): { From: string; To: string; days: string[] } {
  const [y, m] = stockholmWallTime(new Date()).Datum.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  const day = (d: number) =>
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), d)).toISOString().slice(0, 10);
  return { From: day(1), To: last.toISOString().slice(0, 10), days: [day(3), day(10), day(17)] };
}

/** A company with an administrator who may transfer, and attested rows of last month. */
async function attestedMonth(database: Database) {
  const period = lastMonth();
  const { ftgId } = await createCompany(database.db, { today: new Date() });
  const admin = await createUser(database.db, { ftgId, role: 'FTG' });
  const staff = [await createEmployee(database.db, { ftgId }), await createEmployee(database.db, { ftgId })];
  const rows = await createTimeEntries(
    database.db,
    { ftgId, status: 'ATTESTED' },
    staff.flatMap((e) => period.days.map((Datum) => ({ AnstNr: e.anstNr, Datum, TidKod: 'ARB', Timmar: 8 }))),
  );
  return { ftgId, admin, period: { From: period.From, To: period.To }, rowIds: rows.map((r) => r.id) };
}

/** What the database holds of the company's transfers: exports, locked rows, TRANSFER events, audits. */
async function transferState(database: Database, ftgId: string, rowIds: string[]) {
  const db = database.db;
  const [exports, locked, events, audits] = await Promise.all([
    db
      .select({ id: payrollExports.id, antal: payrollExports.antal })
      .from(payrollExports)
      .where(eq(payrollExports.ftgId, ftgId)),
    db
      .select({ exportId: timeEntries.exportId })
      .from(timeEntries)
      .where(and(inArray(timeEntries.id, rowIds), eq(timeEntries.status, 'LOCKED'))),
    db
      .select({ n: count() })
      .from(timeEntryEvents)
      .where(and(inArray(timeEntryEvents.entryId, rowIds), eq(timeEntryEvents.handelse, 'TRANSFER'))),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, ftgId), eq(auditLog.action, 'payroll.exported'))),
  ]);
  return { exports, locked: locked.map((r) => r.exportId), events: events[0]!.n, audits: audits[0]!.n };
}

const transfer = (server: MainProcess, cookie: string, ftgId: string, period: { From: string; To: string }) =>
  server.api('POST', '/api/lonexport', { cookie, ftgId, body: period });

describe('kill -9 during a transfer to payroll', () => {
  it.each([
    // Inside the transaction: rows locked and given postids, the file not yet stored.
    ['before it commits', 'absent', 'statement 1 insert into "payroll_exports"'],
    // Committed, the answer not yet sent: the browser saw a network error and the user tries again.
    ['after it committed, before the answer', 'whole', 'answer POST /api/lonexport'],
  ] as const)(
    '%s: the transfer is %s after the restart, and made once',
    async (_when, after, pauseAt) => {
      const database = await processDatabase();
      const { ftgId, admin, period, rowIds } = await database.use(attestedMonth);

      const first = await startMain({ ...database.env, TEST_PAUSE_AT: pauseAt });
      const cookie = await first.login(admin.login, admin.password);
      const cut = transfer(first, cookie, ftgId, period).catch((err: unknown) => err);
      await first.waitFor(/^paused at /m);
      await first.kill('SIGKILL');
      // The browser's request got no answer.
      expect(await cut).toBeInstanceOf(Error);

      const state = await database.use((d) => transferState(d, ftgId, rowIds));
      if (after === 'absent') expect(state).toEqual({ exports: [], locked: [], events: 0, audits: 0 });
      else {
        expect(state.exports).toEqual([{ id: expect.any(String), antal: rowIds.length }]);
        expect(state).toMatchObject({ events: rowIds.length, audits: 1 });
        expect(state.locked).toEqual(rowIds.map(() => state.exports[0]!.id));
      }

      // The user tries again on the restarted server: what was not transferred is, once.
      const second = await startMain(database.env);
      try {
        const again = await transfer(second, await second.login(admin.login, admin.password), ftgId, period);
        const answer = (await again.json()) as { Antal: number };
        expect([again.status, answer.Antal]).toEqual(after === 'absent' ? [201, rowIds.length] : [200, 0]);
      } finally {
        expect(await second.kill('SIGTERM')).toBe(0);
      }
      const final = await database.use((d) => transferState(d, ftgId, rowIds));
      expect(final.exports).toEqual([{ id: expect.any(String), antal: rowIds.length }]);
      expect(final.locked).toEqual(rowIds.map(() => final.exports[0]!.id));
      expect([final.events, final.audits]).toEqual([rowIds.length, 1]);
    },
    240_000,
  );
});

/**
 * A company with the inbox on, a reminder administrator, two employees with rows of today waiting
 * for their approval, and a reminder every day at 00:00 that was last looked at more than a day
 * ago: the next minute's tick runs it for today's 00:00, reaching both.
 */
async function dueReminder(database: Database) {
  const today = stockholmWallTime(new Date()).Datum;
  const { ftgId } = await createCompany(database.db, {
    today: new Date(),
    settings: { hasPlus: true },
    portal: { EnableMeddelanden: true },
  });
  const admin = await createUser(database.db, { ftgId, role: 'LIC' });
  const staff = [await createEmployee(database.db, { ftgId }), await createEmployee(database.db, { ftgId })];
  await createTimeEntries(
    database.db,
    { ftgId },
    staff.map((e) => ({ AnstNr: e.anstNr, Datum: today, TidKod: 'ARB', Timmar: 8 })),
  );
  const [reminder] = await database.db
    .insert(reminders)
    .values({
      ftgId,
      namn: 'Godkänn dina rader',
      typ: 'APPROVE',
      roller: ['PER'],
      kanaler: ['MESSAGE'],
      dagar: Array.from({ length: 31 }, (_, i) => i + 1),
      flyttaTillArbetsdag: false,
      tid: '00:00',
      checkedUntil: new Date(Date.now() - 25 * 3_600_000),
    })
    .returning({ id: reminders.id });
  return { ftgId, admin, reminderId: reminder!.id, userIds: staff.map((e) => e.userId!) };
}

describe('kill -9 during a scheduled job', () => {
  it('the next start finishes the job, and each person is reminded once', async () => {
    const database = await processDatabase();
    const { ftgId, admin, reminderId, userIds } = await database.use(dueReminder);
    const env = { ...database.env, TEST_JOB_TIMING: '1' };

    // The minute's tick, killed after the first person's delivery and before the second's.
    const first = await startMain({ ...env, TEST_PAUSE_AT: 'statement 2 insert into "reminder_deliveries"' });
    await first.waitFor(/^paused at /m, 150_000);
    await first.kill('SIGKILL');

    const second = await startMain(env);
    try {
      const cookie = await second.login(admin.login, admin.password);
      // The run finished: the killed tick retried once its expiry passed, or the next minute's.
      await until(
        () => `the reminder's run in:\n${second.output()}`,
        async () => {
          const res = await second.api('GET', '/api/admin/reminders', { cookie, ftgId });
          const list = (await res.json()) as { Id: string; SenastKord: string | null }[];
          return list.find((r) => r.Id === reminderId)?.SenastKord ?? undefined;
        },
        150_000,
      );
    } finally {
      expect(await second.kill('SIGTERM')).toBe(0);
    }

    await database.use(async ({ db, executeSql }) => {
      const delivered = await db
        .select({ userId: reminderDeliveries.userId, n: count() })
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.reminderId, reminderId))
        .groupBy(reminderDeliveries.userId);
      const inbox = await db
        .select({ userId: messages.recipientId, n: count() })
        .from(messages)
        .where(eq(messages.reminderId, reminderId))
        .groupBy(messages.recipientId);
      const byUser = (rows: { userId: string; n: number }[]) =>
        Object.fromEntries(rows.map((r) => [r.userId, r.n]));
      const once = Object.fromEntries(userIds.map((id) => [id, 1]));
      expect(byUser(delivered)).toEqual(once);
      expect(byUser(inbox)).toEqual(once);
      // No tick is left running: the killed one was expired and retried (ADR 0023).
      const { rows } = await executeSql(
        `select count(*)::int as n from pgboss.job where name = 'reminders-tick' and state = 'active'`,
        [],
      );
      expect(rows).toEqual([{ n: 0 }]);
    });
  }, 400_000);
});
