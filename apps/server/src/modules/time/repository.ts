import { and, asc, between, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TimeEntryStatus } from '@lonportal/domain';
import { preparedPerDb, type Db } from '../../db/client';
import { employeeFilterWhere, type EmployeeFilter, type FilteredEmployee } from '../../shared/employee-scope';
import { statusChange, type ChangedBy, type PeriodRange } from '../../shared/row-status';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import {
  arbScheman,
  companies,
  employees,
  holidays,
  payrollExports,
  perSchema,
  resultatenheter,
  scheduleDays,
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

/** Which of the employees a filter allows are listed. */
export interface EmployeeSelection {
  /** Only these AnstNr. */
  only?: readonly string[] | undefined;
  /** Not this AnstNr (a manager's own). */
  except?: string | undefined;
  /** Only those whose personnel record is not locked. */
  activeOnly?: boolean | undefined;
}

/** The employees a filter allows, narrowed by `selection`, in name order. */
export function listEmployees(db: Db, ftgId: string, f: EmployeeFilter, selection: EmployeeSelection = {}) {
  const { only, except, activeOnly } = selection;
  return db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(
        employeeFilterWhere(ftgId, f),
        only ? inArray(employees.anstNr, [...only]) : undefined,
        except === undefined ? undefined : ne(employees.anstNr, except),
        activeOnly ? eq(employees.locked, false) : undefined,
      ),
    )
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

/** One employee's sums of one status and time code, as the JSON array holds it. */
export type EmployeeSumTuple = [
  anstNr: string,
  status: TimeEntryStatus,
  tidKod: string,
  antal: number,
  timmar: number,
];

/**
 * Hours and row counts per employee, status and time code in a period (for the attest list), of
 * the employees `filter` lets one see, as a value of a select list: the attest list reads it in its
 * one statement. The whole company is summed in one pass over the period's rows; a narrower scope
 * (a department, a brukare) reads only its employees' rows, so a department's list costs what the
 * department has, not what the company has. The sums come back as one JSON array of
 * [anstNr, status, tidKod, antal, timmar]: thousands of rows of five columns cost the server far
 * more to decode one by one than one JSON.parse.
 */
export function timeSumsJson(ftgId: string, period: PeriodRange, filter: EmployeeFilter) {
  const grouped = filter.kind === 'all' ? companySums(ftgId, period) : scopeSums(ftgId, period, filter);
  return sql<EmployeeSumTuple[]>`(select coalesce(json_agg(json_build_array(
      g.anst_nr, g.status, g.tid_kod, g.antal, g.timmar)), '[]'::json) from (${grouped}) g)`;
}

/** The sums of timeSumsJson as objects. */
export const employeeSums = (tuples: readonly EmployeeSumTuple[]): EmployeeSum[] =>
  tuples.map(([anstNr, status, tidKod, antal, timmar]) => ({ anstNr, status, tidKod, antal, timmar }));

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

/** The absence report or leave application whose rows these are (changed only through it). */
export interface EntryOwner {
  absenceId?: string;
  leaveId?: string;
}

const ownerColumn = (owner: EntryOwner): SQL => {
  if (owner.absenceId) return eq(timeEntries.absenceId, owner.absenceId);
  if (owner.leaveId) return eq(timeEntries.leaveId, owner.leaveId);
  throw new Error('a row owner names an absence report or a leave application');
};

/** The rows the owner has now. */
export const listOwnedEntries = (db: Db, ftgId: string, owner: EntryOwner) =>
  db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.ftgId, ftgId), ownerColumn(owner)));

/** Deletes the company's rows with these ids (their owner checked the locks). */
export async function deleteEntries(db: Db, ftgId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(timeEntries).where(and(eq(timeEntries.ftgId, ftgId), inArray(timeEntries.id, [...ids])));
}

