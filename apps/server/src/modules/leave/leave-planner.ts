// The leave planner (SPEC §2.1 /leaveplanner/overview, /leaveplanner/{Id}): planning
// periods with a last day for wishes and a minimum staffing per department; the overview of a
// period shows the wishes (applications in review) and approved leave of the caller's employees
// per department, with each day's coverage. Wishes become leave through the managers' decisions.
import {
  dayCoverage,
  planTakesWishes,
  type LeavePlan,
  type LeavePlanInput,
  type LeavePlanOverview,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avdelningar, leaveApplications, leavePlans } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import { actsAsManager, employeesInScope } from '../time';
import { absenceDaysOf, audit } from '../absence';

type PlanRow = typeof leavePlans.$inferSelect;

const present = (r: PlanRow): LeavePlan => ({
  Id: r.id,
  Namn: r.namn,
  From: r.fromDatum,
  To: r.toDatum,
  SistaOnskedag: r.sistaOnskedag,
  MinBemanning: r.minBemanning,
  Version: r.version,
});

export async function listPlans(db: Db, ctx: CompanyContext) {
  const rows = await db
    .select()
    .from(leavePlans)
    .where(eq(leavePlans.ftgId, ctx.company.ftgId))
    .orderBy(desc(leavePlans.fromDatum));
  return rows.map(present);
}

/** The plans that take wishes today: shown to everyone who applies for leave. */
export async function openPlans(db: Db, ctx: CompanyContext, now: Date) {
  const today = stockholmWallTime(now).Datum;
  const rows = await db
    .select()
    .from(leavePlans)
    .where(and(eq(leavePlans.ftgId, ctx.company.ftgId), gte(leavePlans.sistaOnskedag, today)))
    .orderBy(asc(leavePlans.fromDatum));
  return rows.map(present).filter((p) => planTakesWishes(p, today));
}

const values = (v: LeavePlanInput) => ({
  namn: v.Namn,
  fromDatum: v.From,
  toDatum: v.To,
  sistaOnskedag: v.SistaOnskedag,
  minBemanning: Object.fromEntries(Object.entries(v.MinBemanning).filter(([, n]) => n > 0)),
});

export async function createPlan(db: Db, ctx: CompanyContext, v: LeavePlanInput, now: Date) {
  const [row] = await db
    .insert(leavePlans)
    .values({ ftgId: ctx.company.ftgId, ...values(v), createdBy: ctx.auth.user.id, createdAt: now })
    .returning();
  await audit(db, ctx, now, 'leavePlan.created', { PlanId: row!.id, Namn: v.Namn, From: v.From, To: v.To });
  return present(row!);
}

export async function updatePlan(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: LeavePlanInput,
  version: number,
  now: Date,
) {
  const row = await updateVersioned(db, leavePlans, { ftgId: ctx.company.ftgId, id, version }, values(v));
  if (!row) throw new ApiError((await findPlan(db, ctx, id)) ? 'VersionConflict' : 'NotFound');
  await audit(db, ctx, now, 'leavePlan.updated', { PlanId: id, Namn: v.Namn, From: v.From, To: v.To });
  return present(row);
}

/** Removes a planning period; the applications made in it stay what they are. */
export async function deletePlan(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  if (!(await deleteVersioned(db, leavePlans, { ftgId: ctx.company.ftgId, id, version })))
    throw new ApiError((await findPlan(db, ctx, id)) ? 'VersionConflict' : 'NotFound');
  await audit(db, ctx, now, 'leavePlan.deleted', { PlanId: id });
}

async function findPlan(db: Db, ctx: CompanyContext, id: string) {
  const [row] = await db
    .select()
    .from(leavePlans)
    .where(and(eq(leavePlans.ftgId, ctx.company.ftgId), eq(leavePlans.id, id)));
  return row ?? null;
}

/** A plan's timeline: the caller's employees per department, their applications in it, the coverage. */
export async function planOverview(db: Db, ctx: CompanyContext, id: string): Promise<LeavePlanOverview> {
  const plan = await findPlan(db, ctx, id);
  if (!plan) throw new ApiError('NotFound');
  const ftgId = ctx.company.ftgId;
  const people = (await employeesInScope(db, ctx)).filter((e) => !e.locked && actsAsManager(ctx, e.anstNr));
  const [apps, departments, dueDays] = await Promise.all([
    people.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(leaveApplications)
          .where(
            and(
              eq(leaveApplications.ftgId, ftgId),
              inArray(
                leaveApplications.anstNr,
                people.map((p) => p.anstNr),
              ),
              inArray(leaveApplications.status, ['IN_REVIEW', 'APPROVED']),
              lte(leaveApplications.fromDatum, plan.toDatum),
              gte(leaveApplications.toDatum, plan.fromDatum),
            ),
          )
          .orderBy(asc(leaveApplications.fromDatum)),
    db.select().from(avdelningar).where(eq(avdelningar.ftgId, ftgId)).orderBy(asc(avdelningar.namn)),
    // Who is due at work which day: the days each one's schedule has hours (absence at 100 %).
    absenceDaysOf(
      db,
      ctx,
      people.map((p) => p.anstNr),
      plan.fromDatum,
      plan.toDatum,
      100,
    ),
  ]);
  const names = new Map(departments.map((d) => [d.avdelning, d.namn]));
  const byDepartment = new Map<string, typeof people>();
  for (const p of people) {
    const key = p.avdelning ?? '';
    byDepartment.set(key, [...(byDepartment.get(key) ?? []), p]);
  }
  return {
    Plan: present(plan),
    Avdelningar: [...byDepartment.entries()]
      .sort(([a], [b]) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b, 'sv'))
      .map(([avdelning, members]) => {
        const min = plan.minBemanning[avdelning] ?? 0;
        const mine = apps.filter((a) => members.some((m) => m.anstNr === a.anstNr));
        return {
          Avdelning: avdelning,
          Namn: names.get(avdelning) ?? avdelning,
          Min: min,
          Personer: members.map((m) => ({
            AnstNr: m.anstNr,
            Namn: `${m.foNamn} ${m.efNamn}`.trim(),
            Ansokningar: mine
              .filter((a) => a.anstNr === m.anstNr)
              .map((a) => ({
                Id: a.id,
                TidKod: a.tidKod,
                From: a.fromDatum,
                To: a.toDatum,
                Omfattning: a.omfattning,
                Status: a.status,
              })),
          })),
          Tackning: dayCoverage(plan.fromDatum, plan.toDatum, {
            workDays: new Map(
              members.map((m) => [m.anstNr, new Set(dueDays.get(m.anstNr)!.map((d) => d.Datum))]),
            ),
            min,
            applications: mine.map((a) => ({
              AnstNr: a.anstNr,
              From: a.fromDatum,
              To: a.toDatum,
              Status: a.status,
            })),
          }),
        };
      }),
  };
}
