// Queries of staffing: needs, shifts, the company's working-time choice, and what the planner reads
// of the registers and of absence (who holds which competences, who is away which day).
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type { Db };
import {
  absenceReports,
  avdelningar,
  bemuppgifter,
  egenskaper,
  employees,
  kompetenser,
  leaveApplications,
  shifts,
  staffingNeeds,
  staffingSettings,
  userAccounts,
} from '../../db/schema/index';
import { deleteVersioned, updateVersioned, type VersionedKey } from '../../shared/versioned';

export type NeedRow = typeof staffingNeeds.$inferSelect;
export type NewNeedRow = typeof staffingNeeds.$inferInsert;
export type ShiftRow = typeof shifts.$inferSelect;
export type NewShiftRow = typeof shifts.$inferInsert;
export type SettingsRow = typeof staffingSettings.$inferSelect;

/** Which of a period's needs or shifts are read: a department, a task ('' for any). */
export interface PlanFilter {
  avdelning?: string;
  bemuppgift?: string;
}

// Needs.

export const listNeeds = (db: Db, ftgId: string, from: string, to: string, f: PlanFilter = {}) =>
  db
    .select()
    .from(staffingNeeds)
    .where(
      and(
        eq(staffingNeeds.ftgId, ftgId),
        gte(staffingNeeds.datum, from),
        lte(staffingNeeds.datum, to),
        f.avdelning ? eq(staffingNeeds.avdelning, f.avdelning) : undefined,
        f.bemuppgift ? eq(staffingNeeds.bemuppgift, f.bemuppgift) : undefined,
      ),
    )
    .orderBy(asc(staffingNeeds.datum), asc(staffingNeeds.startTid), asc(staffingNeeds.bemuppgift));

export const insertNeeds = (db: Db, rows: NewNeedRow[]) =>
  rows.length ? db.insert(staffingNeeds).values(rows).returning() : Promise.resolve([] as NeedRow[]);

export async function findNeed(db: Db, ftgId: string, id: string): Promise<NeedRow | null> {
  const [row] = await db
    .select()
    .from(staffingNeeds)
    .where(and(eq(staffingNeeds.ftgId, ftgId), eq(staffingNeeds.id, id)));
  return row ?? null;
}

/** Some of the company's needs, by id. */
export const needsByIds = (db: Db, ftgId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as NeedRow[])
    : db
        .select()
        .from(staffingNeeds)
        .where(and(eq(staffingNeeds.ftgId, ftgId), inArray(staffingNeeds.id, [...ids])));

/** The days of a series from `datum` on (the rest of a repetition). */
export const deleteSeriesFrom = (db: Db, ftgId: string, serieId: string, datum: string) =>
  db
    .delete(staffingNeeds)
    .where(
      and(
        eq(staffingNeeds.ftgId, ftgId),
        eq(staffingNeeds.serieId, serieId),
        gte(staffingNeeds.datum, datum),
      ),
    )
    .returning({ id: staffingNeeds.id });

// Shifts.

export interface ShiftSelection extends PlanFilter {
  anstNrs?: readonly string[];
  publishedOnly?: boolean;
  /** Leave out this shift (the one being changed). */
  except?: string | null;
}

export const listShifts = (db: Db, ftgId: string, from: string, to: string, s: ShiftSelection = {}) =>
  db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.ftgId, ftgId),
        gte(shifts.datum, from),
        lte(shifts.datum, to),
        s.anstNrs ? inArray(shifts.anstNr, [...s.anstNrs]) : undefined,
        s.avdelning ? eq(shifts.avdelning, s.avdelning) : undefined,
        s.bemuppgift ? eq(shifts.bemuppgift, s.bemuppgift) : undefined,
        s.publishedOnly ? eq(shifts.publicerad, true) : undefined,
        s.except ? ne(shifts.id, s.except) : undefined,
      ),
    )
    .orderBy(asc(shifts.datum), asc(shifts.startTid), asc(shifts.anstNr));

export const insertShifts = (db: Db, rows: NewShiftRow[]) => db.insert(shifts).values(rows).returning();

