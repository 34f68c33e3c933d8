// The first step of a transfer to payroll (DOMAIN §12, ADR 0007): the period's rows that are ready
// for payroll under the company's switches, and that have happened up to the company's cut-off day
// (domain payroll/transfer-window.ts), are locked with the export's id.
import { transferableStatuses, type TimeEntryStatus } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { lastDoneDay, transferWindow } from '@lonportal/domain/payroll/transfer-window';
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

/** What a transfer of a period takes under the company's cut-off day on the app's day `now`. */
export interface TransferScope {
  /** The dates the transfer covers (transferWindow). */
  window: { from: string; to: string };
  today: string;
  /** The statuses ready for payroll, of time rows and of compensation rows. */
  transferable: { time: TimeEntryStatus[]; compensations: TimeEntryStatus[] };
  /** Which rows of each kind go (repository TransferRule). */
  rules: { time: repo.TransferRule; compensations: repo.TransferRule };
}

export function transferScope(
  ctx: CompanyContext,
  period: { from: string; to: string },
  now: Date,
): TransferScope {
  const flags = statusFlags(ctx);
  const today = stockholmWallTime(now).Datum;
  const w = transferWindow({ From: period.from, To: period.to }, ctx.company.brytdatum);
  const window = { from: w.From, to: w.To };
  const lastDone = lastDoneDay(w, today);
  const time = transferableStatuses(flags);
  return {
    window,
    today,
    transferable: {
      time,
      // Where the portal does not attest compensations, they are ready when time would be without attest.
      compensations: ctx.portal.EnableAttestErsattningarView
        ? time
        : transferableStatuses({ ...flags, KalUseAttest: false }),
    },
    rules: {
      // Planned absence after today went through an approval or attest that named it, where the
      // company has either step (time/approval-window.ts); with neither, nothing future goes.
      time: { window, lastDone, inAdvance: flags.KalUseLonReady || flags.KalUseAttest },
      // No compensation row goes before its day.
      compensations: { window, lastDone, inAdvance: false },
    },
  };
}

/**
 * Locks the time and compensation rows the transfer takes (`scope`: ready for payroll under the
 * switches, in its window, happened or planned absence approved in advance) with the export's id.
 * Rows already transferred are LOCKED, so a repeated export takes only what is new; null when
 * there is nothing.
 */
export async function lockTransferable(
  tx: Db,
  ctx: CompanyContext,
  scope: TransferScope,
  exportId: string,
  now: Date,
): Promise<LockedRows | null> {
  const { ftgId } = ctx.company;
  const by = { userId: ctx.auth.user.id, namn: ctx.auth.user.namn, at: now };
  const lock = <K extends repo.TransferKind>(kind: K) =>
    repo.lockTransferableRows(tx, kind, ftgId, scope.rules[kind], scope.transferable[kind], exportId, by);
  const rows = await lock('time');
  const payRows = await lock('compensations');
  if (rows.length === 0 && payRows.length === 0) return null;
  rows.sort(byEmployeeDayStart);
  payRows.sort(byEmployeeDay);
  const anstNrs = [...new Set([...rows, ...payRows].map((r) => r.anstNr))].sort((a, b) =>
    a.localeCompare(b, 'sv'),
  );
  return { rows, payRows, anstNrs };
}
