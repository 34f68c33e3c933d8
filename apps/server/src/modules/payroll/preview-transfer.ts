// GET /api/lonexport/forhandsvisning: what a transfer of a period would take, before it is made
// (domain payroll/transfer-window.ts): the dates it covers under the cut-off day, its rows and
// people, the planned absence after today it takes, and the ready rows that wait (dated after
// today, or after the cut-off for the next period's transfer), each day named.
import { byDay } from '@lonportal/domain/time/approval-window';
import type { PayrollPreview } from '@lonportal/domain/payroll/transfer-window';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { transferScope, type TransferScope } from './lock-transferable';
import * as repo from './repository';

/** The ready rows from the window's first day to the later of the period's and the window's last. */
export async function readyInPeriod(
  db: Db,
  ctx: CompanyContext,
  scope: TransferScope,
  period: { from: string; to: string },
) {
  const range = { from: scope.window.from, to: period.to > scope.window.to ? period.to : scope.window.to };
  const read = (kind: repo.TransferKind) => () =>
    repo.readyRows(db, kind, ctx.company.ftgId, range, scope.transferable[kind], scope.rules[kind]);
  const [time, compensations] = await readAll(db, [read('time'), read('compensations')]);
  return [...time, ...compensations];
}

/** Rows by day, of those dated after today. */
export const futureDays = (rows: readonly { datum: string }[], today: string) =>
  byDay(rows.filter((r) => r.datum > today));

export async function previewTransfer(
  db: Db,
  ctx: CompanyContext,
  period: { from: string; to: string },
  now: Date,
): Promise<PayrollPreview> {
  const scope = transferScope(ctx, period, now);
  const rows = await readyInPeriod(db, ctx, scope, period);
  const going = rows.filter((r) => r.goes);
  return {
    From: scope.window.from,
    To: scope.window.to,
    Antal: going.length,
    Anstallda: new Set(going.map((r) => r.anstNr)).size,
    Framtida: futureDays(going, scope.today),
    Vantar: byDay(rows.filter((r) => !r.goes)),
    Brytdatum: ctx.company.brytdatum,
    Idag: scope.today,
  };
}