export async function findShift(db: Db, ftgId: string, id: string): Promise<ShiftRow | null> {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.ftgId, ftgId), eq(shifts.id, id)));
  return row ?? null;
}

/** Publishes the drafts of a period (of some people); the rows published. */
export const publishShifts = (
  db: Db,
  ftgId: string,
  from: string,
  to: string,
  anstNrs: readonly string[],
  avdelning: string,
  at: Date,
) =>
  anstNrs.length === 0
    ? Promise.resolve([] as ShiftRow[])
    : db
        .update(shifts)
        .set({ publicerad: true, version: sql`${shifts.version} + 1`, updatedAt: at })
        .where(
          and(
            eq(shifts.ftgId, ftgId),
            eq(shifts.publicerad, false),
            gte(shifts.datum, from),
            lte(shifts.datum, to),
            inArray(shifts.anstNr, [...anstNrs]),
            avdelning ? eq(shifts.avdelning, avdelning) : undefined,
          ),
        )
        .returning();

/**
 * One person's shifts in other companies of the portal, where both companies count time together
 * (DOMAIN §4: the same personal identity number is one person for the law).
 */
export async function otherEmployersShifts(
  db: Db,
  ftgId: string,
  persNrs: readonly string[],
  from: string,
  to: string,
) {
  if (persNrs.length === 0) return [];
  const mine = await db
    .select({ on: staffingSettings.sammanlagdTid })
    .from(staffingSettings)
    .where(eq(staffingSettings.ftgId, ftgId));
  if (!mine[0]?.on) return [];
  return db
    .select({
      persNr: employees.persNr,
      id: shifts.id,
      datum: shifts.datum,
      startTid: shifts.startTid,
      slutTid: shifts.slutTid,
      typ: shifts.typ,
      rastMinuter: shifts.rastMinuter,
    })
    .from(shifts)
    .innerJoin(employees, and(eq(employees.ftgId, shifts.ftgId), eq(employees.anstNr, shifts.anstNr)))
    .innerJoin(staffingSettings, eq(staffingSettings.ftgId, shifts.ftgId))
    .where(
      and(
        ne(shifts.ftgId, ftgId),
        inArray(employees.persNr, [...persNrs]),
        eq(staffingSettings.sammanlagdTid, true),
        gte(shifts.datum, from),
        lte(shifts.datum, to),
      ),
    );
}

// What the planner reads of others.

/** The competences and properties some employees hold, and their personal identity numbers. */
export const employeeFacts = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  anstNrs.length === 0
    ? Promise.resolve([])
    : db
        .select({
          anstNr: employees.anstNr,
          persNr: employees.persNr,
          kompetenser: employees.kompetenser,
          egenskaper: employees.egenskaper,
        })
        .from(employees)
        .where(and(eq(employees.ftgId, ftgId), inArray(employees.anstNr, [...anstNrs])));

export async function findTask(db: Db, ftgId: string, bemuppgift: string) {
  const [row] = await db
    .select()
    .from(bemuppgifter)
    .where(and(eq(bemuppgifter.ftgId, ftgId), eq(bemuppgifter.bemuppgift, bemuppgift)));
  return row ?? null;
}

/** Stretches of absence of some employees reaching into `from`..`to`: approved leave and absence reports. */
export async function absenceSpans(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  from: string,
  to: string,
) {
  if (anstNrs.length === 0) return [];
  const leave = await db
    .select({
      anstNr: leaveApplications.anstNr,
      from: leaveApplications.fromDatum,
      to: leaveApplications.toDatum,
    })
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.ftgId, ftgId),
        inArray(leaveApplications.anstNr, [...anstNrs]),
        eq(leaveApplications.status, 'APPROVED'),
        lte(leaveApplications.fromDatum, to),
        gte(leaveApplications.toDatum, from),
      ),
    );
  const reports = await db
    .select({
      anstNr: absenceReports.anstNr,
      from: absenceReports.fromDatum,
      back: absenceReports.friskDatum,
    })
    .from(absenceReports)
    .where(
      and(
        eq(absenceReports.ftgId, ftgId),
        inArray(absenceReports.anstNr, [...anstNrs]),
        lte(absenceReports.fromDatum, to),
        or(isNull(absenceReports.friskDatum), sql`${absenceReports.friskDatum} > ${from}`) as SQL,
      ),
    );
  return [
    ...leave.map((l) => ({ anstNr: l.anstNr, from: l.from, to: l.to, orsak: 'LEDIGHET' as const })),
    ...reports.map((r) => ({ anstNr: r.anstNr, from: r.from, to: r.back, orsak: 'FRANVARO' as const })),
  ];
}

