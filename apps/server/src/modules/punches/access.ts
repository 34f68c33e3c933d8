// The punch clock's policy (domain punches/punches.ts rule 7, access/capabilities.ts): which punch
// the caller may change, at which version, and whether its time entry may still change with it.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import {
  actsAsManager,
  type EntryRow,
  presentEntry,
  requireEmployee,
  requireReporter,
  statusFlags,
  timeReads,
} from '../time';
import * as repo from './repository';

/** A punch the caller may handle, at the version they read. */
export async function punchToChange(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findPunch(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  const employee = await requireEmployee(db, ctx, row.anstNr);
  return { row, employee, checkVersion: () => row.version === version || throwConflict() };
}

export const throwConflict = (): never => {
  throw new ApiError('VersionConflict');
};

/** Why the caller may not change this time entry (the time report's i18n key), '' when they may. */
export const entryLockOf = (ctx: CompanyContext, entry: EntryRow | null): string =>
  entry ? presentEntry(entry, statusFlags(ctx), actsAsManager(ctx, entry.anstNr)).LastOrsak : '';

/** The time entry of a punch, refused with its reason when the caller may not change it any more. */
export async function changeableEntry(
  db: Db,
  ctx: CompanyContext,
  row: repo.PunchRow,
): Promise<EntryRow | null> {
  const entry = row.timeEntryId ? await timeReads.findEntry(db, ctx.company.ftgId, row.timeEntryId) : null;
  const lock = entryLockOf(ctx, entry);
  if (lock) throw new ApiError('TimeEntryNotEditable', { details: [{ Field: 'TidradId', Code: lock }] });
  return entry;
}
