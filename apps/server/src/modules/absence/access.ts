// The absence area's policy: whose reports and children the caller may change (the time scope and
// a role that reports time, SPEC §6), which days lock a report's rows, and whom the absence
// calendar shows.
import { can, mayEdit } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { employeeFilter, type EmployeeFilter } from '../../shared/employee-scope';
import {
  actsAsManager,
  requireEmployee,
  requireReporter,
  statusFlags,
  type EntryRow,
  type ScopedEmployee,
} from '../time';
import * as repo from './repository';

/** An employee the caller may report absence for and keep the child register of. */
export async function reportableEmployee(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
): Promise<ScopedEmployee> {
  requireReporter(ctx, anstNr);
  return requireEmployee(db, ctx, anstNr);
}

/** A report the caller may change, at the version they read, with its employee. */
export async function editableReport(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findReport(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const employee = await reportableEmployee(db, ctx, row.anstNr);
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

/** A child of the register the caller may change. */
export async function editableChild(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findChild(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await reportableEmployee(db, ctx, row.anstNr);
  return row;
}

/** Days of rows the caller could not change (attested or transferred): what locks a report. */
export function lockedDays(ctx: CompanyContext, rows: readonly EntryRow[]): string[] {
  const flags = statusFlags(ctx);
  return rows
    .filter((r) => r.exportId !== null || !mayEdit(r.status, flags, actsAsManager(ctx, r.anstNr)))
    .map((r) => r.datum)
    .sort();
}

/** Whom the caller sees in the calendar: their employee scope, or for an employee their department. */
export async function calendarFilter(db: Db, ctx: CompanyContext): Promise<EmployeeFilter> {
  const filter = await employeeFilter(db, ctx);
  if (filter.kind !== 'self' || !filter.anstNr) return filter;
  const avdelning = await repo.departmentOf(db, ctx.company.ftgId, filter.anstNr);
  return avdelning ? { kind: 'department', avdelning, anstNr: filter.anstNr } : filter;
}

/**
 * Whether the caller sees the calendar as a manager: every department, and the reason of everyone's
 * absence (an employee sees the reason of their own only).
 */
export const calendarManager = (ctx: CompanyContext): boolean => can('reportTimeForOthers', ctx.access);
