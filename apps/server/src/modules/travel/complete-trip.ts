// POST /resor/:Id/klar: a trip becomes compensation rows of source RESA (SPEC §4 Travel expense).
import { travelResult, type TravelExpense, type TravelOk, type TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { createGuideRows, requireGuidePayCodes } from '../compensations';
import { editableTrip } from './access';
import { auditTrip } from './audit';
import { checkValues } from './company-rules';
import { requireNoOverlap } from './one-trip-at-a-time';
import { presentOneTrip, valuesOf } from './presenter';
import * as repo from './repository';
import { ruleDataFor } from './rule-data';

/**
 * What the trip gives by the rules as they are now, with the person's other trips (a shared day
 * counts once). A year without amounts is SPEC §8 "missing rules for travel"; abroad, a year
 * without Skatteverket's normalbelopp table is named as such (an administrator loads it).
 */
async function resultNow(db: Db, ctx: CompanyContext, id: string, v: TravelValues): Promise<TravelOk> {
  const result = travelResult(v, await ruleDataFor(db, ctx, { id, values: v }));
  if (result.kind === 'missingRules' && result.normalbelopp?.length)
    throw new ApiError('TravelNormalbeloppMissing', {
      details: result.normalbelopp.map((y) => ({
        Field: String(y),
        Code: 'errors.travelNormalbeloppMissing',
      })),
    });
  if (result.kind === 'missingRules')
    throw new ApiError('TravelRulesMissing', {
      details: result.years.map((y) => ({ Field: String(y), Code: 'errors.travelRulesMissing' })),
    });
  return result;
}

/**
 * Completes a trip: by the rules as they are now, its per diem, night allowances, mileage (and the
 * taxable excess), expenses and representation become compensation rows of source RESA, in the
 * status new rows start in, with the trip marked completed and what it gave kept with it, all in
 * one transaction. The employee is locked first: the trip may not overlap another of theirs, and
 * what it shares with their other trips is computed against them as they stand. A year without
 * amounts is SPEC §8 "missing rules for travel"; a pay code the company's registry lacks is named
 * and nothing is made.
 */
export async function completeTrip(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<TravelExpense> {
  const row = await editableTrip(db, ctx, id, version);
  const v = valuesOf(row);
  await checkValues(db, ctx, v);
  const { user } = ctx.auth;
  const completed = await db.transaction(async (tx) => {
    await requireNoOverlap(tx, ctx, v, id);
    const result = await resultNow(tx, ctx, id, v);
    await requireGuidePayCodes(tx, ctx, result.rows);
    const after = await repo.updateTrip(tx, ctx.company.ftgId, id, version, {
      status: 'COMPLETED',
      resultat: result,
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await createGuideRows(tx, ctx, { id, anstNr: row.anstNr }, result.rows, now);
    await auditTrip(tx, ctx, now, 'travel.completed', {
      ResaId: id,
      AnstNr: row.anstNr,
      Rader: result.rows.length,
      ...result.totals,
    });
    return after;
  });
  return presentOneTrip(db, ctx, completed);
}
