// PUT /ersattningar/:Id: changing a row the caller may change, at the version they read.
import type { Compensation, CompensationValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableRow } from './access';
import { checkValues } from './company-rules';
import { recordEvent } from './history';
import { changedFields, presentFor, recordedValues } from './presenter';
import * as repo from './repository';

export async function updateCompensation(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: CompensationValues,
  version: number,
  now: Date,
): Promise<Compensation> {
  const { row, employee } = await editableRow(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  await checkValues(db, ctx, employee, v);
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await repo.updateCompensation(tx, ctx.company.ftgId, id, version, {
      ...repo.compensationColumns(v),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await recordEvent(tx, ctx, now, {
      compensationId: id,
      anstNr: row.anstNr,
      handelse: 'UPDATE',
      details: changedFields(recordedValues(ctx, row), recordedValues(ctx, after), v),
    });
    return after;
  });
  return presentFor(ctx, updated);
}
