// What the travel rules (the domain's travelResult) need besides the trip: Skatteverket's
// normalbelopp of the trip's years (DOMAIN §1.3) and what the company pays per mil (DOMAIN §2).
import {
  NORMALBELOPP,
  shippedNormalbelopp,
  tableOf,
  TRAVEL_PAY_CODES,
  tripDates,
  VEHICLE_TYPES,
  type NormalbeloppRow,
  type NormalbeloppTable,
  type TravelRuleData,
  type TravelValues,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

/** The normalbelopp tables of some years: an administrator's loaded table, else the one the portal ships. */
export async function normalbeloppTables(
  db: Db,
  years: readonly number[],
): Promise<Record<number, NormalbeloppRow[]>> {
  const loaded = await repo.loadedNormalbelopp(db, years);
  const out: Record<number, NormalbeloppRow[]> = {};
  for (const ar of years) {
    const rows = loaded.filter((r) => r.ar === ar);
    const table = rows.length > 0 ? rows : shippedNormalbelopp(ar);
    if (table.length > 0)
      out[ar] = table.map((r) => ({ landskod: r.landskod, land: r.land, belopp: r.belopp }));
  }
  return out;
}

/** Years whose table the portal ships, for the administration's list. */
export const shippedYears = (): number[] => Object.keys(NORMALBELOPP).map(Number);

const MILEAGE_CODES = VEHICLE_TYPES.map((v) => TRAVEL_PAY_CODES.mileage[v]);

/** What the company pays per mil by vehicle: its mileage pay codes' unit prices, where they have one. */
async function paidPerMil(db: Db, ctx: CompanyContext): Promise<TravelRuleData['paidPerMil']> {
  const prices = await repo.payCodePrices(db, ctx.company.ftgId, MILEAGE_CODES);
  const price = new Map(prices.map((p) => [p.lonKod, p.aprisOre]));
  return Object.fromEntries(
    VEHICLE_TYPES.flatMap((v) => {
      const ore = price.get(TRAVEL_PAY_CODES.mileage[v]);
      return ore === null || ore === undefined ? [] : [[v, ore / 100]];
    }),
  );
}

/** What the rules need for some trips: the years' normalbelopp and what the company pays per mil. */
export async function ruleData(
  db: Db,
  ctx: CompanyContext,
  trips: readonly Pick<TravelValues, 'AvresaDatum' | 'HemkomstDatum'>[],
) {
  const years = [...new Set(trips.flatMap((t) => tripDates(t).map((d) => Number(d.slice(0, 4)))))];
  const [tables, perMil] = await Promise.all([normalbeloppTables(db, years), paidPerMil(db, ctx)]);
  const normalbelopp: Record<number, NormalbeloppTable> = {};
  for (const [ar, rows] of Object.entries(tables)) normalbelopp[Number(ar)] = tableOf(rows);
  return { normalbelopp, paidPerMil: perMil };
}
