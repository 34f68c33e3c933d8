// The leave area's policy (SPEC §6 /leaveapplications, §7 /leaveapplications/admin): an employee
// changes their own applications while they are in review; the deciding roles decide on those of
// the employees they manage, never their own.
import { can, leaveDecisionTarget, leaveEditable, type LeaveDecision } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { actsAsManager, employeesInScope, requireEmployee, requireReporter } from '../time';
import * as repo from './repository';

/** The admin view and the decisions need a deciding role (decideLeave). */
export function requireDecider(ctx: CompanyContext): void {
  if (!can('decideLeave', ctx.access)) throw new ApiError('RoleNotAllowed');
}

/** An application the caller may change: their scope's, still in review, at the version they read. */
export async function editableApplication(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findApplication(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  const employee = await requireEmployee(db, ctx, row.anstNr);
  if (!leaveEditable(row.status)) throw new ApiError('LeaveNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

/**
 * The applications a decision is taken on, all or none: each must exist (404), be of an employee
 * the caller manages (403) and be in a state the decision can be taken from (409).
 */
export async function decidableApplications(
  db: Db,
  ctx: CompanyContext,
  ids: readonly string[],
  decision: LeaveDecision,
) {
  requireDecider(ctx);
  const wanted = [...new Set(ids)];
  const rows = await repo.findApplications(db, ctx.company.ftgId, wanted);
  if (rows.length !== wanted.length) throw new ApiError('NotFound');
  const employees = await employeesInScope(db, ctx, [...new Set(rows.map((r) => r.anstNr))]);
  const byAnstNr = new Map(employees.map((e) => [e.anstNr, e]));
  for (const r of rows) {
    if (!byAnstNr.has(r.anstNr) || !actsAsManager(ctx, r.anstNr)) throw new ApiError('EmployeeNotAllowed');
    if (!leaveDecisionTarget(r.status, decision)) throw new ApiError('LeaveDecisionNotAllowed');
  }
  return { rows, employees, byAnstNr };
}
