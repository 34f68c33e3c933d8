import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Roll, TimeEntryStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import {
  companies,
  employees,
  punches,
  reminderDeliveries,
  reminders,
  timeEntries,
  userAccounts,
  userCompanyAccess,
} from '../../db/schema/index';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderColumns = Omit<
  typeof reminders.$inferInsert,
  'id' | 'ftgId' | 'version' | 'checkedUntil' | 'lastRunAt' | 'lastRunCount' | 'createdBy'
>;

export const listReminders = (db: Db, ftgId: string) =>
  db
    .select()
    .from(reminders)
    .where(eq(reminders.ftgId, ftgId))
    .orderBy(asc(reminders.namn), asc(reminders.id));

export async function findReminder(db: Db, ftgId: string, id: string): Promise<ReminderRow | null> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.ftgId, ftgId), eq(reminders.id, id)))
    .limit(1);
  return row ?? null;
}

/** The reminder of any company with its company's approval switches (a job runs it). */
export async function findReminderToRun(db: Db, id: string) {
  const [row] = await db
    .select({
      reminder: reminders,
      flags: { KalUseLonReady: companies.kalUseLonReady, KalUseAttest: companies.kalUseAttest },
    })
    .from(reminders)
    .innerJoin(companies, eq(companies.ftgId, reminders.ftgId))
    .where(eq(reminders.id, id))
    .limit(1);
  return row ?? null;
}

/** A new reminder; scheduled runs count from `now` (none before it was made). */
export async function insertReminder(
  db: Db,
  ftgId: string,
  values: ReminderColumns,
  createdBy: string,
  now: Date,
): Promise<ReminderRow> {
  const [row] = await db
    .insert(reminders)
    .values({ ...values, ftgId, createdBy, checkedUntil: now })
    .returning();
  if (!row) throw new Error('reminder not created');
  return row;
}

/**
 * Writes an edit on its version; runs are counted from now on (a reminder switched on again, or
 * given another time, does not make up for what it would have done meanwhile).
 */
export const updateReminder = (
  db: Db,
  key: { ftgId: string; id: string; version: number },
  values: ReminderColumns,
  now: Date,
) => updateVersioned(db, reminders, key, { ...values, checkedUntil: now });

export const deleteReminder = (db: Db, key: { ftgId: string; id: string; version: number }) =>
  deleteVersioned(db, reminders, key);

/** Every active reminder of every company: what the minute tick looks at. */
export const activeReminders = (db: Db) => db.select().from(reminders).where(eq(reminders.aktiv, true));

/** The tick looked at this reminder's runs up to `until`. */
export async function setCheckedUntil(db: Db, id: string, until: Date): Promise<void> {
  await db.update(reminders).set({ checkedUntil: until }).where(eq(reminders.id, id));
}

export async function setLastRun(db: Db, id: string, at: Date, reached: number): Promise<void> {
  await db.update(reminders).set({ lastRunAt: at, lastRunCount: reached }).where(eq(reminders.id, id));
}

/**
 * The company's active accounts a reminder is addressed to: of its roles, employed in its
 * departments (home company accounts linked to a personnel record), or named; with what the
 * reminder needs of each (their personnel record's number, e-mail and phone).
 */
export function recipientCandidates(
  db: Db,
  ftgId: string,
  to: { roller: string[]; avdelningar: string[]; anvandare: string[] },
) {
  const home = eq(userAccounts.ftgId, ftgId);
  const listed = sql`exists (select 1 from ${userCompanyAccess} where ${userCompanyAccess.userId} = ${userAccounts.id} and ${userCompanyAccess.ftgId} = ${ftgId})`;
  const addressed = or(
    inArray(userAccounts.roll, to.roller as Roll[]),
    inArray(userAccounts.id, to.anvandare),
    inArray(employees.avdelning, to.avdelningar),
  );
  return db
    .select({
      id: userAccounts.id,
      namn: userAccounts.namn,
      login: userAccounts.login,
      roll: userAccounts.roll,
      brukare: userAccounts.brukare,
      // The personnel record is the home company's: an account visiting from another has none here.
      anstNr: sql<string | null>`case when ${home} then ${userAccounts.anstNr} end`,
      phone: sql<string | null>`coalesce(${userAccounts.phone}, ${employees.phone})`,
      email: employees.email,
    })
    .from(userAccounts)
    .leftJoin(employees, and(home, eq(employees.ftgId, ftgId), eq(employees.anstNr, userAccounts.anstNr)))
    .where(and(eq(userAccounts.disabled, false), sql`(${home} or ${listed})`, addressed))
    .orderBy(asc(userAccounts.namn), asc(userAccounts.login));
}
export type Candidate = Awaited<ReturnType<typeof recipientCandidates>>[number];

