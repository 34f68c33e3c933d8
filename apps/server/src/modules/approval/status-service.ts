// Approval and attestation over a period (SPEC §4 Attest status; domain status.ts), and the attest list.
import { TIME_ENTRY_STATUSES, transition, type StatusAction, type TimeEntryStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { writeAudit } from '../../plugins/access/store';
import type { Moved, StatusRows } from '../../shared/row-status';
import { employeesInScope, statusFlags } from '../time';

/**
 * Moves every row of the given employees in the period that the action applies to. Employees
 * outside the caller's scope are refused as a whole (403 EmployeeNotAllowed); an attester does
 * not attest their own time (those rows stay as they are and count as unchanged).
 */
export async function applyStatusAction(
  db: Db,
  ctx: CompanyContext,
  action: Exclude<StatusAction, 'transfer'>,
  anstNrs: readonly string[],
  period: { from: string; to: string },
  now: Date,
  rows: StatusRows,
): Promise<{ Andrade: number; Oforandrade: number; anstNrs: string[] }> {
  const flags = statusFlags(ctx);
  const wanted = [...new Set(anstNrs)];
  const allowed = await employeesInScope(db, ctx, wanted);
  if (allowed.length !== wanted.length) throw new ApiError('EmployeeNotAllowed');
  const own = ctx.access.AnstNr;
  const attesting = action === 'attest' || action === 'unattest';
  const targets = attesting ? wanted.filter((a) => a !== own) : wanted;
  const probe = transition('NOT_APPROVED', action, flags);
  if (!probe.ok && probe.reason !== 'timeReport.refused.wrongStatus')
    throw new ApiError('StatusChangeNotAllowed', { details: [{ Field: 'Action', Code: probe.reason }] });
  const moves: { from: TimeEntryStatus; to: TimeEntryStatus }[] = [];
  for (const from of TIME_ENTRY_STATUSES) {
    const t = transition(from, action, flags);
    if (t.ok) moves.push({ from, to: t.status });
  }
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
