// Queries of the absence reports and the child register.
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absenceReports, children, timeEntries } from '../../db/schema/index';

export type AbsenceRow = typeof absenceReports.$inferSelect;
export type ChildRow = typeof children.$inferSelect;

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
