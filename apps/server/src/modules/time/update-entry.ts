// PUT /tidrader/:Id: changing a row the caller may change, at the version they read.
import type { TimeEntry, TimeEntryValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { actsAsManager, editableRow, statusFlags } from './access';
import { checkValues } from './company-rules';
import { entryColumns } from '../../db/time-entry-columns';
import { changedFields, presentEntry } from './presenter';
import * as repo from './repository';
import { recordEvents } from './shared';

export async function updateEntry(
  db: Db,
  ctx: CompanyContext,
  id: string,
  values: TimeEntryValues,
  version: number,
  now: Date,
): Promise<TimeEntry> {
  const { row, employee } = await editableRow(db, ctx, id, version);
  if (values.AnstNr !== row.anstNr)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  await checkValues(db, ctx, employee.tidKodGrupp, [values]);
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await repo.updateEntry(tx, ctx.company.ftgId, id, version, {
      ...entryColumns(values),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await recordEvents(tx, ctx, now, [
      { entryId: id, anstNr: row.anstNr, handelse: 'UPDATE', details: changedFields(row, after) },
    ]);
    return after;
  });
  return presentEntry(updated, statusFlags(ctx), actsAsManager(ctx, row.anstNr));
}
