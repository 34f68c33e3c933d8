// Whose time the caller may see and change: the employee scope of shared/employee-scope.ts, and
// which roles change rather than only read.
import { actsAsManagerFor, can, canReportTimeFor, mayEdit, type StatusFlags } from '@lonportal/domain';
import { employeeFilter, employeeInFilter } from '../../shared/employee-scope';
import { readAll, type Db } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

export type { ScopedEmployee } from './repository';

/** The employees the caller may see (optionally only these AnstNr). */
export async function employeesInScope(db: Db, ctx: CompanyContext, only?: readonly string[]) {
  return repo.listEmployees(db, ctx.company.ftgId, await employeeFilter(db, ctx), { only });
}

/**
 * The employees the caller acts as a manager for (actsAsManager as a condition of the query): those
 * in scope but themselves, none for a role that reports only its own time. `activeOnly` leaves out
 * the locked personnel records.
 */
export async function managedEmployees(
  db: Db,
  ctx: CompanyContext,
  selection: { only?: readonly string[] | undefined; activeOnly?: boolean } = {},
) {
  if (!can('reportTimeForOthers', ctx.access)) return [];
  const filter = await employeeFilter(db, ctx);
  return repo.listEmployees(db, ctx.company.ftgId, filter, {
    ...selection,
    except: ctx.access.AnstNr ?? undefined,
  });
}

/** One employee the caller may handle, or 403 EmployeeNotAllowed (also for an unknown AnstNr). */
export async function requireEmployee(db: Db, ctx: CompanyContext, anstNr: string) {
  const [employee] = await employeesInScope(db, ctx, [anstNr]);
  if (!employee) throw new ApiError('EmployeeNotAllowed');
  return employee;
}

/**
 * What one employee's period needs (repository periodBasis) when the caller may see them, else
 * null (also for an unknown AnstNr). The caller's filter is tried on the personnel record read with
 * the period, as the statement is prepared once and cannot take the filter's shape of SQL
 * (employeeInFilter, held to employeeFilterWhere's answers by its test).
 */
export async function visiblePeriodBasis(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
) {
  const [filter, basis] = await readAll(db, [
    () => employeeFilter(db, ctx),
    () => repo.periodBasis(db, ctx.company.ftgId, anstNr, from, to),
  ]);
  return basis?.employee && employeeInFilter(filter, basis.employee) ? basis : null;
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
