// POST /leaveplanner: a planning period.
import type { LeavePlanInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { audit } from '../absence';
import { presentPlan } from './presenter';
import * as repo from './repository';

export async function createPlan(db: Db, ctx: CompanyContext, v: LeavePlanInput, now: Date) {
  const row = await repo.insertPlan(db, {
    ftgId: ctx.company.ftgId,
    ...repo.planColumns(v),
    createdBy: ctx.auth.user.id,
    createdAt: now,
  });
  await audit(db, ctx, now, 'leavePlan.created', { PlanId: row.id, Namn: v.Namn, From: v.From, To: v.To });
  return presentPlan(row);
}