/** Of these employees, those with any time row in the period. */
export async function anstNrsWithRows(db: Db, ftgId: string, anstNrs: string[], from: string, to: string) {
  if (anstNrs.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ anstNr: timeEntries.anstNr })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.ftgId, ftgId),
        inArray(timeEntries.anstNr, anstNrs),
        gte(timeEntries.datum, from),
        lte(timeEntries.datum, to),
      ),
    );
  return new Set(rows.map((r) => r.anstNr));
}

/** Per employee, how many of their rows in the period have one of these statuses. */
export async function rowsInStatus(
  db: Db,
  ftgId: string,
  anstNrs: string[],
  period: { from: string; to: string },
  statuses: TimeEntryStatus[],
) {
  if (anstNrs.length === 0 || statuses.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ anstNr: timeEntries.anstNr, n: count() })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.ftgId, ftgId),
        inArray(timeEntries.anstNr, anstNrs),
        gte(timeEntries.datum, period.from),
        lte(timeEntries.datum, period.to),
        inArray(timeEntries.status, statuses),
      ),
    )
    .groupBy(timeEntries.anstNr);
  return new Map(rows.map((r) => [r.anstNr, r.n]));
}

/** How many rows in the period with these statuses belong to employees the filter lets a user see. */
export async function rowsInScope(
  db: Db,
  ftgId: string,
  filter: EmployeeFilter,
  period: { from: string; to: string },
  statuses: TimeEntryStatus[],
): Promise<number> {
  if (statuses.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(timeEntries)
    .innerJoin(
      employees,
      and(eq(employees.ftgId, timeEntries.ftgId), eq(employees.anstNr, timeEntries.anstNr)),
    )
    .where(
      and(
        employeeFilterWhere(ftgId, filter),
        gte(timeEntries.datum, period.from),
        lte(timeEntries.datum, period.to),
        inArray(timeEntries.status, statuses),
      ),
    );
  return row?.n ?? 0;
}

/** Per employee, the first day of a punch still open that began before `before`. */
export async function openPunchesBefore(db: Db, ftgId: string, anstNrs: string[], before: string) {
  if (anstNrs.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ anstNr: punches.anstNr, datum: min(punches.datum) })
    .from(punches)
    .where(
      and(
        eq(punches.ftgId, ftgId),
        inArray(punches.anstNr, anstNrs),
        isNull(punches.outAt),
        lt(punches.datum, before),
      ),
    )
    .groupBy(punches.anstNr);
  return new Map(rows.flatMap((r) => (r.datum ? [[r.anstNr, r.datum] as const] : [])));
}

/** Who this reminder has reached for these periods, as `${period}|${userId}`. */
export async function remindedIn(db: Db, reminderId: string, periods: string[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await db
    .select({ period: reminderDeliveries.period, userId: reminderDeliveries.userId })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.reminderId, reminderId), inArray(reminderDeliveries.period, periods)));
  return new Set(rows.map((r) => `${r.period}|${r.userId}`));
}

/** Records a delivery unless the person was reached for the period already; true when recorded. */
export async function recordDelivery(db: Db, row: typeof reminderDeliveries.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(reminderDeliveries)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: reminderDeliveries.userId });
  return inserted.length > 0;
}

export async function setUnreached(
  db: Db,
  key: { reminderId: string; period: string; userId: string },
  uteblev: string[],
): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ uteblev })
    .where(
      and(
        eq(reminderDeliveries.reminderId, key.reminderId),
        eq(reminderDeliveries.period, key.period),
        eq(reminderDeliveries.userId, key.userId),
      ),
    );
}

/** The reminder's latest deliveries, newest first. */
export const deliveries = (db: Db, reminderId: string, limit: number) =>
  db
    .select({
      at: reminderDeliveries.at,
      namn: userAccounts.namn,
      login: userAccounts.login,
      reason: reminderDeliveries.reason,
      period: reminderDeliveries.period,
      antal: reminderDeliveries.antal,
      datum: reminderDeliveries.datum,
      kanaler: reminderDeliveries.kanaler,
      uteblev: reminderDeliveries.uteblev,
    })
    .from(reminderDeliveries)
    .innerJoin(userAccounts, eq(userAccounts.id, reminderDeliveries.userId))
    .where(eq(reminderDeliveries.reminderId, reminderId))
    .orderBy(desc(reminderDeliveries.at), asc(userAccounts.namn))
    .limit(limit);
