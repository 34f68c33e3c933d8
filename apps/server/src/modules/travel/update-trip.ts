// PUT /resor/:Id: changing a trip the caller may change, at the version they read.
import type { TravelExpense, TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableTrip } from './access';
import { auditTrip } from './audit';
import { checkValues } from './company-rules';
import { requireNoOverlap } from './one-trip-at-a-time';
import { presentOneTrip } from './presenter';
import * as repo from './repository';

export async function updateTrip(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: TravelValues,
  version: number,
  now: Date,
): Promise<TravelExpense> {
  const row = await editableTrip(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  await checkValues(db, ctx, v);
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    await requireNoOverlap(tx, ctx, v, id);
    const after = await repo.updateTrip(tx, ctx.company.ftgId, id, version, {
      ...repo.tripColumns(v),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await auditTrip(tx, ctx, now, 'travel.updated', { ResaId: id, AnstNr: row.anstNr });
    return after;
  });
  return presentOneTrip(db, ctx, updated);
}
