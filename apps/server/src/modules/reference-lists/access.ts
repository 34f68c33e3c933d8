// Whose reference data the caller may read: an employee's schedule within the employee scope, and
// PER's code groups from their own employee record (SPEC §6).
import { canReadEmployee, isOwnEmployeeOnly } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { isEmployeeInScope } from '../../shared/employee-scope';
import * as repo from './repository';

/** A code group no code is in: a PER user without an employee record gets no codes at all. */
const NO_GROUP = '\u0000none';

/** SPEC §6: PER sees only their own employee record, AVD their department (shared/employee-scope.ts). */
export async function assertMayReadEmployee(db: Db, ctx: CompanyContext, anstNr: string): Promise<void> {
  if (!canReadEmployee(ctx.access, anstNr)) throw new ApiError('RoleNotAllowed');
  if (!(await isEmployeeInScope(db, ctx, anstNr))) throw new ApiError('EmployeeNotAllowed');
}

/** SPEC §6: for PER the code groups come from their own employee record, whatever they ask for. */
export async function codeGroupOf(
  db: Db,
  ctx: CompanyContext,
  asked: string | undefined,
  kind: 'tid' | 'lon',
): Promise<string | undefined> {
  if (!isOwnEmployeeOnly(ctx.access)) return asked;
  const own = ctx.access.AnstNr ? await repo.findEmployee(db, ctx.company.ftgId, ctx.access.AnstNr) : null;
  return (kind === 'tid' ? own?.tidKodGrupp : own?.lonKodGrupp) ?? NO_GROUP;
}
