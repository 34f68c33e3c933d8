// The last step of a transfer to payroll (DOMAIN §12, ADR 0007): each row keeps its postid, the
// file is stored, and each row's history and the audit trail say what was transferred.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { compensationRows } from '../compensations';
import { recordEvents } from '../time';
import type { LockedRows } from './lock-transferable';
import * as repo from './repository';
import type { TransferFile } from './transfer-file';

/** Stores the transfer of `locked` as `file`: the postids, the file, a TRANSFER event per row, the audit. */
export async function recordTransfer(
  tx: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  exportId: string,
  { rows, payRows, anstNrs }: LockedRows,
  { xml, paxmlRows, paxmlPayRows }: TransferFile,
  now: Date,
): Promise<repo.PayrollExportRow> {
  const { company, auth } = ctx;
  await repo.setPostIds(
    tx,
    'time',
    company.ftgId,
    paxmlRows.map((p, i) => ({ id: rows[i]!.id, postId: p.postId })),
  );
  await repo.setPostIds(
    tx,
    'compensations',
    company.ftgId,
    paxmlPayRows.map((p, i) => ({ id: payRows[i]!.id, postId: p.postId })),
  );
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
      details: { From: r.statusBefore, To: 'LOCKED', ExportId: exportId, PostId: paxmlRows[i]!.postId },
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
    ftgId: company.ftgId,
    action: 'payroll.exported',
    details: {
      ExportId: exportId,
      Antal: rows.length + payRows.length,
      Ersattningar: payRows.length,
      AnstNr: anstNrs,
    },
  });
  return stored;
}
