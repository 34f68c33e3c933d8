// The company's reference data as every area reads it (SPEC §3: time codes, pay codes, schedules,
// holidays): one home for these queries, from which the reference lists answer the web and the
// areas check and build their rows (ADR 0025: what several areas share lives once, below them).
import { and, arrayContains, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { WorkSchedule } from '@lonportal/domain';
import type { Db } from '../db/client';
import { arbScheman, holidays, lonKoder, perSchema, scheduleDays, tidKoder } from '../db/schema/index';

const inGroup = (column: typeof tidKoder.grupper | typeof lonKoder.grupper, grupp?: string): SQL[] =>
  grupp ? [arrayContains(column, [grupp])] : [];

/** The company's time codes (of one code group, when given), by code. */
export const listTidKoder = (db: Db, ftgId: string, grupp?: string) =>
  db
    .select()
    .from(tidKoder)
    .where(and(eq(tidKoder.ftgId, ftgId), ...inGroup(tidKoder.grupper, grupp)))
    .orderBy(asc(tidKoder.tidKod));

/** The company's pay codes (of one code group, when given), by code. */
export const listLonKoder = (db: Db, ftgId: string, grupp?: string) =>
  db
    .select()
    .from(lonKoder)
    .where(and(eq(lonKoder.ftgId, ftgId), ...inGroup(lonKoder.grupper, grupp)))
    .orderBy(asc(lonKoder.lonKod));

/** A stored work schedule as the domain reads it (time/schedule.ts WorkSchedule), a rotation's start included. */
export const workScheduleOf = (s: {
  arbSchema: string;
  dagar: readonly (number | string)[];
  startTid: string;
  rastMinuter: number;
  rotationStart: string | null;
}): WorkSchedule & { StartTid: string; RastMinuter: number } => ({
  ArbSchema: s.arbSchema,
  Dagar: s.dagar.map(Number),
  StartTid: s.startTid,
  RastMinuter: s.rastMinuter,
  RotationStart: s.rotationStart ?? '',
});

/** The company's work schedules, by name. */
export const listArbScheman = (db: Db, ftgId: string) =>
  db.select().from(arbScheman).where(eq(arbScheman.ftgId, ftgId)).orderBy(asc(arbScheman.arbSchema));

/** The company's holidays and eves from `from` to `to`, by date. */
export const listHolidays = (db: Db, ftgId: string, from: string, to: string) =>
  db
    .select()
    .from(holidays)
    .where(and(eq(holidays.ftgId, ftgId), between(holidays.datum, from, to)))
    .orderBy(asc(holidays.datum));

/** The dated schedule days of some employees (all when `anstNrs` is null) from `from` to `to`. */
export function listScheduleDays(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[] | null,
  from: string,
  to: string,
) {
  return db
    .select({
      anstNr: scheduleDays.anstNr,
      datum: scheduleDays.datum,
      timmar: scheduleDays.timmar,
      startTid: scheduleDays.startTid,
      slutTid: scheduleDays.slutTid,
    })
    .from(scheduleDays)
    .where(
      and(
        eq(scheduleDays.ftgId, ftgId),
        between(scheduleDays.datum, from, to),
        ...(anstNrs ? [inArray(scheduleDays.anstNr, [...anstNrs])] : []),
      ),
    );
}

/** The schedule periods (PerSchema) of some employees (all when `anstNrs` is null), by start. */
export function listPerSchema(db: Db, ftgId: string, anstNrs: readonly string[] | null) {
  return db
    .select()
    .from(perSchema)
    .where(and(eq(perSchema.ftgId, ftgId), ...(anstNrs ? [inArray(perSchema.anstNr, [...anstNrs])] : [])))
    .orderBy(asc(perSchema.fromDatum));
}
