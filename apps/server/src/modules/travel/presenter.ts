// A stored trip as the wire contract names it (TravelExpenseSchema): its values, whether the
// caller may change it, how far its compensation rows have come, and what it gives by the rules.
import {
  travelResult,
  type TimeEntryStatus,
  type TravelExpense,
  type TravelResult,
  type TravelValues,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { guideRowsOfTrips } from '../compensations';
import { tripLock } from './access';
import type { TravelRow } from './repository';
import { otherTripsOf, ruleData } from './rule-data';

/** A stored trip back as the values typed. */
export const valuesOf = (row: TravelRow): TravelValues => ({ AnstNr: row.anstNr, ...row.data });

const STATUS_ORDER: readonly TimeEntryStatus[] = [
  'NOT_APPROVED',
  'APPROVED',
  'NOT_ATTESTED',
  'ATTESTED',
  'LOCKED',
];

/** The status the trip's rows have come furthest to (SPEC §4), or null before it made any. */
const furthest = (statuses: readonly TimeEntryStatus[]): TimeEntryStatus | null =>
  statuses.reduce<TimeEntryStatus | null>(
    (a, s) => (a === null || STATUS_ORDER.indexOf(s) > STATUS_ORDER.indexOf(a) ? s : a),
    null,
  );

/** One trip as the caller sees it, with what it gives and the statuses of the rows it made. */
export function presentTrip(
  ctx: CompanyContext,
  row: TravelRow,
  result: TravelResult,
  rowStatuses: readonly TimeEntryStatus[],
): TravelExpense {
  const lock = tripLock(ctx, row);
  return {
    ...valuesOf(row),
    Id: row.id,
    Status: row.status,
    Version: row.version,
    KanAndras: lock === null,
    LastOrsak: lock ?? '',
    RaderStatus: furthest(rowStatuses),
    AndradAv: row.updatedByNamn,
    AndradTid: row.updatedAt.toISOString(),
    Resultat: result,
  };
}

/**
 * Trips as the API answers them: a completed one with what it gave, the others with what they give
 * now (with the person's other trips: a shared day counts once).
 */
export async function presentTrips(db: Db, ctx: CompanyContext, rows: readonly TravelRow[]) {
  const open = rows.filter((r) => !r.resultat);
  const [data, others, made] = await Promise.all([
    open.length > 0 ? ruleData(db, ctx, open.map(valuesOf)) : Promise.resolve({ normalbelopp: {} }),
    otherTripsOf(
      db,
      ctx,
      open.map((r) => ({ id: r.id, values: valuesOf(r) })),
    ),
    guideRowsOfTrips(
      db,
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  const othersOf = new Map(open.map((r, i) => [r.id, others[i] ?? []]));
  return rows.map((r) =>
    presentTrip(
      ctx,
      r,
      r.resultat ?? travelResult(valuesOf(r), { ...data, otherTrips: othersOf.get(r.id) ?? [] }),
      made.filter((m) => m.resaId === r.id).map((m) => m.status),
    ),
  );
}

/** One trip as the API answers it. */
export async function presentOneTrip(db: Db, ctx: CompanyContext, row: TravelRow): Promise<TravelExpense> {
  const [trip] = await presentTrips(db, ctx, [row]);
  return trip!;
}
