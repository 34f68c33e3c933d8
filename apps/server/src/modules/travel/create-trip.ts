// POST /resor: a new trip, in progress, for an employee the caller reports for.
import type { TravelExpense, TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { reportableEmployee } from './access';
import { auditTrip } from './audit';
import { checkValues } from './company-rules';
import { requireNoOverlap } from './one-trip-at-a-time';
import { presentOneTrip } from './presenter';
import * as repo from './repository';

export async function createTrip(
  db: Db,
  ctx: CompanyContext,
  v: TravelValues,
  now: Date,
): Promise<TravelExpense> {
  await reportableEmployee(db, ctx, v.AnstNr);
  await checkValues(db, ctx, v);
  const { user } = ctx.auth;
  const row = await db.transaction(async (tx) => {
    await requireNoOverlap(tx, ctx, v, null);
    const inserted = await repo.insertTrip(tx, {
      ftgId: ctx.company.ftgId,
      anstNr: v.AnstNr,
      ...repo.tripColumns(v),
      status: 'IN_PROGRESS',
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    await auditTrip(tx, ctx, now, 'travel.created', { ResaId: inserted.id, AnstNr: v.AnstNr });
    return inserted;
  });
  return presentOneTrip(db, ctx, row);
}
