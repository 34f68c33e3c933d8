// POST /leaveapplications/beslut: a manager approves, denies or reverts applications in bulk
// (SPEC §4 Leave application). An approved application owns its absence rows in the time report.
import { leaveDecisionTarget, leaveHasRows, type LeaveDecision } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import type { ScopedEmployee } from '../time';
import { audit, employeeAbsenceDays, syncOwnedRows } from '../absence';
import { decidableApplications } from './access';
import * as repo from './repository';
import { showApplications } from './show-applications';

/** Moves one application to the decision's status inside `tx`, with its rows. */
async function decideOne(
  tx: Db,
  ctx: CompanyContext,
  r: repo.LeaveRow,
  employee: ScopedEmployee,
  decision: LeaveDecision,
  kommentar: string,
  now: Date,
) {
  const status = leaveDecisionTarget(r.status, decision)!;
  const days = leaveHasRows(status)
    ? await employeeAbsenceDays(tx, ctx, r.anstNr, r.fromDatum, r.toDatum, r.omfattning)
    : [];
  await syncOwnedRows(tx, ctx, employee, { leaveId: r.id }, 'LEDIGHET', r.tidKod, days, now);
  const after = await repo.updateApplication(tx, ctx.company.ftgId, r.id, r.version, {
    status,
    beslutKommentar: kommentar,
    beslutAvNamn: ctx.auth.user.namn,
    beslutAt: now,
    updatedAt: now,
  });
  if (!after) throw new ApiError('VersionConflict');
  await audit(tx, ctx, now, 'leave.decided', {
    LedighetId: r.id,
    AnstNr: r.anstNr,
    Beslut: decision,
    Status: status,
  });
  return after;
}

/**
 * A manager's decision on some applications, all or none: each must be in their scope (not their
 * own) and in a state the decision can be taken from. Approving writes the absence rows; denying
 * or reverting an approved one removes them (refused when a day is attested or transferred).
 */
export async function decideLeave(
  db: Db,
  ctx: CompanyContext,
  ids: readonly string[],
  decision: LeaveDecision,
  kommentar: string,
  now: Date,
) {
  const { rows, employees, byAnstNr } = await decidableApplications(db, ctx, ids, decision);
  const decided = await db.transaction(async (tx) => {
    const out: repo.LeaveRow[] = [];
    for (const r of rows)
      out.push(await decideOne(tx, ctx, r, byAnstNr.get(r.anstNr)!, decision, kommentar, now));
    return out;
  });
  return { applications: await showApplications(db, ctx, decided, employees), anstNrs: [...byAnstNr.keys()] };
}
