// The hand-off to payroll (issue 5 "Transfer to payroll"; DOMAIN §12): the company's transferable
// rows of a period become one PAXml 2.0 file and are locked ("transferred to salary").
import { randomUUID } from 'node:crypto';
import {
  formatOrgnr,
  NULL_ID,
  parsePersonnummer,
  RES_DIMS,
  transferableStatuses,
  type ErrorDetail,
} from '@lonportal/domain';
import {
  buildPaxml,
  isPaxmlTidKod,
  PAXML_ENCODING,
  paxmlFileName,
  type PayrollExport,
  type PaxmlTimeRow,
} from '@lonportal/domain/time-reporting/paxml';
import { readAll, type Db } from '../../../db/client';
import type { CompanyContext } from '../../../plugins/access/index';
import { writeAudit } from '../../../plugins/access/store';
import { ApiError } from '../../../plugins/errors';
import { statusFlags } from '../access';
import type { EntryRow } from '../repository';
import { loadSchedules, recordEvents } from '../shared';
import * as repo from './repository';

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
    const rows = await repo.lockTransferableRows(
      tx,
      company.ftgId,
      period,
      transferableStatuses(flags),
      exportId,
      by,
    );
    if (rows.length === 0) return null;
    rows.sort(byEmployeeDayStart);
    const anstNrs = [...new Set(rows.map((r) => r.anstNr))];
    const [{ scheduleOf }, mapping, persNr, firstPostId] = await readAll(tx, [
      () => loadSchedules(tx, company.ftgId, anstNrs, period.from, period.to),
      () => repo.listCodeMapping(tx, company.ftgId),
      () => repo.persNrs(tx, company.ftgId, anstNrs),
      () => repo.takePostIds(tx, company.ftgId, rows.length),
    ]);
    const kod = payrollCodes(mapping, new Set(rows.map((r) => r.tidKod)));
    const paxmlRows: PaxmlTimeRow[] = rows.map((r, i) => ({
      postId: firstPostId + i,
      anstNr: r.anstNr,
      // persnr is exactly 12 digits in PAXml; a number the registry holds in another form is normalised, a wrong one left out.
      persNr: parsePersonnummer(persNr.get(r.anstNr) ?? '')?.value12 ?? '',
      kod: kod.get(r.tidKod)!,
      datum: r.datum,
      timmar: Number(r.timmar),
      startTid: r.startTid ?? '',
      slutTid: r.slutTid ?? '',
      rastMinuter: r.rastMinuter,
      resEnhet: RES_DIMS.map((n) => r.resEnhet[n - 1] ?? ''),
    }));
    await repo.setPostIds(
      tx,
      company.ftgId,
      paxmlRows.map((p, i) => ({ id: rows[i]!.id, postId: p.postId })),
    );
    const xml = buildPaxml({
      company: { foretagId: company.ftgKey, orgnr: company.orgnr, namn: company.namn },
      skapad: now,
      rows: paxmlRows,
      schedules: anstNrs.map((anstNr) => ({
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
      antal: rows.length,
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
    await writeAudit(tx, {
      at: now,
      userId: auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'payroll.exported',
      details: { ExportId: exportId, Antal: rows.length, AnstNr: anstNrs },
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
