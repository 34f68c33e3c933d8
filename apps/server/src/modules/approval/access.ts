// The approval area's policy (SPEC §4 Attest status, §6): a status action takes the employees the
// caller may see, all or none, and an attester does not attest their own time.
import type { StatusAction } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { employeesInScope } from '../time';

/** The employees named, once each; 403 EmployeeNotAllowed when one is outside the caller's scope. */
export async function employeesToMove(db: Db, ctx: CompanyContext, anstNrs: readonly string[]) {
  const wanted = [...new Set(anstNrs)];
  const allowed = await employeesInScope(db, ctx, wanted);
  if (allowed.length !== wanted.length) throw new ApiError('EmployeeNotAllowed');
  return wanted;
}

/** Whose rows the action moves: an attester's own rows stay as they are (and count as unchanged). */
export function rowsToMove(ctx: CompanyContext, action: StatusAction, wanted: readonly string[]): string[] {
  const own = ctx.access.AnstNr;
  const attesting = action === 'attest' || action === 'unattest';
  return attesting ? wanted.filter((a) => a !== own) : [...wanted];
}
