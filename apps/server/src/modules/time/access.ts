// Whose time the caller may see and change: the employee scope of shared/employee-scope.ts, and
// which roles change rather than only read.
import { actsAsManagerFor, canReportTimeFor, mayEdit, type StatusFlags } from '@lonportal/domain';
import { employeeFilter } from '../../shared/employee-scope';
import type { Db } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

export type { ScopedEmployee } from './repository';

/** The employees the caller may see (optionally only these AnstNr). */
export async function employeesInScope(db: Db, ctx: CompanyContext, only?: readonly string[]) {
  return repo.listEmployees(db, ctx.company.ftgId, await employeeFilter(db, ctx), only);
}

/** One employee the caller may handle, or 403 EmployeeNotAllowed (also for an unknown AnstNr). */
export async function requireEmployee(db: Db, ctx: CompanyContext, anstNr: string) {
  const [employee] = await employeesInScope(db, ctx, [anstNr]);
  if (!employee) throw new ApiError('EmployeeNotAllowed');
  return employee;
}

/** Whether the caller acts as a manager for this employee (not on their own time). */
export const actsAsManager = (ctx: CompanyContext, anstNr: string): boolean =>
  actsAsManagerFor(ctx.access, anstNr);

/** Changing rows needs a role that reports time: BRU only reads (and attests). */
export function requireReporter(ctx: CompanyContext, anstNr: string): void {
  if (!canReportTimeFor(ctx.access, anstNr)) throw new ApiError('EmployeeNotAllowed');
}

export const statusFlags = (ctx: CompanyContext): StatusFlags => ({
  KalUseLonReady: ctx.company.kalUseLonReady,
  KalUseAttest: ctx.company.kalUseAttest,
});

/** A row the caller may change: in scope, editable in its status, at the version they read. */
export async function editableRow(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findEntry(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  if (row.absenceId || row.leaveId) throw new ApiError('EntryOwnedByAbsence');
  const employee = await requireEmployee(db, ctx, row.anstNr);
  if (!mayEdit(row.status, statusFlags(ctx), actsAsManager(ctx, row.anstNr)))
    throw new ApiError('TimeEntryNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}
