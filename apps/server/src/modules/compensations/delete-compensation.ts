// DELETE /ersattningar/:Id: a row the caller may change goes, its values kept in its history.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableRow } from './access';
import { recordEvent } from './history';
import { recordedValues } from './presenter';
import * as repo from './repository';

/** Deletes the row and records its values; returns whose it was. */
export async function deleteCompensation(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
) {
  const { row } = await editableRow(db, ctx, id, version);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteCompensation(tx, ctx.company.ftgId, id, version)))
      throw new ApiError('VersionConflict');
    await recordEvent(tx, ctx, now, {
      compensationId: id,
      anstNr: row.anstNr,
      handelse: 'DELETE',
      details: { ...recordedValues(ctx, row) },
    });
  });
  return row.anstNr;
}
