// Whose compensation rows the caller may see and change, and when a row is closed to them: the
// employee scope and reporting roles of time (time/access.ts), and the row's own lock (SPEC §4
// Compensation: transferred, attested, approved, or made by a guide, a trip or an import).
import { canAttestCompensations, compensationLock as lockOf, type CompensationLock } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { actsAsManager, requireEmployee, requireReporter, statusFlags } from '../time';
import * as repo from './repository';

/**
 * Why the caller may not change the row, or null (an i18n key under compensations.locked), in the
 * company's status flow; as the caller stands to the row's employee unless `asManager` says.
 */
export const compensationLock = (
  ctx: CompanyContext,
  row: Pick<repo.CompensationRow, 'status' | 'kalla' | 'anstNr'>,
  asManager = actsAsManager(ctx, row.anstNr),
): CompensationLock | null => lockOf({ Status: row.status, Kalla: row.kalla }, statusFlags(ctx), asManager);

/** An employee the caller may report compensations for. */
export async function reportableEmployee(db: Db, ctx: CompanyContext, anstNr: string) {
  requireReporter(ctx, anstNr);
  return requireEmployee(db, ctx, anstNr);
}

/** A row the caller may change: in scope, open to them, at the version they read. */
export async function editableRow(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findCompensation(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const employee = await reportableEmployee(db, ctx, row.anstNr);
  if (compensationLock(ctx, row)) throw new ApiError('CompensationNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

/** SPEC §4, §6: the compensations' attest is the attesters' where the portal attests them. */
export function requireCompensationAttester(ctx: CompanyContext): void {
  if (!canAttestCompensations(ctx.access)) throw new ApiError('RoleNotAllowed');
}
