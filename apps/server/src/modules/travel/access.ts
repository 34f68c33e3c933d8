// Whose trips the caller may see and change, and when a trip is closed to them: the employee scope
// and the reporting roles of time (time/access.ts), and a completed trip changed only by reverting
// it (SPEC §4 Travel expense).
import { canReportTimeFor } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { requireEmployee, requireReporter } from '../time';
import * as repo from './repository';

/** Why the caller may not change the trip, or null (an i18n key under travel.locked). */
export function tripLock(ctx: CompanyContext, row: Pick<repo.TravelRow, 'status' | 'anstNr'>): string | null {
  if (row.status === 'COMPLETED') return 'travel.locked.completed';
  // BRU only reads (and attests): the same roles report trips as report time.
  if (!canReportTimeFor(ctx.access, row.anstNr)) return 'travel.locked.readOnly';
  return null;
}

/** An employee the caller may report trips for. */
export async function reportableEmployee(db: Db, ctx: CompanyContext, anstNr: string) {
  requireReporter(ctx, anstNr);
  return requireEmployee(db, ctx, anstNr);
}

/** A trip of an employee in the caller's scope, or 404 (and 403 outside the scope). */
export async function visibleTrip(db: Db, ctx: CompanyContext, id: string) {
  const row = await repo.findTrip(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await requireEmployee(db, ctx, row.anstNr);
  return row;
}

/** A trip the caller may change: in scope, not completed, at the version they read. */
export async function editableTrip(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findTrip(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await reportableEmployee(db, ctx, row.anstNr);
  if (row.status === 'COMPLETED') throw new ApiError('TravelNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return row;
}

/** A completed trip the caller may revert: in scope, at the version they read. */
export async function revertibleTrip(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findTrip(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  await reportableEmployee(db, ctx, row.anstNr);
  if (row.status !== 'COMPLETED') throw new ApiError('StatusChangeNotAllowed');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return row;
}
