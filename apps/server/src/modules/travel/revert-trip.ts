// POST /resor/:Id/aterstall: a completed trip open to changes again, its rows removed.
import type { TravelExpense } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { removeGuideRows } from '../compensations';
import { revertibleTrip } from './access';
import { auditTrip } from './audit';
import { presentOneTrip } from './presenter';
import * as repo from './repository';

/**
 * Reverts a completed trip: its rows are removed and it can be changed again. Refused when a row is
 * attested, transferred, or (for the employee) approved by the manager: those are no longer theirs.
 */
export async function revertTrip(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<TravelExpense> {
  const row = await revertibleTrip(db, ctx, id, version);
  const { user } = ctx.auth;
  const reverted = await db.transaction(async (tx) => {
    // The trip's row first: a transfer or an attest that runs at the same time waits, or we do.
    const after = await repo.updateTrip(tx, ctx.company.ftgId, id, version, {
      status: 'REVERTED',
      resultat: null,
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    const removed = await removeGuideRows(tx, ctx, { id, anstNr: row.anstNr }, now);
    await auditTrip(tx, ctx, now, 'travel.reverted', { ResaId: id, AnstNr: row.anstNr, Rader: removed });
    return after;
  });
  return presentOneTrip(db, ctx, reverted);
}
