// Travel expenses (SPEC §3 travel expense events, §4 Travel expense, §5 Travel and per
// diem): trips reported by or for an employee in the same employee scope as time, computed by the
// domain's travel rules, and completed into compensation rows of source RESA in one transaction.
import {
  NORMALBELOPP,
  shippedNormalbelopp,
  tableOf,
  TRAVEL_PAY_CODES,
  travelResult,
  tripDates,
  VEHICLE_TYPES,
  type ErrorDetail,
  type NormalbeloppRow,
  type NormalbeloppTable,
  type TimeEntryStatus,
  type TravelExpense,
  type TravelResult,
  type TravelValues,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { TravelData } from '../../db/schema/travel';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { requireEmployee, requireReporter, salaryYearErrors } from '../time';
import {
  compensationRows,
  createGuideRows,
  guideRowsOfTrips,
  removeGuideRows,
  requireGuidePayCodes,
} from '../compensations';
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

const MILEAGE_CODES = VEHICLE_TYPES.map((v) => TRAVEL_PAY_CODES.mileage[v]);

/** What the rules need for some trips: the years' normalbelopp and what the company pays per mil. */
async function ruleData(
  db: Db,
  ctx: CompanyContext,
  trips: readonly Pick<TravelValues, 'AvresaDatum' | 'HemkomstDatum'>[],
) {
  const years = [...new Set(trips.flatMap((t) => tripDates(t).map((d) => Number(d.slice(0, 4)))))];
  const [tables, prices] = await Promise.all([
    normalbeloppTables(db, years),
    repo.payCodePrices(db, ctx.company.ftgId, MILEAGE_CODES),
  ]);
  const normalbelopp: Record<number, NormalbeloppTable> = {};
  for (const [ar, rows] of Object.entries(tables)) normalbelopp[Number(ar)] = tableOf(rows);
  const price = new Map(prices.map((p) => [p.lonKod, p.aprisOre]));
  const paidPerMil = Object.fromEntries(
    VEHICLE_TYPES.flatMap((v) => {
      const ore = price.get(TRAVEL_PAY_CODES.mileage[v]);
      return ore === null || ore === undefined ? [] : [[v, ore / 100]];
    }),
  );
  return { normalbelopp, paidPerMil };
}

const valuesOf = (row: repo.TravelRow): TravelValues => ({ AnstNr: row.anstNr, ...row.data });

/** Why the caller may not change the trip, or null (an i18n key under travel.locked). */
function tripLock(ctx: CompanyContext, row: Pick<repo.TravelRow, 'status' | 'anstNr'>): string | null {
  if (row.status === 'COMPLETED') return 'travel.locked.completed';
  try {
    requireReporter(ctx, row.anstNr);
  } catch {
    return 'travel.locked.readOnly';
  }
  return null;
}

const STATUS_ORDER: readonly TimeEntryStatus[] = [
  'NOT_APPROVED',
  'APPROVED',
  'NOT_ATTESTED',
  'ATTESTED',
  'LOCKED',
];
const furthest = (statuses: readonly TimeEntryStatus[]): TimeEntryStatus | null =>
  statuses.reduce<TimeEntryStatus | null>(
    (a, s) => (a === null || STATUS_ORDER.indexOf(s) > STATUS_ORDER.indexOf(a) ? s : a),
    null,
  );

function present(
  ctx: CompanyContext,
  row: repo.TravelRow,
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

/** Trips as the API answers them: a completed one with what it gave, the others with what they give now. */
async function presentAll(db: Db, ctx: CompanyContext, rows: readonly repo.TravelRow[]) {
  const open = rows.filter((r) => !r.resultat);
  const [data, made] = await Promise.all([
    open.length > 0 ? ruleData(db, ctx, open.map(valuesOf)) : Promise.resolve({ normalbelopp: {} }),
    guideRowsOfTrips(
      db,
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) =>
    present(
      ctx,
      r,
      r.resultat ?? travelResult(valuesOf(r), data),
      made.filter((m) => m.resaId === r.id).map((m) => m.status),
    ),
  );
}

export async function listTrips(db: Db, ctx: CompanyContext, anstNr: string, from: string, to: string) {
  await requireEmployee(db, ctx, anstNr);
  const rows = await repo.listTrips(db, ctx.company.ftgId, anstNr, from, to);
  return { AnstNr: anstNr, From: from, To: to, Resor: await presentAll(db, ctx, rows) };
}

export async function getTrip(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findTrip(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await requireEmployee(db, ctx, row.anstNr);
  const [trip] = await presentAll(db, ctx, [row]);
  return trip!;
}

/** The trip's dates in the company's salary years, and its receipts the employee's own. */
async function checkValues(db: Db, ctx: CompanyContext, v: TravelValues) {
  const details: ErrorDetail[] = [
    ...salaryYearErrors(ctx, v.AvresaDatum).map((d) => ({ ...d, Field: 'AvresaDatum' })),
    ...salaryYearErrors(ctx, v.HemkomstDatum).map((d) => ({ ...d, Field: 'HemkomstDatum' })),
  ];
  for (const key of ['Utlagg', 'Representation'] as const)
    for (const [i, item] of v[key].entries()) {
      if (!item.ReceiptId) continue;
      const receipt = await compensationRows.findReceipt(db, ctx.company.ftgId, item.ReceiptId);
      if (!receipt || receipt.anstNr !== v.AnstNr)
        details.push({ Field: `${key}.${i}.ReceiptId`, Code: 'validation.invalid' });
    }
  if (details.length > 0) throw new ApiError('ValidationFailed', { details });
}

/** An employee the caller may report trips for. */
async function reportableEmployee(db: Db, ctx: CompanyContext, anstNr: string) {
  requireReporter(ctx, anstNr);
  return requireEmployee(db, ctx, anstNr);
}

const dataOf = ({ AnstNr: _, ...data }: TravelValues): TravelData => data;

const audit = (
  db: Db,
  ctx: CompanyContext,
  at: Date,
  action: Parameters<typeof writeAudit>[1]['action'],
  details: Record<string, unknown>,
) => writeAudit(db, { at, userId: ctx.auth.user.id, ftgId: ctx.company.ftgId, action, details });

/** What a trip would give, before it is saved (the guide's last step). */
export async function previewTrip(db: Db, ctx: CompanyContext, v: TravelValues): Promise<TravelResult> {
  await requireEmployee(db, ctx, v.AnstNr);
  return travelResult(v, await ruleData(db, ctx, [v]));
}

export async function createTrip(db: Db, ctx: CompanyContext, v: TravelValues, now: Date) {
  await reportableEmployee(db, ctx, v.AnstNr);
  await checkValues(db, ctx, v);
  const { user } = ctx.auth;
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertTrip(tx, {
      ftgId: ctx.company.ftgId,
      anstNr: v.AnstNr,
      avresaDatum: v.AvresaDatum,
      hemkomstDatum: v.HemkomstDatum,
      status: 'IN_PROGRESS',
      data: dataOf(v),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    await audit(tx, ctx, now, 'travel.created', { ResaId: inserted.id, AnstNr: v.AnstNr });
    return inserted;
  });
  const [trip] = await presentAll(db, ctx, [row]);
  return trip!;
}

/** A trip the caller may change: in scope, not completed, at the version they read. */
async function editableTrip(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findTrip(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await reportableEmployee(db, ctx, row.anstNr);
  if (row.status === 'COMPLETED') throw new ApiError('TravelNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return row;
}

export async function updateTrip(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: TravelValues,
  version: number,
  now: Date,
) {
  const row = await editableTrip(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  await checkValues(db, ctx, v);
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await repo.updateTrip(tx, ctx.company.ftgId, id, version, {
      avresaDatum: v.AvresaDatum,
      hemkomstDatum: v.HemkomstDatum,
      data: dataOf(v),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await audit(tx, ctx, now, 'travel.updated', { ResaId: id, AnstNr: row.anstNr });
    return after;
  });
  const [trip] = await presentAll(db, ctx, [updated]);
  return trip!;
}

export async function deleteTrip(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const row = await editableTrip(db, ctx, id, version);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteTrip(tx, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
    await audit(tx, ctx, now, 'travel.deleted', { ResaId: id, AnstNr: row.anstNr, Resa: row.data });
  });
  return row.anstNr;
}

/**
 * Completes a trip: by the rules as they are now, its per diem, night allowances, mileage (and the
 * taxable excess), expenses and representation become compensation rows of source RESA, in the
 * status new rows start in, with the trip marked completed and what it gave kept with it, all in
 * one transaction. A year without amounts is SPEC §8 "missing rules for travel"; a pay code the
 * company's registry lacks is named and nothing is made.
 */
export async function completeTrip(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const row = await editableTrip(db, ctx, id, version);
  const v = valuesOf(row);
  await checkValues(db, ctx, v);
  const result = travelResult(v, await ruleData(db, ctx, [v]));
  if (result.kind === 'missingRules')
    throw new ApiError('TravelRulesMissing', {
      details: result.years.map((y) => ({ Field: String(y), Code: 'errors.travelRulesMissing' })),
    });
  await requireGuidePayCodes(db, ctx, result.rows);
  const { user } = ctx.auth;
  const completed = await db.transaction(async (tx) => {
    const after = await repo.updateTrip(tx, ctx.company.ftgId, id, version, {
      status: 'COMPLETED',
      resultat: result,
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await createGuideRows(tx, ctx, { id, anstNr: row.anstNr }, result.rows, now);
    await audit(tx, ctx, now, 'travel.completed', {
      ResaId: id,
      AnstNr: row.anstNr,
      Rader: result.rows.length,
      ...result.totals,
    });
    return after;
  });
  const [trip] = await presentAll(db, ctx, [completed]);
  return trip!;
}

/**
 * Reverts a completed trip: its rows are removed and it can be changed again. Refused when a row is
 * attested, transferred, or (for the employee) approved by the manager: those are no longer theirs.
 */
export async function revertTrip(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const row = await repo.findTrip(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await reportableEmployee(db, ctx, row.anstNr);
  if (row.status !== 'COMPLETED') throw new ApiError('StatusChangeNotAllowed');
  if (row.version !== version) throw new ApiError('VersionConflict');
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
    await audit(tx, ctx, now, 'travel.reverted', { ResaId: id, AnstNr: row.anstNr, Rader: removed });
    return after;
  });
  const [trip] = await presentAll(db, ctx, [reverted]);
  return trip!;
}

/** Years whose table the portal ships, for the administration's list. */
export const shippedYears = (): number[] => Object.keys(NORMALBELOPP).map(Number);
