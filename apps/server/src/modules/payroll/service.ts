// The hand-off to payroll (DOMAIN §12, ADR 0007): the company's transferable
// time and compensation rows of a period become one PAXml 2.0 file and are locked
// ("transferred to salary") in one transaction.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CURRENCY,
  formatOrgnr,
  NULL_ID,
  parsePersonnummer,
  RES_DIMS,
  transferableStatuses,
  travelEventsOf,
  type ErrorDetail,
} from '@lonportal/domain';
import {
  isPaxmlTidKod,
  PAXML_ENCODING,
  paxmlFileName,
  type PayrollExport,
  type PaxmlPayRow,
  type PaxmlTimeRow,
} from '@lonportal/domain/payroll/paxml';
import type { PaxmlTravelEvent } from '@lonportal/domain/travel/trip-events';
import { buildPaxml, paxmlHours } from '@lonportal/domain/payroll/paxml-writer';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { type EntryRow, loadSchedules, recordEvents, statusFlags } from '../time';
import { compensations, timeEntries } from '../../db/schema/index';
import { compensationRows } from '../compensations';
import { travelRows } from '../travel';
import * as repo from './repository';
import { listLonKoder } from '../../shared/reference-reads';

const present = (r: {
  id: string;
  fromDatum: string;
  toDatum: string;
  antal: number;
  createdByNamn: string;
  createdAt: Date;
}): PayrollExport => ({
  Id: r.id,
  From: r.fromDatum,
  To: r.toDatum,
  Antal: r.antal,
  Skapad: r.createdAt.toISOString(),
  SkapadAv: r.createdByNamn,
});

const byEmployeeDay = (
  a: { anstNr: string; datum: string; id: string },
  b: { anstNr: string; datum: string; id: string },
) => a.anstNr.localeCompare(b.anstNr, 'sv') || a.datum.localeCompare(b.datum) || a.id.localeCompare(b.id);

const byEmployeeDayStart = (a: EntryRow, b: EntryRow) =>
  a.anstNr.localeCompare(b.anstNr, 'sv') ||
  a.datum.localeCompare(b.datum) ||
  (a.startTid ?? '').localeCompare(b.startTid ?? '') ||
  a.id.localeCompare(b.id);

type CodeMapping = Awaited<ReturnType<typeof repo.listCodeMapping>>;

/**
 * How each time code goes to payroll: as its PAXml tidkod, or as hours of its pay code. A code
 * with neither (or with a tidkod outside the schema's list) stops the transfer before anything is
 * locked, naming the codes, so the administrator can map them.
 */
function payrollCodes(mapping: CodeMapping, used: ReadonlySet<string>) {
  const kod = new Map<string, PaxmlTimeRow['kod']>();
  const missing: ErrorDetail[] = [];
  for (const m of mapping) {
    if (m.paxmlKod && isPaxmlTidKod(m.paxmlKod)) kod.set(m.tidKod, { tidkod: m.paxmlKod });
    else if (!m.paxmlKod && m.lonKod) kod.set(m.tidKod, { lonart: m.lonKod, benamning: m.benText });
  }
  for (const tidKod of used)
    if (!kod.has(tidKod)) missing.push({ Field: tidKod, Code: 'errors.paxmlCodeMissing' });
  if (missing.length > 0) throw new ApiError('PaxmlCodeMissing', { details: missing });
  return kod;
}

/**
 * Transfers the period's rows that are ready for payroll under the company's switches (status.ts
 * transferableStatuses: attested, or approved when the company does not attest): in one
 * transaction the rows are locked with the export's id and given their postids, the file is
 * stored and each row gets a TRANSFER event. Rows already transferred are LOCKED, so repeating the export takes only what is new. With nothing new, no file is stored and the answer
 * has Antal 0 and the null id. Answers the export and the employees whose rows were locked.
 */
