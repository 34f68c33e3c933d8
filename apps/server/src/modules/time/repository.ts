import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TimeEntryStatus } from '@lonportal/domain';
import { preparedPerDb, type Db } from '../../db/client';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { statusChange, type ChangedBy, type PeriodRange } from '../../shared/row-status';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import {
  employees,
  payrollExports,
  resultatenheter,
  brukare as brukareTable,
  timeEntries,
  timeEntryEvents,
} from '../../db/schema/index';

export type EntryRow = typeof timeEntries.$inferSelect;
export type NewEntryRow = typeof timeEntries.$inferInsert;
export type EventRow = typeof timeEntryEvents.$inferInsert;

const employeeColumns = {
  anstNr: employees.anstNr,
  foNamn: employees.foNamn,
  efNamn: employees.efNamn,
  avdelning: employees.avdelning,
  persNr: employees.persNr,
  tidKodGrupp: employees.tidKodGrupp,
  lonKodGrupp: employees.lonKodGrupp,
  locked: employees.locked,
  useBrukare: employees.useBrukare,
  brukare: employees.brukare,
  resEnhet: employees.resEnhet,
};
export type ScopedEmployee = { [K in keyof typeof employeeColumns]: (typeof employees.$inferSelect)[K] };

/** The employees a filter allows, optionally only the given ones. */
export function listEmployees(db: Db, ftgId: string, f: EmployeeFilter, only?: readonly string[]) {
  const where = only
    ? and(employeeFilterWhere(ftgId, f), inArray(employees.anstNr, [...only]))
    : employeeFilterWhere(ftgId, f);
  return db
    .select(employeeColumns)
    .from(employees)
    .where(where)
    .orderBy(asc(employees.efNamn), asc(employees.foNamn), asc(employees.anstNr));
}

/** Which of the given brukare codes exist. */
export async function existingBrukare(db: Db, ftgId: string, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ brukare: brukareTable.brukare })
    .from(brukareTable)
    .where(and(eq(brukareTable.ftgId, ftgId), inArray(brukareTable.brukare, [...codes])));
  return new Set(rows.map((r) => r.brukare));
}

/** Which of the given result-unit codes exist, as "dim:kod". */
export async function existingResEnheter(
  db: Db,
  ftgId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ dim: resultatenheter.dim, kod: resultatenheter.kod })
    .from(resultatenheter)
    .where(and(eq(resultatenheter.ftgId, ftgId), inArray(resultatenheter.kod, [...codes])));
  return new Set(rows.map((r) => `${r.dim}:${r.kod}`));
}

const entriesOfPeriod = preparedPerDb((db) =>
  db
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.ftgId, sql.placeholder('ftgId')),
        eq(timeEntries.anstNr, sql.placeholder('anstNr')),
        between(timeEntries.datum, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(timeEntries.datum), asc(timeEntries.startTid), asc(timeEntries.updatedAt))
    .prepare('lp_entries_of_period'),
);

/** One employee's rows in a period, in day and start order (every month read: prepared once). */
export const listEntries = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  entriesOfPeriod(db).execute({ ftgId, anstNr, from, to });

export async function findEntry(db: Db, ftgId: string, id: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.ftgId, ftgId), eq(timeEntries.id, id)));
  return row ?? null;
}

export const insertEntries = (db: Db, rows: NewEntryRow[]) =>
  rows.length === 0 ? Promise.resolve([] as EntryRow[]) : db.insert(timeEntries).values(rows).returning();

/** Updates a row if it still has `version`; null when someone changed it in the meantime. */
export async function updateEntry(
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewEntryRow>,
): Promise<EntryRow | null> {
  return updateVersioned(db, timeEntries, { ftgId, id, version }, values);
}

/** Deletes a row if it still has `version`. */
export const deleteEntry = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, timeEntries, { ftgId, id, version });

/** The company's rows dated in `period`, with further conditions. */
export const inPeriod = (ftgId: string, period: PeriodRange, ...more: SQL[]) =>
  and(eq(timeEntries.ftgId, ftgId), between(timeEntries.datum, period.from, period.to), ...more);

/** Moves the rows of some employees in a period from one status to another; the rows changed. */
export function moveStatus(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  period: PeriodRange,
  from: TimeEntryStatus,
  to: TimeEntryStatus,
  by: ChangedBy,
) {
  return db
    .update(timeEntries)
    .set(statusChange(to, by, timeEntries))
    .where(inPeriod(ftgId, period, inArray(timeEntries.anstNr, [...anstNrs]), eq(timeEntries.status, from)))
    .returning({ id: timeEntries.id, anstNr: timeEntries.anstNr });
}

