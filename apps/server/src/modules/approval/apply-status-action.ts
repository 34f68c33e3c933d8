// POST /godkann, /attest, /ersattningar/godkann, /ersattningar/attest: approval and attestation
// over a period (SPEC §4 Attest status; domain status.ts), of time rows or compensation rows.
import {
  TIME_ENTRY_STATUSES,
  transition,
  type AccessContext,
  type StatusAction,
  type StatusFlags,
  type TimeEntryStatus,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { writeAudit } from '../../plugins/access/store';
import type { Moved, StatusRows } from '../../shared/row-status';
import { statusFlags } from '../time';
import { employeesToMove, rowsToMove } from './access';

/** The rows a status endpoint moves: its actions, who may take them (a portal flag) and the rows. */
export interface StatusTarget {
  actions: readonly string[];
  may: (access: AccessContext) => boolean;
  rows: StatusRows;
}

/** The status moves the action makes, refused as a whole when the company's switches forbid it. */
function movesOf(action: Exclude<StatusAction, 'transfer'>, flags: StatusFlags) {
  const probe = transition('NOT_APPROVED', action, flags);
  if (!probe.ok && probe.reason !== 'timeReport.refused.wrongStatus')
    throw new ApiError('StatusChangeNotAllowed', { details: [{ Field: 'Action', Code: probe.reason }] });
  const moves: { from: TimeEntryStatus; to: TimeEntryStatus }[] = [];
  for (const from of TIME_ENTRY_STATUSES) {
    const t = transition(from, action, flags);
    if (t.ok) moves.push({ from, to: t.status });
  }
  return moves;
}

/** The endpoint's action and access: 400 for an action it does not take, 403 without the flag. */
function checkAction(ctx: CompanyContext, action: StatusAction, target: StatusTarget) {
  if (!target.actions.includes(action))
    throw new ApiError('ValidationFailed', { details: [{ Field: 'Action', Code: 'validation.invalid' }] });
  if (!target.may(ctx.access)) throw new ApiError('RoleNotAllowed');
}

/**
 * Moves every row of the given employees in the period that the action applies to. Employees
 * outside the caller's scope are refused as a whole (403 EmployeeNotAllowed); an attester does
 * not attest their own time (those rows stay as they are and count as unchanged).
 */
export async function applyStatusAction(
  db: Db,
  ctx: CompanyContext,
  input: { Action: Exclude<StatusAction, 'transfer'>; AnstNr: readonly string[]; From: string; To: string },
  now: Date,
  target: StatusTarget,
): Promise<{ Andrade: number; Oforandrade: number; anstNrs: string[] }> {
  const { Action: action, From: from, To: to } = input;
  checkAction(ctx, action, target);
  const { rows } = target;
  const period = { from, to };
  const flags = statusFlags(ctx);
  const wanted = await employeesToMove(db, ctx, input.AnstNr);
  const targets = rowsToMove(ctx, action, wanted);
  const moves = movesOf(action, flags);
  const by = { userId: ctx.auth.user.id, namn: ctx.auth.user.namn, at: now };
  const ftgId = ctx.company.ftgId;
  const { changed, total } = await db.transaction(async (tx) => {
    const total = await rows.count(tx, ftgId, wanted, period);
    if (targets.length === 0) return { changed: [], total };
    const changed: Moved[] = [];
    for (const m of moves) {
      const moved = await rows.move(tx, ftgId, targets, period, m.from, m.to, by);
      changed.push(...moved.map((r) => ({ ...r, ...m })));
    }
    await rows.record(tx, ctx, now, action, changed);
    if (changed.length > 0)
      await writeAudit(tx, {
        at: now,
        userId: ctx.auth.user.id,
        ftgId,
        action: rows.audit,
        details: {
          Action: action,
          From: period.from,
          To: period.to,
          Antal: changed.length,
          AnstNr: [...new Set(changed.map((c) => c.anstNr))],
        },
      });
    return { changed, total };
  });
  return {
    Andrade: changed.length,
    Oforandrade: total - changed.length,
    anstNrs: [...new Set(changed.map((c) => c.anstNr))],
  };
}
