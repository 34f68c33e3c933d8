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

/** The postids of the rows among `rows` that the file carries. */
const postIdsOf = (rows: readonly { id: string }[], postIds: ReadonlyMap<string, number>) =>
  rows.flatMap((r) => {
    const postId = postIds.get(r.id);
    return postId === undefined ? [] : [{ id: r.id, postId }];
  });

/** A row's TRANSFER event: the step it left, the export, and its postid when the file carries it. */
const transferDetails = (
  r: { id: string; statusBefore: string },
  exportId: string,
  postIds: ReadonlyMap<string, number>,
) => ({
  From: r.statusBefore,
  To: 'LOCKED',
  ExportId: exportId,
  ...(postIds.has(r.id) ? { PostId: postIds.get(r.id) } : {}),
});

/**
 * Stores the transfer of `locked` as `file`: the postids, the file with who computed its trips, a
 * TRANSFER event per row locked (also one the file leaves out: a work row of 0 hours, a trip's row
 * where the payroll program computes the trip), the audit.
 */
export async function recordTransfer(
  tx: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  exportId: string,
  { rows, payRows, anstNrs }: LockedRows,
  { xml, postIds }: TransferFile,
  now: Date,
): Promise<repo.PayrollExportRow> {
  const { company, auth } = ctx;
  await repo.setPostIds(tx, 'time', company.ftgId, postIdsOf(rows, postIds));
  await repo.setPostIds(tx, 'compensations', company.ftgId, postIdsOf(payRows, postIds));
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
    reseBerakning: company.reseBerakning,
  });
  await recordEvents(
    tx,
    ctx,
    now,
    rows.map((r) => ({
      entryId: r.id,
      anstNr: r.anstNr,
      handelse: 'TRANSFER',
      details: transferDetails(r, exportId, postIds),
    })),
  );
  await compensationRows.insertEvents(
    tx,
    payRows.map((r) => ({
      ftgId: company.ftgId,
      compensationId: r.id,
      anstNr: r.anstNr,
      handelse: 'TRANSFER',
      userId: auth.user.id,
      userNamn: auth.user.namn,
      at: now,
      details: transferDetails(r, exportId, postIds),
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
