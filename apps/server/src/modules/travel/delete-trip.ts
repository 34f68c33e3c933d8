// DELETE /resor/:Id: a trip the caller may change goes, its values kept in the audit trail.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableTrip } from './access';
import { auditTrip } from './audit';
import * as repo from './repository';

/** Deletes the trip; answers whose it was. */
export async function deleteTrip(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const row = await editableTrip(db, ctx, id, version);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteTrip(tx, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
    await auditTrip(tx, ctx, now, 'travel.deleted', { ResaId: id, AnstNr: row.anstNr, Resa: row.data });
  });
  return row.anstNr;
}
