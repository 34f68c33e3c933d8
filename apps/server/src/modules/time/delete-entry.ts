// DELETE /tidrader/:Id: removing a row the caller may change, at the version they read.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableRow } from './access';
import { valuesOf } from './presenter';
import * as repo from './repository';
import { recordEvents } from './shared';

/** Deletes the row and records its values; returns whose time it was. */
export async function deleteEntry(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { row } = await editableRow(db, ctx, id, version);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteEntry(tx, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
    await recordEvents(tx, ctx, now, [
      { entryId: id, anstNr: row.anstNr, handelse: 'DELETE', details: valuesOf(row) },
    ]);
  });
  return row.anstNr;
}
