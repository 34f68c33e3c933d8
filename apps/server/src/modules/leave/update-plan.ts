// PUT /leaveplanner/:Id: changing a planning period, at the version read.
import type { LeavePlanInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { audit } from '../absence';
import { presentPlan } from './presenter';
import * as repo from './repository';

export async function updatePlan(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: LeavePlanInput,
  version: number,
  now: Date,
) {
  const ftgId = ctx.company.ftgId;
  const row = await repo.updatePlan(db, ftgId, id, version, repo.planColumns(v));
  if (!row) throw new ApiError((await repo.findPlan(db, ftgId, id)) ? 'VersionConflict' : 'NotFound');
  await audit(db, ctx, now, 'leavePlan.updated', { PlanId: id, Namn: v.Namn, From: v.From, To: v.To });
  return presentPlan(row);
}
