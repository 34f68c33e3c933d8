// The compensation rows a travel guide makes (SPEC §4: source RESA, not changed by hand): travel
// completes and reverts a trip through these use cases, so compensations' own rules for such rows
// (the pay codes of the registry, the status new rows start in, their history, their locks) run
// here and travel writes no compensations table (ADR 0025).
import { initialStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { listLonKoder } from '../../shared/reference-reads';
import { statusFlags } from '../time';
import { compensationLock } from './access';
import { recordEvent } from './history';
import * as repo from './repository';

/** One row a guide made, as the trip's result holds it. */
export interface GuideRow {
  Datum: string;
  LonKod: string;
  Text: string;
  Antal: number;
  Apris: number | null;
  Belopp: number;
  Moms: number;
  Summa: number;
  MomsSek: number;
  Varugrupp: string;
  ValutaKod: string;
  Kurs: number;
  ReceiptId: string | null;
}

/** Refuses (PaxmlCodeMissing, naming each) the pay codes of `rows` the company's registry lacks. */
export async function requireGuidePayCodes(db: Db, ctx: CompanyContext, rows: readonly GuideRow[]) {
  const codes = new Set((await listLonKoder(db, ctx.company.ftgId)).map((c) => c.lonKod));
  const missing = [...new Set(rows.map((r) => r.LonKod))].filter((k) => !codes.has(k));
  if (missing.length > 0)
    throw new ApiError('PaxmlCodeMissing', {
      details: missing.map((k) => ({ Field: k, Code: 'errors.paxmlCodeMissing' })),
    });
}

/**
 * Makes a completed trip's rows, in the status new rows start in, each with its history, in the
 * caller's transaction (the trip's row is locked first).
 */
export async function createGuideRows(
  tx: Db,
  ctx: CompanyContext,
  trip: { id: string; anstNr: string },
  rows: readonly GuideRow[],
  now: Date,
) {
  const { user } = ctx.auth;
  const ftgId = ctx.company.ftgId;
  const status = initialStatus(statusFlags(ctx));
  for (const r of rows) {
    const inserted = await repo.insertCompensation(tx, {
      ftgId,
      anstNr: trip.anstNr,
      datum: r.Datum,
      lonKod: r.LonKod,
      text: r.Text,
      antal: r.Antal,
      apris: r.Apris,
      belopp: r.Belopp,
      moms: r.Moms,
      summa: r.Summa,
      momsSek: r.MomsSek,
      varugrupp: r.Varugrupp,
      valutaKod: r.ValutaKod,
      kurs: r.Kurs,
      receiptId: r.ReceiptId,
      status,
      kalla: 'RESA',
      resaId: trip.id,
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    await recordEvent(tx, ctx, now, {
      compensationId: inserted.id,
      anstNr: trip.anstNr,
      handelse: 'CREATE',
      details: { ResaId: trip.id, LonKod: r.LonKod, Summa: r.Summa },
    });
  }
}

/** The statuses of the rows trips made, by trip. */
export const guideRowsOfTrips = (db: Db, ctx: CompanyContext, tripIds: readonly string[]) =>
  repo.rowsOfTrips(db, ctx.company.ftgId, tripIds);

/**
 * Removes a trip's rows with their history, in the caller's transaction under the trip's row lock;
 * refused (TravelNotRevertable) while one is attested, transferred or, for the employee, approved
 * by the manager: those are no longer the employee's (the lock of a row typed by hand).
 */
export async function removeGuideRows(
  tx: Db,
  ctx: CompanyContext,
  trip: { id: string; anstNr: string },
  now: Date,
): Promise<number> {
  const ftgId = ctx.company.ftgId;
  const made = await repo.rowsOfTrips(tx, ftgId, [trip.id], true);
  const lockedByHand = (m: (typeof made)[number]) =>
    compensationLock(ctx, { status: m.status, kalla: 'MANUELL', anstNr: trip.anstNr }) !== null;
  if (made.some(lockedByHand)) throw new ApiError('TravelNotRevertable');
  const removed = await repo.deleteRowsOfTrip(tx, ftgId, trip.id);
  const { user } = ctx.auth;
  await repo.insertEvents(
    tx,
    removed.map((r) => ({
      ftgId,
      compensationId: r.id,
      anstNr: r.anstNr,
      handelse: 'DELETE',
      userId: user.id,
      userNamn: user.namn,
      at: now,
      details: { ResaId: trip.id, LonKod: r.lonKod },
    })),
  );
  return removed.length;
}
