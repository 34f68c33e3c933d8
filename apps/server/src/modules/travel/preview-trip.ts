// POST /resor/berakna: what a trip would give, before it is saved (the guide's last step).
import { travelResult, type TravelResult, type TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { ruleData } from './rule-data';

export async function previewTrip(db: Db, ctx: CompanyContext, v: TravelValues): Promise<TravelResult> {
  await requireEmployee(db, ctx, v.AnstNr);
  return travelResult(v, await ruleData(db, ctx, [v]));
}
