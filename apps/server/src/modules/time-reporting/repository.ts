import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TimeEntryStatus } from '@lonportal/domain';
import { preparedPerDb, type Db } from '../../db/client';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { deleteVersioned, nextVersion, updateVersioned } from '../../shared/versioned';
import {
  arbScheman,
  employees,
  holidays,
  perSchema,
  resultatenheter,
  brukare as brukareTable,
  tidKoder,
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

/** PerSchema periods of some employees (all when `anstNrs` is null). */
export function listPerSchema(db: Db, ftgId: string, anstNrs: readonly string[] | null) {
  return db
    .select()
    .from(perSchema)
    .where(and(eq(perSchema.ftgId, ftgId), ...(anstNrs ? [inArray(perSchema.anstNr, [...anstNrs])] : [])))
    .orderBy(asc(perSchema.fromDatum));
}

export const listArbScheman = (db: Db, ftgId: string) =>
  db.select().from(arbScheman).where(eq(arbScheman.ftgId, ftgId));

export const listHolidays = (db: Db, ftgId: string, from: string, to: string) =>
  db
    .select()
    .from(holidays)
    .where(and(eq(holidays.ftgId, ftgId), between(holidays.datum, from, to)));

export const listTidKoder = (db: Db, ftgId: string) =>
  db.select().from(tidKoder).where(eq(tidKoder.ftgId, ftgId));

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

export type PeriodRange = { from: string; to: string };
/** Who changes rows, and when. */
export type ChangedBy = { userId: string; namn: string; at: Date };

/** The company's rows dated in `period`, with further conditions. */
export const inPeriod = (ftgId: string, period: PeriodRange, ...more: SQL[]) =>
  and(eq(timeEntries.ftgId, ftgId), between(timeEntries.datum, period.from, period.to), ...more);

/** The columns a change of status sets: the status, the next version, who changed the row and when. */
export const statusChange = (status: TimeEntryStatus, by: ChangedBy) => ({
  status,
  version: nextVersion(timeEntries),
  updatedBy: by.userId,
  updatedByNamn: by.namn,
  updatedAt: by.at,
});

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
    .set(statusChange(to, by))
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
 * rows; a narrower scope (a department, a brukare) is summed employee by employee through the
 * (ftg_id, anst_nr, datum) index, so a department's list costs what the department has, not what
 * the company has (a plain join reads every row of the company's period first). The sums come back
 * as one JSON array of [anstNr, status, tidKod, antal, timmar] in one row: thousands of rows of five
 * columns cost the server far more to decode one by one than one JSON.parse.
 */
export async function sumsByEmployee(
  db: Db,
  ftgId: string,
  period: PeriodRange,
  filter: EmployeeFilter,
): Promise<EmployeeSum[]> {
  const sums = {
    status: timeEntries.status,
    tidKod: timeEntries.tidKod,
    antal: sql<number>`count(*)::int`.as('antal'),
    timmar: sql<number>`coalesce(sum(${timeEntries.timmar}), 0)::float8`.as('timmar'),
  };
  const grouped =
    filter.kind === 'all'
      ? db
          .select({ anstNr: timeEntries.anstNr, ...sums })
          .from(timeEntries)
          .where(inPeriod(ftgId, period))
          .groupBy(timeEntries.anstNr, timeEntries.status, timeEntries.tidKod)
          .as('g')
      : lateralSums(db, ftgId, period, filter, sums);
  const [row] = await db
    .select({
      sums: sql<[string, TimeEntryStatus, string, number, number][]>`coalesce(json_agg(json_build_array(
          ${grouped.anstNr}, ${grouped.status}, ${grouped.tidKod}, ${grouped.antal}, ${grouped.timmar})),
        '[]'::json)`,
    })
    .from(grouped);
  return (row?.sums ?? []).map(([anstNr, status, tidKod, antal, timmar]) => ({
    anstNr,
    status,
    tidKod,
    antal,
    timmar,
  }));
}

function lateralSums(
  db: Db,
  ftgId: string,
  period: PeriodRange,
  filter: EmployeeFilter,
  sums: {
    status: typeof timeEntries.status;
    tidKod: typeof timeEntries.tidKod;
    antal: SQL.Aliased<number>;
    timmar: SQL.Aliased<number>;
  },
) {
  const perEmployee = db
    .select(sums)
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.ftgId, employees.ftgId),
        eq(timeEntries.anstNr, employees.anstNr),
        between(timeEntries.datum, period.from, period.to),
      ),
    )
    .groupBy(timeEntries.status, timeEntries.tidKod)
    .as('s');
  return db
    .select({
      anstNr: employees.anstNr,
      status: perEmployee.status,
      tidKod: perEmployee.tidKod,
      antal: perEmployee.antal,
      timmar: perEmployee.timmar,
    })
    .from(employees)
    .crossJoinLateral(perEmployee)
    .where(employeeFilterWhere(ftgId, filter))
    .as('g');
}

export const insertEvents = (db: Db, rows: EventRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(timeEntryEvents)
        .values(rows)
        .then(() => undefined);

export const listEvents = (db: Db, ftgId: string, entryId: string) =>
  db
    .select()
    .from(timeEntryEvents)
    .where(and(eq(timeEntryEvents.ftgId, ftgId), eq(timeEntryEvents.entryId, entryId)))
    .orderBy(asc(timeEntryEvents.at), asc(timeEntryEvents.seq));
