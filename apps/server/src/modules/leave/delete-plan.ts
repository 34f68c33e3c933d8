// DELETE /leaveplanner/:Id: removing a planning period, at the version read.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { audit } from '../absence';
import * as repo from './repository';

/** Removes a planning period; the applications made in it stay what they are. */
export async function deletePlan(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const ftgId = ctx.company.ftgId;
  if (!(await repo.deletePlan(db, ftgId, id, version)))
    throw new ApiError((await repo.findPlan(db, ftgId, id)) ? 'VersionConflict' : 'NotFound');
  await audit(db, ctx, now, 'leavePlan.deleted', { PlanId: id });
}
