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
  type OtherTrip,
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
  // One after the other: completing a trip reads these inside its transaction, on one connection,
  // where pg runs one query at a time (and pg 9 refuses a second while one runs).
  const tables = await normalbeloppTables(db, years);
  const perMil = await paidPerMil(db, ctx);
  const normalbelopp: Record<number, NormalbeloppTable> = {};
  for (const [ar, rows] of Object.entries(tables)) normalbelopp[Number(ar)] = tableOf(rows);
  return { normalbelopp, paidPerMil: perMil };
}

/** A trip the rules are computed for: its values, and its id once stored (it is no other trip of itself). */
export interface TripOfPerson {
  id: string | null;
  values: TravelValues;
}

/**
 * For each trip, the person's other trips that touch its days (a day gives its allowances once,
 * domain trip-rules): a completed one with what it gave, the others as they stand.
 */
export async function otherTripsOf(
  db: Db,
  ctx: CompanyContext,
  trips: readonly TripOfPerson[],
): Promise<OtherTrip[][]> {
  if (trips.length === 0) return [];
  const from = trips.reduce((m, t) => (t.values.AvresaDatum < m ? t.values.AvresaDatum : m), '9999-12-31');
  const to = trips.reduce((m, t) => (t.values.HemkomstDatum > m ? t.values.HemkomstDatum : m), '0000-01-01');
  const anstNrs = [...new Set(trips.map((t) => t.values.AnstNr))];
  const rows = await repo.tripsTouching(db, ctx.company.ftgId, anstNrs, from, to);
  return trips.map((t) =>
    rows
      .filter(
        (r) =>
          r.id !== t.id &&
          r.anstNr === t.values.AnstNr &&
          r.avresaDatum <= t.values.HemkomstDatum &&
          r.hemkomstDatum >= t.values.AvresaDatum,
      )
      .map((r) => ({
        values: { AnstNr: r.anstNr, ...r.data },
        result: r.status === 'COMPLETED' ? r.resultat : null,
      })),
  );
}

/** What the rules need for one trip: the tables of its years, the company's mileage, the person's other trips. */
export async function ruleDataFor(db: Db, ctx: CompanyContext, trip: TripOfPerson): Promise<TravelRuleData> {
  // One after the other, as in ruleData: completing a trip calls this inside its transaction.
  const data = await ruleData(db, ctx, [trip.values]);
  const [otherTrips] = await otherTripsOf(db, ctx, [trip]);
  return { ...data, otherTrips: otherTrips ?? [] };
}