/** A schedule period of an employee, as the period's JSON holds it. */
export type SchedulePeriod = { fromDatum: string; useArbSchema: boolean; arbSchema: string };
/** A work schedule, as the period's JSON holds it. */
export type WorkScheme = {
  arbSchema: string;
  dagar: (number | string)[];
  startTid: string;
  rastMinuter: number;
  rotationStart: string | null;
};
export type DayOff = { datum: string; typ: 'public' | 'eve'; namn: string };
/** A dated schedule day, as the period's JSON holds it. */
export type DatedDayJson = {
  anstNr: string;
  datum: string;
  timmar: number;
  startTid: string | null;
  slutTid: string | null;
};

/** A value of a statement: given, or a placeholder of a prepared one. */
type Value = string | SQLWrapper;

/** The company's work schedules, as one JSON value of a select list. */
export const schemanJson = (ftgId: Value) =>
  sql<WorkScheme[]>`(select coalesce(json_agg(json_build_object(
      'arbSchema', ${arbScheman.arbSchema}, 'dagar', ${arbScheman.dagar},
      'startTid', ${arbScheman.startTid}, 'rastMinuter', ${arbScheman.rastMinuter},
      'rotationStart', ${arbScheman.rotationStart})), '[]'::json)
    from ${arbScheman} where ${eq(arbScheman.ftgId, ftgId)})`;

/** The company's days off in `from`..`to`, as one JSON value of a select list. */
export const daysOffJson = (ftgId: Value, from: Value, to: Value) =>
  sql<DayOff[]>`(select coalesce(json_agg(json_build_object(
      'datum', ${holidays.datum}, 'typ', ${holidays.typ}, 'namn', ${holidays.namn})
      order by ${holidays.datum}), '[]'::json)
    from ${holidays} where ${and(eq(holidays.ftgId, ftgId), between(holidays.datum, from, to))})`;

/**
 * What one employee's period needs, in one row: the personnel record the caller's filter is tried
 * on (null when there is none), the schedule periods, the work schedules and the days off. Every
 * month read runs it: prepared once.
 */
const periodBasisQuery = preparedPerDb((db) => {
  const ftgId = sql.placeholder('ftgId');
  const anstNr = sql.placeholder('anstNr');
  return db
    .select({
      employee: sql<FilteredEmployee | null>`(select json_build_object(
          'anstNr', ${employees.anstNr}, 'avdelning', ${employees.avdelning},
          'useBrukare', ${employees.useBrukare}, 'brukare', ${employees.brukare})
        from ${employees} where ${and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr))})`,
      periods: sql<SchedulePeriod[]>`(select coalesce(json_agg(json_build_object(
          'fromDatum', ${perSchema.fromDatum}, 'useArbSchema', ${perSchema.useArbSchema},
          'arbSchema', ${perSchema.arbSchema}) order by ${perSchema.fromDatum}), '[]'::json)
        from ${perSchema} where ${and(eq(perSchema.ftgId, ftgId), eq(perSchema.anstNr, anstNr))})`,
      scheman: schemanJson(ftgId),
      daysOff: daysOffJson(ftgId, sql.placeholder('from'), sql.placeholder('to')),
      dated: sql<DatedDayJson[]>`(select coalesce(json_agg(json_build_object(
          'anstNr', ${scheduleDays.anstNr}, 'datum', ${scheduleDays.datum}, 'timmar', ${scheduleDays.timmar},
          'startTid', ${scheduleDays.startTid}, 'slutTid', ${scheduleDays.slutTid})), '[]'::json)
        from ${scheduleDays} where ${and(
          eq(scheduleDays.ftgId, ftgId),
          eq(scheduleDays.anstNr, anstNr),
          between(scheduleDays.datum, sql.placeholder('from'), sql.placeholder('to')),
        )})`,
    })
    .from(companies)
    .where(eq(companies.ftgId, ftgId))
    .prepare('lp_period_basis');
});

/** One employee's personnel record, schedule periods, the work schedules and days off of a period. */
export async function periodBasis(db: Db, ftgId: string, anstNr: string, from: string, to: string) {
  const [row] = await periodBasisQuery(db).execute({ ftgId, anstNr, from, to });
  return row ?? null;
}
