// Queries of the absence reports, the child register and the absence calendar.
import { and, asc, between, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  absenceReports,
  avdelningar,
  children,
  employees,
  timeEntries,
  userAccounts,
} from '../../db/schema/index';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';

export type AbsenceRow = typeof absenceReports.$inferSelect;
export type NewAbsenceRow = typeof absenceReports.$inferInsert;
export type ChildRow = typeof children.$inferSelect;
export type NewChildRow = typeof children.$inferInsert;

// Absence reports.

export const findReport = async (db: Db, ftgId: string, id: string): Promise<AbsenceRow | null> =>
  (
    await db
      .select()
      .from(absenceReports)
      .where(and(eq(absenceReports.ftgId, ftgId), eq(absenceReports.id, id)))
  )[0] ?? null;

/** Every report of some employees, oldest first (the sick-pay rules read them all). */
export const reportsOf = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  anstNrs.length === 0
    ? Promise.resolve([] as AbsenceRow[])
    : db
        .select()
        .from(absenceReports)
        .where(and(eq(absenceReports.ftgId, ftgId), inArray(absenceReports.anstNr, [...anstNrs])))
        .orderBy(asc(absenceReports.fromDatum), asc(absenceReports.id));

export async function insertReport(db: Db, values: NewAbsenceRow): Promise<AbsenceRow> {
  const [row] = await db.insert(absenceReports).values(values).returning();
  return row!;
}

/** Changes a report if it still has `version`; null when someone changed it in the meantime. */
export const updateReport = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewAbsenceRow>,
): Promise<AbsenceRow | null> => updateVersioned(db, absenceReports, { ftgId, id, version }, values);

/** Deletes a report if it still has `version`. */
export const deleteReport = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, absenceReports, { ftgId, id, version });

/** The reports of every company that have no recovered date. */
export const openReportIds = (db: Db) =>
  db.select({ id: absenceReports.id }).from(absenceReports).where(isNull(absenceReports.friskDatum));

/**
 * A report still without a recovered date, locked for the rest of the transaction: a recovery made
 * at the same time waits, then trims what it must.
 */
export async function lockOpenReport(tx: Db, id: string): Promise<AbsenceRow | null> {
  const [row] = await tx
    .select()
    .from(absenceReports)
    .where(and(eq(absenceReports.id, id), isNull(absenceReports.friskDatum)))
    .for('update');
  return row ?? null;
}

/** Days in the time report per report, and how many of them are attested or transferred. */
export async function rowCounts(db: Db, ftgId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { days: number; locked: number }>();
  const rows = await db
    .select({
      id: timeEntries.absenceId,
      days: sql<number>`count(*)::int`,
      locked: sql<number>`count(*) filter (where ${or(
        isNotNull(timeEntries.exportId),
        inArray(timeEntries.status, ['ATTESTED', 'LOCKED']),
      )})::int`,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.ftgId, ftgId), inArray(timeEntries.absenceId, [...ids])))
    .groupBy(timeEntries.absenceId);
  return new Map(rows.map((r) => [r.id as string, { days: r.days, locked: r.locked }]));
}

/** The account a job acts for (the person who last wrote a report), or null. */
export async function findUserAccount(db: Db, userId: string) {
  const [user] = await db.select().from(userAccounts).where(eq(userAccounts.id, userId));
  return user ?? null;
}

// The child register.

export const childrenOf = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  anstNrs.length === 0
    ? Promise.resolve([] as ChildRow[])
    : db
        .select()
        .from(children)
        .where(and(eq(children.ftgId, ftgId), inArray(children.anstNr, [...anstNrs])))
        .orderBy(asc(children.namn), asc(children.persNr));

export const findChild = async (db: Db, ftgId: string, id: string): Promise<ChildRow | null> =>
  (
    await db
      .select()
      .from(children)
      .where(and(eq(children.ftgId, ftgId), eq(children.id, id)))
  )[0] ?? null;

export async function insertChild(db: Db, values: NewChildRow): Promise<ChildRow> {
  const [row] = await db.insert(children).values(values).returning();
  return row!;
}

/** Changes a child if it still has `version`; null when someone changed it in the meantime. */
export const updateChild = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewChildRow>,
): Promise<ChildRow | null> => updateVersioned(db, children, { ftgId, id, version }, values);

/** Deletes a child if it still has `version`. */
export const deleteChild = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, children, { ftgId, id, version });

/** Whether a report names the child (VAB). */
export async function childInUse(db: Db, ftgId: string, id: string): Promise<boolean> {
  const [used] = await db
    .select({ id: absenceReports.id })
    .from(absenceReports)
    .where(and(eq(absenceReports.ftgId, ftgId), eq(absenceReports.barnId, id)))
    .limit(1);
  return used !== undefined;
}

// The absence calendar.

/** The department of one personnel record (null without one). */
export async function departmentOf(db: Db, ftgId: string, anstNr: string): Promise<string | null> {
  const [own] = await db
    .select({ avdelning: employees.avdelning })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr)));
  return own?.avdelning ?? null;
}

/** Whom the calendar shows: the employees a filter allows whose records are open, of one department. */
const calendarPeopleWhere = (ftgId: string, filter: EmployeeFilter, avdelning: string | undefined): SQL =>
  and(
    employeeFilterWhere(ftgId, filter),
    eq(employees.locked, false),
    avdelning ? eq(employees.avdelning, avdelning) : undefined,
  ) as SQL;

/** The calendar's people, in name order. */
export const calendarPeople = (
  db: Db,
  ftgId: string,
  filter: EmployeeFilter,
  avdelning: string | undefined,
) =>
  db
    .select({
      anstNr: employees.anstNr,
      foNamn: employees.foNamn,
      efNamn: employees.efNamn,
      avdelning: employees.avdelning,
    })
    .from(employees)
    .where(calendarPeopleWhere(ftgId, filter, avdelning))
    .orderBy(asc(employees.efNamn), asc(employees.foNamn), asc(employees.anstNr));

/**
 * The company's departments by name: every one, or (`seen`) only those of the people the calendar
 * shows under the same filter and department.
 */
export const calendarDepartments = (
  db: Db,
  ftgId: string,
  seen: { filter: EmployeeFilter; avdelning: string | undefined } | null,
) =>
  db
    .select()
    .from(avdelningar)
    .where(
      and(
        eq(avdelningar.ftgId, ftgId),
        seen
          ? inArray(
              avdelningar.avdelning,
              db
                .select({ avdelning: employees.avdelning })
                .from(employees)
                .where(calendarPeopleWhere(ftgId, seen.filter, seen.avdelning)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(avdelningar.namn));

/** Hours per employee, day and time code of some employees' rows in `from`..`to`. */
export const hoursPerDay = (db: Db, ftgId: string, anstNrs: readonly string[], from: string, to: string) =>
  anstNrs.length === 0
    ? Promise.resolve([])
    : db
        .select({
          anstNr: timeEntries.anstNr,
          datum: timeEntries.datum,
          tidKod: timeEntries.tidKod,
          timmar: sql<number>`sum(${timeEntries.timmar})::float`,
        })
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.ftgId, ftgId),
            inArray(timeEntries.anstNr, [...anstNrs]),
            between(timeEntries.datum, from, to),
          ),
        )
        .groupBy(timeEntries.anstNr, timeEntries.datum, timeEntries.tidKod);