export async function exportToPayroll(
  db: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  now: Date,
): Promise<{ export: PayrollExport; anstNrs: string[] }> {
  const flags = statusFlags(ctx);
  const { company, auth } = ctx;
  const by = { userId: auth.user.id, namn: auth.user.namn, at: now };
  const exportId = randomUUID();
  const result = await db.transaction(async (tx) => {
    const transferable = transferableStatuses(flags);
    const rows = await repo.lockTransferableRows(
      tx,
      timeEntries,
      company.ftgId,
      period,
      transferable,
      exportId,
      by,
    );
    const payRows = await repo.lockTransferableRows(
      tx,
      compensations,
      company.ftgId,
      period,
      // Where the portal does not attest compensations, they are ready when time would be without attest.
      ctx.portal.EnableAttestErsattningarView
        ? transferable
        : transferableStatuses({ ...flags, KalUseAttest: false }),
      exportId,
      by,
    );
    if (rows.length === 0 && payRows.length === 0) return null;
    rows.sort(byEmployeeDayStart);
    payRows.sort(byEmployeeDay);
    const anstNrs = [...new Set([...rows, ...payRows].map((r) => r.anstNr))].sort((a, b) =>
      a.localeCompare(b, 'sv'),
    );
    // The travel reports whose rows go first in this file: their events go with them, once.
    const trips = await travelRows.claimTripsForExport(
      tx,
      company.ftgId,
      [...new Set(payRows.flatMap((r) => (r.resaId ? [r.resaId] : [])))],
      exportId,
    );
    const events = trips.flatMap((trip) =>
      travelEventsOf({ AnstNr: trip.anstNr, ...trip.data }, trip.id, trip.resultat).map((e) => ({
        ...e,
        anstNr: trip.anstNr,
      })),
    );
    const absenceIds = [...new Set(rows.flatMap((r) => (r.absenceId ? [r.absenceId] : [])))];
    const [{ scheduleOf }, mapping, payCodes, persNr, childOf, firstPostId] = await readAll(tx, [
      () => loadSchedules(tx, company.ftgId, anstNrs, period.from, period.to),
      () => repo.listCodeMapping(tx, company.ftgId),
      () => listLonKoder(tx, company.ftgId),
      () => repo.persNrs(tx, company.ftgId, [...new Set([...anstNrs, ...events.map((e) => e.anstNr)])]),
      () => repo.childPersNrs(tx, company.ftgId, absenceIds),
      () => repo.takePostIds(tx, company.ftgId, rows.length + payRows.length + events.length),
    ]);
    const value12 = (nr: string | undefined) => parsePersonnummer(nr ?? '')?.value12 ?? '';
    const persNr12 = (anstNr: string) => value12(persNr.get(anstNr));
    const kod = payrollCodes(mapping, new Set(rows.map((r) => r.tidKod)));
    const paxmlRows: PaxmlTimeRow[] = rows.map((r, i) => ({
      postId: firstPostId + i,
      anstNr: r.anstNr,
      // persnr is exactly 12 digits in PAXml; a number the registry holds in another form is normalised, a wrong one left out.
      persNr: persNr12(r.anstNr),
      kod: kod.get(r.tidKod)!,
      datum: r.datum,
      timmar: Number(r.timmar),
      startTid: r.startTid ?? '',
      slutTid: r.slutTid ?? '',
      rastMinuter: r.rastMinuter,
      resEnhet: RES_DIMS.map((n) => r.resEnhet[n - 1] ?? ''),
      // A VAB report's days name the child they were for.
      barn: r.absenceId ? value12(childOf.get(r.absenceId)) : '',
    }));
    const benText = new Map(payCodes.map((c) => [c.lonKod, c.benText]));
    // A pay code gone from the registry would be refused by the payroll import: named, nothing locked.
    const unknownCodes = [...new Set(payRows.map((r) => r.lonKod))].filter((k) => !benText.has(k));
    if (unknownCodes.length > 0)
      throw new ApiError('PaxmlCodeMissing', {
        details: unknownCodes.map((k) => ({ Field: k, Code: 'errors.paxmlCodeMissing' })),
      });
    const paxmlPayRows: PaxmlPayRow[] = payRows.map((r, i) => ({
      postId: firstPostId + rows.length + i,
      anstNr: r.anstNr,
      persNr: persNr12(r.anstNr),
      lonart: r.lonKod,
      benamning: benText.get(r.lonKod) ?? '',
      kommentar: r.text,
      datum: r.datum,
      antal: Number(r.antal),
      // À-pris in kronor: a row in another currency goes as its amount in kronor only.
      apris: r.valutaKod === DEFAULT_CURRENCY && r.apris !== null ? Number(r.apris) : null,
      belopp: Number(r.summa),
      moms: Number(r.momsSek),
      varugrupp: r.varugrupp,
      kontonr: r.konto,
      resEnhet: RES_DIMS.map((n) => r.resEnhet[n - 1] ?? ''),
      info:
        r.valutaKod === DEFAULT_CURRENCY
          ? ''
          : `${paxmlHours(Number(r.belopp))} ${r.valutaKod}, kurs ${Number(r.kurs).toFixed(6)}`,
    }));
    await repo.setPostIds(
      tx,
      timeEntries,
      company.ftgId,
      paxmlRows.map((p, i) => ({ id: rows[i]!.id, postId: p.postId })),
    );
    await repo.setPostIds(
      tx,
      compensations,
      company.ftgId,
      paxmlPayRows.map((p, i) => ({ id: payRows[i]!.id, postId: p.postId })),
    );
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
    const stored = await repo.insertExport(tx, {
      id: exportId,
      ftgId: company.ftgId,
      fromDatum: period.from,
      toDatum: period.to,
      antal: rows.length + payRows.length,
      xml,
      createdBy: auth.user.id,
      createdByNamn: auth.user.namn,
      createdAt: now,
    });
    await recordEvents(
      tx,
      ctx,
      now,
      rows.map((r, i) => ({
        entryId: r.id,
        anstNr: r.anstNr,
        handelse: 'TRANSFER',
        details: {
          From: r.statusBefore,
          To: 'LOCKED',
          ExportId: exportId,
          PostId: paxmlRows[i]!.postId,
        },
      })),
    );
    await compensationRows.insertEvents(
      tx,
      payRows.map((r, i) => ({
        ftgId: company.ftgId,
        compensationId: r.id,
        anstNr: r.anstNr,
        handelse: 'TRANSFER',
        userId: auth.user.id,
        userNamn: auth.user.namn,
        at: now,
        details: { From: r.statusBefore, To: 'LOCKED', ExportId: exportId, PostId: paxmlPayRows[i]!.postId },
      })),
    );
    await writeAudit(tx, {
      at: now,
      userId: auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'payroll.exported',
      details: {
        ExportId: exportId,
        Antal: rows.length + payRows.length,
        Ersattningar: payRows.length,
        AnstNr: anstNrs,
      },
    });
    return { stored, anstNrs };
  });
  if (!result) {
    const empty = {
      id: NULL_ID,
      fromDatum: period.from,
      toDatum: period.to,
      antal: 0,
      createdByNamn: auth.user.namn,
      createdAt: now,
    };
    return { export: present(empty), anstNrs: [] };
  }
  return { export: present(result.stored), anstNrs: result.anstNrs };
}

/** The company's earlier exports, newest first. */
export async function listExports(db: Db, ctx: CompanyContext): Promise<PayrollExport[]> {
  return (await repo.listExports(db, ctx.company.ftgId)).map(present);
}

/**
 * A stored file of the company as it is sent: the bytes in the encoding its declaration names
 * (ISO-8859-1; files stored before that choice were UTF-8), with its download name. 404 for an
 * unknown or another company's id.
 */
export async function exportFile(
  db: Db,
  ctx: CompanyContext,
  id: string,
): Promise<{ bytes: Buffer; charset: string; fileName: string }> {
  const row = await repo.findExport(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const latin1 = row.xml.startsWith(`<?xml version="1.0" encoding="${PAXML_ENCODING}"?>`);
  return {
    bytes: Buffer.from(row.xml, latin1 ? 'latin1' : 'utf8'),
    charset: latin1 ? PAXML_ENCODING : 'utf-8',
    fileName: paxmlFileName(formatOrgnr(ctx.company.orgnr), row.fromDatum, row.toDatum),
  };
}
