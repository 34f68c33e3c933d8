// The first step of a transfer to payroll (DOMAIN §12, ADR 0007): the period's rows that are ready
// for payroll under the company's switches are locked with the export's id.
import { transferableStatuses } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { statusFlags } from '../time';
import * as repo from './repository';

/** The rows a transfer took, in the file's order, and their employees in Swedish order. */
export interface LockedRows {
  rows: repo.LockedRow<'time'>[];
  payRows: repo.LockedRow<'compensations'>[];
  anstNrs: string[];
}

const byEmployeeDay = (
  a: { anstNr: string; datum: string; id: string },
  b: { anstNr: string; datum: string; id: string },
) => a.anstNr.localeCompare(b.anstNr, 'sv') || a.datum.localeCompare(b.datum) || a.id.localeCompare(b.id);

const byEmployeeDayStart = (a: repo.LockedRow<'time'>, b: repo.LockedRow<'time'>) =>
  a.anstNr.localeCompare(b.anstNr, 'sv') ||
  a.datum.localeCompare(b.datum) ||
  (a.startTid ?? '').localeCompare(b.startTid ?? '') ||
  a.id.localeCompare(b.id);

/**
 * Locks the period's time and compensation rows in a transferable status (status.ts
 * transferableStatuses: attested, or approved when the company does not attest) with the export's
 * id. Rows already transferred are LOCKED, so a repeated export takes only what is new; null when
 * there is nothing.
 */
export async function lockTransferable(
  tx: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  exportId: string,
  now: Date,
): Promise<LockedRows | null> {
  const flags = statusFlags(ctx);
  const { ftgId } = ctx.company;
  const by = { userId: ctx.auth.user.id, namn: ctx.auth.user.namn, at: now };
  const transferable = transferableStatuses(flags);
  const rows = await repo.lockTransferableRows(tx, 'time', ftgId, period, transferable, exportId, by);
  const payRows = await repo.lockTransferableRows(
    tx,
    'compensations',
    ftgId,
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
  return { rows, payRows, anstNrs };
}
