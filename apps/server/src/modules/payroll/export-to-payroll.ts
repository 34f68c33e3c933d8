// POST /api/lonexport: the hand-off to payroll (DOMAIN §12, ADR 0007): the company's transferable
// time and compensation rows of a period become one PAXml 2.0 file and are locked ("transferred to
// salary") in one transaction.
import { randomUUID } from 'node:crypto';
import { NULL_ID } from '@lonportal/domain';
import type { PayrollExport } from '@lonportal/domain/payroll/paxml';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { lockTransferable } from './lock-transferable';
import { presentExport } from './presenter';
import { recordTransfer } from './record-transfer';
import { buildTransferFile } from './transfer-file';

/**
 * Transfers the period's rows that are ready for payroll under the company's switches (status.ts
 * transferableStatuses: attested, or approved when the company does not attest): in one
 * transaction the rows are locked with the export's id and given their postids, the file is
 * stored and each row gets a TRANSFER event. Rows already transferred are LOCKED, so repeating the
 * export takes only what is new. With nothing new, no file is stored and the answer has Antal 0 and
 * the null id. Answers the export and the employees whose rows were locked.
 */
export async function exportToPayroll(
  db: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  now: Date,
): Promise<{ export: PayrollExport; anstNrs: string[] }> {
  const exportId = randomUUID();
  const result = await db.transaction(async (tx) => {
    const locked = await lockTransferable(tx, ctx, period, exportId, now);
    if (!locked) return null;
    const file = await buildTransferFile(tx, ctx, period, exportId, locked, now);
    const stored = await recordTransfer(tx, ctx, period, exportId, locked, file, now);
    return { stored, anstNrs: locked.anstNrs };
  });
  if (!result) {
    const empty = {
      id: NULL_ID,
      fromDatum: period.from,
      toDatum: period.to,
      antal: 0,
      createdByNamn: ctx.auth.user.namn,
      createdAt: now,
    };
    return { export: presentExport(empty), anstNrs: [] };
  }
  return { export: presentExport(result.stored), anstNrs: result.anstNrs };
}