/** Rows of some employees in a period whose status is not `except`, counted (for "unchanged"). */
export async function countEntries(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  period: PeriodRange,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(inPeriod(ftgId, period, inArray(timeEntries.anstNr, [...anstNrs])));
  return row?.n ?? 0;
}

/** One sum of the attest list: employee, status, time code, rows and hours. */
export type EmployeeSum = {
  anstNr: string;
  status: TimeEntryStatus;
  tidKod: string;
  antal: number;
  timmar: number;
};

/**
 * Hours and row counts per employee, status and time code in a period (for the attest list), of
 * the employees `filter` lets one see. The whole company is summed in one pass over the period's
 * rows; a narrower scope (a department, a brukare) reads only its employees' rows, so a
 * department's list costs what the department has, not what the company has. The sums come back
 * as one JSON array of [anstNr, status, tidKod, antal, timmar] in one row: thousands of rows of five
 * columns cost the server far more to decode one by one than one JSON.parse.
 */
export async function sumsByEmployee(
  db: Db,
  ftgId: string,
  period: PeriodRange,
  filter: EmployeeFilter,
): Promise<EmployeeSum[]> {
  const grouped = filter.kind === 'all' ? companySums(ftgId, period) : scopeSums(ftgId, period, filter);
  const [row] = await db
    .select({
      sums: sql<[string, TimeEntryStatus, string, number, number][]>`coalesce(json_agg(json_build_array(
          g.anst_nr, g.status, g.tid_kod, g.antal, g.timmar)), '[]'::json)`,
    })
    .from(sql`(${grouped}) g`);
  return (row?.sums ?? []).map(([anstNr, status, tidKod, antal, timmar]) => ({
    anstNr,
    status,
    tidKod,
    antal,
    timmar,
  }));
}

const sumColumns = (rows: SQL) => sql`count(*)::int as antal, coalesce(sum(${rows}), 0)::float8 as timmar`;

/** The whole company's sums: one pass over the period's rows. */
const companySums = (ftgId: string, period: PeriodRange) => sql`
  select ${timeEntries.anstNr} as anst_nr, ${timeEntries.status} as status, ${timeEntries.tidKod} as tid_kod,
    ${sumColumns(sql`${timeEntries.timmar}`)}
  from ${timeEntries} where ${inPeriod(ftgId, period)}
  group by 1, 2, 3`;

/**
 * The sums of a narrower scope: the period's rows of the scope's employees, read in one index scan
 * of (ftg_id, anst_nr, datum) that looks up each of their numbers (= ANY of an array worked out
 * once), grouped once. A join or IN (subquery) would hash the whole company's period instead, and
 * a LATERAL per employee pays a loop per employee.
 */
const scopeSums = (ftgId: string, period: PeriodRange, filter: EmployeeFilter) => sql`
  select ${timeEntries.anstNr} as anst_nr, ${timeEntries.status} as status, ${timeEntries.tidKod} as tid_kod,
    ${sumColumns(sql`${timeEntries.timmar}`)}
  from ${timeEntries}
  where ${inPeriod(ftgId, period)} and ${timeEntries.anstNr} = any(array(
    select ${employees.anstNr} from ${employees} where ${employeeFilterWhere(ftgId, filter)}))
  group by 1, 2, 3`;

export const insertEvents = (db: Db, rows: EventRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(timeEntryEvents)
        .values(rows)
        .then(() => undefined);

/**
 * A row's events, oldest first, each transfer with the time of the payroll export that made it
 * (its details name the export): one query, so the history can say "export 2026-11-24 07:57".
 */
export const listEvents = (db: Db, ftgId: string, entryId: string) =>
  db
    .select({
      handelse: timeEntryEvents.handelse,
      anstNr: timeEntryEvents.anstNr,
      userNamn: timeEntryEvents.userNamn,
      at: timeEntryEvents.at,
      details: timeEntryEvents.details,
      exportCreatedAt: payrollExports.createdAt,
    })
    .from(timeEntryEvents)
    .leftJoin(
      payrollExports,
      and(
        eq(payrollExports.ftgId, timeEntryEvents.ftgId),
        sql`${payrollExports.id}::text = ${timeEntryEvents.details} ->> 'ExportId'`,
      ),
    )
    .where(and(eq(timeEntryEvents.ftgId, ftgId), eq(timeEntryEvents.entryId, entryId)))
    .orderBy(asc(timeEntryEvents.at), asc(timeEntryEvents.seq));
