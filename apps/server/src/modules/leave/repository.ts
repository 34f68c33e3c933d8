// Queries of the leave applications and the leave planner's planning periods.
import { and, asc, between, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { LeavePlanInput, LeaveStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { avdelningar, leaveApplications, leavePlans } from '../../db/schema/index';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';

export type LeaveRow = typeof leaveApplications.$inferSelect;
export type NewLeaveRow = typeof leaveApplications.$inferInsert;
export type PlanRow = typeof leavePlans.$inferSelect;
export type NewPlanRow = typeof leavePlans.$inferInsert;

// Leave applications.

/** Which of some employees' applications a list shows. */
export interface ApplicationSelection {
  /** Only in these statuses (null: any). */
  statuses?: readonly LeaveStatus[] | null;
  /** Only those starting in this range. */
  startingIn?: { from: string; to: string } | undefined;
  /** Only those reaching into this range. */
  overlapping?: { from: string; to: string } | undefined;
}

/** Some employees' applications, by their first day (then AnstNr). */
export const listApplications = (
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  selection: ApplicationSelection = {},
) => {
  const { statuses, startingIn, overlapping } = selection;
  return db
    .select()
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.ftgId, ftgId),
        inArray(leaveApplications.anstNr, [...anstNrs]),
        statuses ? inArray(leaveApplications.status, [...statuses]) : undefined,
        startingIn ? between(leaveApplications.fromDatum, startingIn.from, startingIn.to) : undefined,
        overlapping ? lte(leaveApplications.fromDatum, overlapping.to) : undefined,
        overlapping ? gte(leaveApplications.toDatum, overlapping.from) : undefined,
      ),
    )
    .orderBy(asc(leaveApplications.fromDatum), asc(leaveApplications.anstNr));
};

export async function findApplication(db: Db, ftgId: string, id: string): Promise<LeaveRow | null> {
  const [row] = await db
    .select()
    .from(leaveApplications)
    .where(and(eq(leaveApplications.ftgId, ftgId), eq(leaveApplications.id, id)));
  return row ?? null;
}

/** The company's applications with these ids (those that exist). */
export const findApplications = (db: Db, ftgId: string, ids: readonly string[]) =>
  db
    .select()
    .from(leaveApplications)
    .where(and(eq(leaveApplications.ftgId, ftgId), inArray(leaveApplications.id, [...ids])));

export async function insertApplication(db: Db, values: NewLeaveRow): Promise<LeaveRow> {
  const [row] = await db.insert(leaveApplications).values(values).returning();
  return row!;
}

/** Changes an application if it still has `version`; null when someone changed it in the meantime. */
export const updateApplication = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewLeaveRow>,
): Promise<LeaveRow | null> => updateVersioned(db, leaveApplications, { ftgId, id, version }, values);

/** Deletes an application if it still has `version`. */
export const deleteApplication = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, leaveApplications, { ftgId, id, version });

// The leave planner.

/** A plan's typed values as its columns (a department without a minimum staffing is left out). */
export const planColumns = (v: LeavePlanInput) => ({
  namn: v.Namn,
  fromDatum: v.From,
  toDatum: v.To,
  sistaOnskedag: v.SistaOnskedag,
  minBemanning: Object.fromEntries(Object.entries(v.MinBemanning).filter(([, n]) => n > 0)),
});

/** The company's planning periods, latest first. */
export const listPlans = (db: Db, ftgId: string) =>
  db.select().from(leavePlans).where(eq(leavePlans.ftgId, ftgId)).orderBy(desc(leavePlans.fromDatum));

/** The planning periods whose last day for wishes is `today` or later, earliest first. */
export const plansWishedUntil = (db: Db, ftgId: string, today: string) =>
  db
    .select()
    .from(leavePlans)
    .where(and(eq(leavePlans.ftgId, ftgId), gte(leavePlans.sistaOnskedag, today)))
    .orderBy(asc(leavePlans.fromDatum));

export async function findPlan(db: Db, ftgId: string, id: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(leavePlans)
    .where(and(eq(leavePlans.ftgId, ftgId), eq(leavePlans.id, id)));
  return row ?? null;
}

export async function insertPlan(db: Db, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(leavePlans).values(values).returning();
  return row!;
}

/** Changes a plan if it still has `version`; null when it does not (or is gone). */
export const updatePlan = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewPlanRow>,
): Promise<PlanRow | null> => updateVersioned(db, leavePlans, { ftgId, id, version }, values);

/** Deletes a plan if it still has `version`. */
export const deletePlan = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, leavePlans, { ftgId, id, version });

/** The company's departments by name. */
export const listDepartments = (db: Db, ftgId: string) =>
  db.select().from(avdelningar).where(eq(avdelningar.ftgId, ftgId)).orderBy(asc(avdelningar.namn));