// The company's working-time choice.

export async function findSettings(db: Db, ftgId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(staffingSettings).where(eq(staffingSettings.ftgId, ftgId));
  return row ?? null;
}

/** One employee's published shifts of a period: their schedule (SPEC §2.1 /schedule). */
export const publishedShiftsOf = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  listShifts(db, ftgId, from, to, { anstNrs: [anstNr], publishedOnly: true });

/** Changes one day's need if it still has the version read; null when it does not. */
export const updateNeedRow = (db: Db, key: VersionedKey, values: Partial<NewNeedRow>) =>
  updateVersioned(db, staffingNeeds, key, values);
export const deleteNeedRow = (db: Db, key: VersionedKey) => deleteVersioned(db, staffingNeeds, key);
/** Changes one stored shift if it still has the version read; null when it does not. */
export const updateShiftRow = (db: Db, key: VersionedKey, values: Partial<NewShiftRow>) =>
  updateVersioned(db, shifts, key, values);
export const deleteShiftRow = (db: Db, key: VersionedKey) => deleteVersioned(db, shifts, key);

/** The company's staffing tasks, closed ones too (shifts keep naming them). */
export const listTasks = (db: Db, ftgId: string) =>
  db.select().from(bemuppgifter).where(eq(bemuppgifter.ftgId, ftgId));

/** Of `codes`, how many the company's register of that kind has (a need names only the company's). */
export async function knownCodes(
  db: Db,
  ftgId: string,
  kind: 'Avdelning' | 'Kompetenser' | 'Egenskaper',
  codes: readonly string[],
): Promise<number> {
  if (codes.length === 0) return 0;
  const list = [...codes];
  const rows =
    kind === 'Avdelning'
      ? await db
          .select({ c: avdelningar.avdelning })
          .from(avdelningar)
          .where(and(eq(avdelningar.ftgId, ftgId), inArray(avdelningar.avdelning, list)))
      : kind === 'Kompetenser'
        ? await db
            .select({ c: kompetenser.kompetens })
            .from(kompetenser)
            .where(and(eq(kompetenser.ftgId, ftgId), inArray(kompetenser.kompetens, list)))
        : await db
            .select({ c: egenskaper.egenskap })
            .from(egenskaper)
            .where(and(eq(egenskaper.ftgId, ftgId), inArray(egenskaper.egenskap, list)));
  return rows.length;
}

/** The user accounts of some employees of the company: those the schedule's messages go to. */
export const accountsOf = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  db
    .select({ id: userAccounts.id, anstNr: userAccounts.anstNr })
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.ftgId, ftgId),
        inArray(userAccounts.anstNr, [...anstNrs]),
        eq(userAccounts.disabled, false),
      ),
    );

/**
 * Saves the company's rules: the first save creates the row (read as version 0), a later one names
 * the version it read; null on a version conflict.
 */
export async function saveSettingsRow(
  db: Db,
  ftgId: string,
  version: number,
  values: Omit<typeof staffingSettings.$inferInsert, 'ftgId' | 'version'>,
): Promise<SettingsRow | null> {
  const inserted =
    version === 0
      ? await db
          .insert(staffingSettings)
          .values({ ftgId, ...values })
          .onConflictDoNothing()
          .returning()
      : [];
  if (inserted[0]) return inserted[0];
  const [row] = await db
    .update(staffingSettings)
    .set({ ...values, version: sql`${staffingSettings.version} + 1` })
    .where(and(eq(staffingSettings.ftgId, ftgId), eq(staffingSettings.version, version)))
    .returning();
  return row ?? null;
}
