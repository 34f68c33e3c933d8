// POST /resor/berakna: what a trip would give, before it is saved (the guide's last step).
import { travelResult, type TravelResult, type TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { reportableEmployee } from './access';
import { ruleDataFor } from './rule-data';

/**
 * What the trip gives by the rules, with the person's other trips (a shared day counts once);
 * `id` is the stored trip being changed, if any. Only for whom the caller reports trips: the
 * preview is the guide's step before saving, and a brukare only reads (access table, reportTime).
 */
export async function previewTrip(
  db: Db,
  ctx: CompanyContext,
  v: TravelValues,
  id: string | null = null,
): Promise<TravelResult> {
  await reportableEmployee(db, ctx, v.AnstNr);
  return travelResult(v, await ruleDataFor(db, ctx, { id, values: v }));
}
