// The second step of a transfer to payroll (DOMAIN §12, ADR 0008): the locked rows, the events of
// the trips they come from, and what the file needs of the registers become one PAXml 2.0 file.
import { travelEventsOf } from '@lonportal/domain';
import type { PaxmlPayRow, PaxmlTimeRow } from '@lonportal/domain/payroll/paxml';
import { buildPaxml } from '@lonportal/domain/payroll/paxml-writer';
import type { PaxmlTravelEvent } from '@lonportal/domain/travel/trip-events';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listLonKoder } from '../../shared/reference-reads';
import { loadSchedules, statusFlags } from '../time';
import { travelRows } from '../travel';
import type { LockedRows } from './lock-transferable';
import { payRowsOf, timeRowsOf, value12 } from './paxml-rows';
import * as repo from './repository';

/** A transfer's file and the rows in it, each with its postid. */
export interface TransferFile {
  xml: string;
  paxmlRows: PaxmlTimeRow[];
  paxmlPayRows: PaxmlPayRow[];
}

/**
 * The travel reports whose rows go first in this file, claimed for the export: their events go
 * with them, once.
 */
async function claimTravelEvents(tx: Db, ftgId: string, payRows: LockedRows['payRows'], exportId: string) {
  const trips = await travelRows.claimTripsForExport(
    tx,
    ftgId,
    [...new Set(payRows.flatMap((r) => (r.resaId ? [r.resaId] : [])))],
    exportId,
  );
  return trips.flatMap((trip) =>
    travelEventsOf({ AnstNr: trip.anstNr, ...trip.data }, trip.id, trip.resultat).map((e) => ({
      ...e,
      anstNr: trip.anstNr,
    })),
  );
}

/**
 * Builds the file of the locked rows: takes a postid for each row and travel event from the
 * company's sequence, maps the codes (a code payroll cannot take stops the transfer, naming it),
 * and writes the schedules of those whose time goes.
 */
export async function buildTransferFile(
  tx: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  exportId: string,
  { rows, payRows, anstNrs }: LockedRows,
  now: Date,
): Promise<TransferFile> {
  const { company } = ctx;
  const flags = statusFlags(ctx);
  const events = await claimTravelEvents(tx, company.ftgId, payRows, exportId);
  const absenceIds = [...new Set(rows.flatMap((r) => (r.absenceId ? [r.absenceId] : [])))];
  const [{ scheduleOf }, mapping, payCodes, persNr, childOf, firstPostId] = await readAll(tx, [
    () => loadSchedules(tx, company.ftgId, anstNrs, period.from, period.to),
    () => repo.listCodeMapping(tx, company.ftgId),
    () => listLonKoder(tx, company.ftgId),
    () => repo.persNrs(tx, company.ftgId, [...new Set([...anstNrs, ...events.map((e) => e.anstNr)])]),
    () => repo.childPersNrs(tx, company.ftgId, absenceIds),
    () => repo.takePostIds(tx, company.ftgId, rows.length + payRows.length + events.length),
  ]);
  const persNr12 = (anstNr: string) => value12(persNr.get(anstNr));
  const paxmlRows = timeRowsOf(rows, firstPostId, mapping, persNr12, childOf);
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
  return { xml, paxmlRows, paxmlPayRows };
}
