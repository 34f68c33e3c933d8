// POST /api/lonexport: the hand-off to payroll (DOMAIN §12, ADR 0007): the company's transferable
// time and compensation rows of a period become one PAXml 2.0 file and are locked ("transferred to
// salary") in one transaction. The period's rows are those that have happened up to the company's
// cut-off day (domain payroll/transfer-window.ts); the answer names the days after today that went
// and the rows that wait.
import { randomUUID } from 'node:crypto';
import { NULL_ID } from '@lonportal/domain';
import { byDay } from '@lonportal/domain/time/approval-window';
import type { PayrollTransfer } from '@lonportal/domain/payroll/transfer-window';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { lockTransferable, transferScope } from './lock-transferable';
import { presentExport } from './presenter';
import { futureDays, readyInPeriod } from './preview-transfer';
import { recordTransfer } from './record-transfer';
import { buildTransferFile } from './transfer-file';

/**
 * Transfers the period's rows that are ready for payroll under the company's switches (status.ts
 * transferableStatuses: attested, or approved when the company does not attest) and that the
 * transfer takes (its window under the cut-off day, up to today but for planned absence approved
 * in advance): in one transaction the rows are locked with the export's id and given their
 * postids, the file is stored (From–To the window) and each row gets a TRANSFER event. Rows already
 * transferred are LOCKED, so repeating the export takes only what is new. With nothing new, no file
 * is stored and the answer has Antal 0 and the null id. Answers the export and the employees whose
 * rows were locked.
 */
export async function exportToPayroll(
  db: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  now: Date,
): Promise<{ export: PayrollTransfer; anstNrs: string[] }> {
  const exportId = randomUUID();
  const scope = transferScope(ctx, period, now);
  const { window, today } = scope;
  const result = await db.transaction(async (tx) => {
    const locked = await lockTransferable(tx, ctx, scope, exportId, now);
    const waiting = (await readyInPeriod(tx, ctx, scope, period)).filter((r) => !r.goes);
    if (!locked) return { stored: null, anstNrs: [], framtida: [], waiting };
    const file = await buildTransferFile(tx, ctx, window, exportId, locked, now);
    const stored = await recordTransfer(tx, ctx, window, exportId, locked, file, now);
    const framtida = futureDays([...locked.rows, ...locked.payRows], today);
    return { stored, anstNrs: locked.anstNrs, framtida, waiting };
  });
  const facts = {
    Anstallda: result.anstNrs.length,
    Framtida: result.framtida,
    Vantar: byDay(result.waiting),
    Brytdatum: ctx.company.brytdatum,
    Idag: today,
  };
  const stored = result.stored ?? {
    id: NULL_ID,
    fromDatum: window.from,
    toDatum: window.to,
    antal: 0,
    createdByNamn: ctx.auth.user.namn,
    createdAt: now,
  };
  return { export: { ...presentExport(stored), ...facts }, anstNrs: result.anstNrs };
}
