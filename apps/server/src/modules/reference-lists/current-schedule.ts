// GET /perreg/{AnstNr} (SPEC §7): the schedule an employee works today, within the caller's scope.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { assertMayReadEmployee } from './access';
import * as repo from './repository';

export async function currentSchedule(db: Db, ctx: CompanyContext, anstNr: string, today: string) {
  await assertMayReadEmployee(db, ctx, anstNr);
  const row = await repo.currentPerSchema(db, ctx.company.ftgId, anstNr, today);
  if (!row) throw new ApiError('NotFound');
  return { AnstNr: anstNr, ...row };
}
