// GET /leaveplanner/:Id (SPEC §2.1 /leaveplanner/{Id}): a planning period's timeline of the wishes
// (applications in review) and approved leave of the caller's employees per department, with
// each day's coverage against the department's minimum staffing.
import { dayCoverage, type AbsenceDay, type LeavePlanOverview } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { managedEmployees, type ScopedEmployee } from '../time';
import { absenceDaysOf } from '../absence';
import { presentPlan } from './presenter';
import * as repo from './repository';

type Department = LeavePlanOverview['Avdelningar'][number];

/** The people by department (no department: ''). */
function byDepartment(people: readonly ScopedEmployee[]) {
  const out = new Map<string, ScopedEmployee[]>();
  for (const p of people) {
    const key = p.avdelning ?? '';
    out.set(key, [...(out.get(key) ?? []), p]);
  }
  return out;
}

/** One department's people with their applications in the plan, and its days' coverage. */
function departmentTimeline(
  plan: repo.PlanRow,
  avdelning: string,
  namn: string,
  members: readonly ScopedEmployee[],
  apps: readonly repo.LeaveRow[],
  dueDays: ReadonlyMap<string, AbsenceDay[]>,
): Department {
  const min = plan.minBemanning[avdelning] ?? 0;
  const mine = apps.filter((a) => members.some((m) => m.anstNr === a.anstNr));
  return {
    Avdelning: avdelning,
    Namn: namn,
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
      workDays: new Map(members.map((m) => [m.anstNr, new Set(dueDays.get(m.anstNr)!.map((d) => d.Datum))])),
      min,
      applications: mine.map((a) => ({
        AnstNr: a.anstNr,
        From: a.fromDatum,
        To: a.toDatum,
        Status: a.status,
      })),
    }),
  };
}

/** A plan's timeline: the caller's employees per department, their applications in it, the coverage. */
export async function planOverview(db: Db, ctx: CompanyContext, id: string): Promise<LeavePlanOverview> {
  const ftgId = ctx.company.ftgId;
  const plan = await repo.findPlan(db, ftgId, id);
  if (!plan) throw new ApiError('NotFound');
  const people = await managedEmployees(db, ctx, { activeOnly: true });
  const anstNrs = people.map((p) => p.anstNr);
  const [apps, departments, dueDays] = await Promise.all([
    anstNrs.length === 0
      ? Promise.resolve([])
      : repo.listApplications(db, ftgId, anstNrs, {
          statuses: ['IN_REVIEW', 'APPROVED'],
          overlapping: { from: plan.fromDatum, to: plan.toDatum },
        }),
    repo.listDepartments(db, ftgId),
    // Who is due at work which day: the days each one's schedule has hours (absence at 100 %).
    absenceDaysOf(db, ctx, anstNrs, plan.fromDatum, plan.toDatum, 100),
  ]);
  const names = new Map(departments.map((d) => [d.avdelning, d.namn]));
  const nameOf = (avdelning: string) => names.get(avdelning) ?? avdelning;
  return {
    Plan: presentPlan(plan),
    Avdelningar: [...byDepartment(people).entries()]
      .sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b), 'sv'))
      .map(([avdelning, members]) =>
        departmentTimeline(plan, avdelning, nameOf(avdelning), members, apps, dueDays),
      ),
  };
}
