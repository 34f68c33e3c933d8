// Two trips of one person never overlap in time (a day's per diem, meals and night are paid once,
// DOMAIN §1.1): a trip is refused at creation, change and completion when it overlaps another of the
// person's trips in any state, the end not included (home at 10:00, off again at 10:00 is fine).
// The check runs in the write's transaction after the employee's row is locked, so two requests
// for the same person cannot both pass it.
import type { TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';

/**
 * Locks the employee for the rest of the transaction, then refuses (409 TravelOverlap) a trip that
 * overlaps another of theirs (`exceptId`: the trip itself), naming it as the user knows it: its
 * id, its destination, its departure and its return ('YYYY-MM-DD HH:MM').
 */
export async function requireNoOverlap(
  tx: Db,
  ctx: CompanyContext,
  v: Pick<TravelValues, 'AnstNr' | 'AvresaDatum' | 'AvresaTid' | 'HemkomstDatum' | 'HemkomstTid'>,
  exceptId: string | null,
): Promise<void> {
  const { ftgId } = ctx.company;
  await repo.lockEmployee(tx, ftgId, v.AnstNr);
  const other = await repo.overlappingTrip(
    tx,
    ftgId,
    v.AnstNr,
    exceptId,
    `${v.AvresaDatum}T${v.AvresaTid}`,
    `${v.HemkomstDatum}T${v.HemkomstTid}`,
  );
  if (!other) return;
  throw new ApiError('TravelOverlap', {
    details: [
      { Field: 'Id', Code: other.id },
      { Field: 'Ort', Code: other.data.Ort },
      { Field: 'Avresa', Code: `${other.avresaDatum} ${other.data.AvresaTid}` },
      { Field: 'Hemkomst', Code: `${other.hemkomstDatum} ${other.data.HemkomstTid}` },
    ],
  });
}
