// The hand-off to payroll (issue 5 "Transfer to payroll"; DOMAIN §12): the company's transferable
// rows of a period become one PAXml 2.0 file and are locked ("transferred to salary").
import { randomUUID } from 'node:crypto';
import { formatOrgnr, NULL_ID, RES_DIMS, transferableStatus } from '@lonportal/domain';
import {
  buildPaxml,
  paxmlFileName,
  type PayrollExport,
  type PaxmlTimeRow,
} from '@lonportal/domain/time-reporting/paxml';
import type { Db } from '../../../db/client';
import type { CompanyContext } from '../../../plugins/access/index';
import { ApiError } from '../../../plugins/errors';
import { statusFlags } from '../access';
import type { EntryRow } from '../repository';
import { loadSchedules, recordEvents } from '../service';
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

const paxmlRow = (r: EntryRow): PaxmlTimeRow => ({
  postId: r.id,
  anstNr: r.anstNr,
  tidKod: r.tidKod,
  datum: r.datum,
  timmar: Number(r.timmar),
  startTid: r.startTid ?? '',
  slutTid: r.slutTid ?? '',
  resEnhet: RES_DIMS.map((n) => r.resEnhet[n - 1] ?? ''),
});

/**
 * Transfers the period's transferable rows (attested, or approved when the company does not
 * attest): in one transaction the rows are locked with the export's id, the file is stored and
 * each row gets a TRANSFER event. Rows already transferred are not in the transferable status, so
 * repeating the export takes only what is new. With nothing new, no file is stored and the answer
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
      transferableStatus(flags),
      exportId,
      by,
    );
    if (rows.length === 0) return null;
    rows.sort(byEmployeeDayStart);
    const anstNrs = [...new Set(rows.map((r) => r.anstNr))];
    const { scheduleOf } = await loadSchedules(tx, company.ftgId, anstNrs, period.from, period.to);
    const xml = buildPaxml({
      company: { foretagId: company.ftgKey, orgnr: formatOrgnr(company.orgnr), namn: company.namn },
      skapad: now,
      rows: rows.map(paxmlRow),
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
      rows.map((r) => ({
        entryId: r.id,
        anstNr: r.anstNr,
        handelse: 'TRANSFER',
        details: { From: transferableStatus(flags), To: 'LOCKED', ExportId: exportId },
      })),
    );
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

/** A stored file of the company, with its download name; 404 for an unknown or another company's id. */
export async function exportFile(
  db: Db,
  ctx: CompanyContext,
  id: string,
): Promise<{ xml: string; fileName: string }> {
  const row = await repo.findExport(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  return {
    xml: row.xml,
    fileName: paxmlFileName(formatOrgnr(ctx.company.orgnr), row.fromDatum, row.toDatum),
  };
}
