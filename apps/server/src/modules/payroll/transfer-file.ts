// The second step of a transfer to payroll (DOMAIN §12, ADR 0008): the locked rows, the events of
// the trips they come from, and what the file needs of the registers become one PAXml 2.0 file.
import { travelEventsOf } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { buildPaxml } from '@lonportal/domain/payroll/paxml-writer';
import type { PaxmlTravelEvent } from '@lonportal/domain/travel/trip-events';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listLonKoder } from '../../shared/reference-reads';
import { sickFactsOf } from '../absence';
import { loadSchedules, statusFlags } from '../time';
import { travelRows } from '../travel';
import type { LockedRows } from './lock-transferable';
import { karensRowIds, payRowsOf, rowsThatGo, timeRowsOf, value12 } from './paxml-rows';
import * as repo from './repository';

type ReseBerakning = repo.PayrollExportRow['reseBerakning'];

/** A transfer's file, and the postid of each locked row it carries (a row left out has none). */
export interface TransferFile {
  xml: string;
  postIds: ReadonlyMap<string, number>;
}

/**
 * Who computes each trip of the transfer's rows (ADR 0027): the one who did when the trip's rows
 * first went to payroll, so a trip over two periods goes in one form even if the company's choice
 * changed between them; otherwise the company's choice now.
 */
async function travelPayOf(
  tx: Db,
  ctx: CompanyContext,
  resaIds: readonly string[],
  exportId: string,
): Promise<(resaId: string) => ReseBerakning> {
  const earlier = await repo.earlierTravelPay(tx, ctx.company.ftgId, resaIds, exportId);
  return (resaId) => earlier.get(resaId) ?? ctx.company.reseBerakning;
}

/**
 * The travel events of the trips the payroll program computes, claimed for the export (SPEC §4
 * Travel expense): a trip's events go once, with the first transfer that takes its rows. Every trip
 * of the rows is claimed, so one the portal computes is marked as transferred too.
 */
async function claimTravelEvents(
  tx: Db,
  ftgId: string,
  resaIds: readonly string[],
  computedBy: (resaId: string) => ReseBerakning,
  exportId: string,
) {
  const trips = await travelRows.claimTripsForExport(tx, ftgId, resaIds, exportId);
  return trips
    .filter((trip) => computedBy(trip.id) === 'LONESYSTEM')
    .flatMap((trip) =>
      travelEventsOf({ AnstNr: trip.anstNr, ...trip.data }, trip.id, trip.resultat).map((e) => ({
        ...e,
        anstNr: trip.anstNr,
      })),
    );
}

/**
 * The sick rows among `rows` on their period's karens day, as the employees' sickness reports
 * decide it (karensRowIds).
 */
async function karensRows(tx: Db, ftgId: string, rows: LockedRows['rows'], now: Date) {
  const sick = rows.filter((r) => r.absenceId !== null);
  if (sick.length === 0) return new Set<string>();
  const reports = await repo.sickReportsOf(tx, ftgId, [...new Set(sick.map((r) => r.anstNr))]);
  const firstRowOf = await repo.firstRowsWithHours(
    tx,
    ftgId,
    reports.map((r) => r.id),
  );
  return karensRowIds(await sickFactsOf(tx, ftgId, reports, stockholmWallTime(now).Datum), firstRowOf);
}

/**
 * Builds the file of the locked rows: takes a postid for each row and travel event that goes from
 * the company's sequence, maps the codes (a code payroll cannot take stops the transfer, naming
 * it), and writes the schedules of those whose time goes. A trip goes in one form (ADR 0027): as
 * its pay rows where the portal computes it, as its travel events where the payroll program does;
 * its rows are locked either way.
 */
export async function buildTransferFile(
  tx: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  exportId: string,
  locked: LockedRows,
  now: Date,
): Promise<TransferFile> {
  const { company } = ctx;
  const flags = statusFlags(ctx);
  const resaIds = [...new Set(locked.payRows.flatMap((r) => (r.resaId ? [r.resaId] : [])))];
  const computedBy = await travelPayOf(tx, ctx, resaIds, exportId);
  const events = await claimTravelEvents(tx, company.ftgId, resaIds, computedBy, exportId);
  const payRows = locked.payRows.filter((r) => !r.resaId || computedBy(r.resaId) === 'PORTAL');
  const mapping = await repo.listCodeMapping(tx, company.ftgId);
  const rows = rowsThatGo(locked.rows, mapping);
  const anstNrs = [...new Set([...rows, ...payRows, ...events].map((r) => r.anstNr))];
  const absenceIds = [...new Set(rows.flatMap((r) => (r.absenceId ? [r.absenceId] : [])))];
  const [{ scheduleOf }, payCodes, persNr, childOf, karens, firstPostId] = await readAll(tx, [
    () => loadSchedules(tx, company.ftgId, anstNrs, period.from, period.to),
    () => listLonKoder(tx, company.ftgId),
    () => repo.persNrs(tx, company.ftgId, anstNrs),
    () => repo.childPersNrs(tx, company.ftgId, absenceIds),
    () => karensRows(tx, company.ftgId, rows, now),
    () => repo.takePostIds(tx, company.ftgId, rows.length + payRows.length + events.length),
  ]);
  const persNr12 = (anstNr: string) => value12(persNr.get(anstNr));
  const paxmlRows = timeRowsOf(rows, firstPostId, mapping, persNr12, childOf, karens);
  const paxmlPayRows = payRowsOf(payRows, firstPostId + rows.length, payCodes, persNr12);
  const travelEvents: PaxmlTravelEvent[] = events.map((e, i) => ({
    ...e,
    postId: firstPostId + rows.length + payRows.length + i,
    persNr: persNr12(e.anstNr),
  }));
  const xml = buildPaxml({
    company: { foretagId: company.ftgKey, orgnr: company.orgnr, namn: company.namn },
    skapad: now,
    rows: paxmlRows,
    payRows: paxmlPayRows,
    travelEvents,
    // Only those whose time goes: an employee with expenses alone gets no schedule in the file.
    schedules: [...new Set(rows.map((r) => r.anstNr))].map((anstNr) => ({
      anstNr,
      dagar: [...scheduleOf(anstNr)].map(([datum, timmar]) => ({ datum, timmar })),
    })),
    markers: { klar: flags.KalUseLonReady, attesterat: flags.KalUseAttest },
  });
  const postIds = new Map<string, number>([
    ...rows.map((r, i): [string, number] => [r.id, paxmlRows[i]!.postId]),
    ...payRows.map((r, i): [string, number] => [r.id, paxmlPayRows[i]!.postId]),
  ]);
  return { xml, postIds };
}
