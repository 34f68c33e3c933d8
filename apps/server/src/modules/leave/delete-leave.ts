// DELETE /leaveapplications/:Id: withdrawing an application still in review.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { audit } from '../absence';
import { editableApplication } from './access';
import * as repo from './repository';

/** Withdraws an application still in review; answers whose it was. */
export async function deleteLeave(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { row } = await editableApplication(db, ctx, id, version);
  if (!(await repo.deleteApplication(db, ctx.company.ftgId, id, version)))
    throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'leave.deleted', {
    LedighetId: id,
    AnstNr: row.anstNr,
    From: row.fromDatum,
    To: row.toDatum,
  });
  return row.anstNr;
}
