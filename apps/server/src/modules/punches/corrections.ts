// Changing a punch after the fact (domain punches/punches.ts rules 2, 5, 6, 7): a
// correction with a reason, deletion, and closing a forgotten punch-out from the schedule. The
// punch's time entry follows while it may still change; otherwise the punch is refused too.
import {
  endsWithSchedule,
  isForgottenPunch,
  punchCorrectionErrors,
  PUNCH_REASON_FROM_SCHEDULE,
  type Stampling,
} from '@lonportal/domain/punches/punches';
import { punchDeleteLocked, punchEditLocked } from '@lonportal/domain/access/capabilities';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import {
  createEntriesFor,
  deleteEntry,
  requireEmployee,
  requireReporter,
  type ScopedEmployee,
  updateEntry,
} from '../time';
import * as repo from './repository';
import { changeableEntry, loadDays, presentOne, punchDate, punchEntryValues } from './shared';

export interface Change {
  anstNr: string;
  /** Whether its time entry changed (the time report changed too). */
  entryChanged: boolean;
}
export type ChangeResult = Change & { stampling: Stampling };

/** A punch the caller may handle, at the version they read. */
async function punchToChange(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findPunch(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  requireReporter(ctx, row.anstNr);
  const employee = await requireEmployee(db, ctx, row.anstNr);
  return { row, employee, checkVersion: () => row.version === version || throwConflict() };
}

const throwConflict = (): never => {
  throw new ApiError('VersionConflict');
};

/**
 * Writes a closed punch's time entry (updates it, or makes it when there is none) and the punch,
 * in one transaction; the punch at `version` or a conflict.
 */
async function saveClosed(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  row: repo.PunchRow,
  values: { inAt: Date; outAt: Date; rastMinuter: number; orsak: string },
  now: Date,
): Promise<repo.PunchRow> {
  const entry = await changeableEntry(db, ctx, row);
  return db.transaction(async (tx) => {
    const entryValues = await punchEntryValues(tx, ctx, employee, values);
    const timeEntryId = entry
      ? (await updateEntry(tx, ctx, entry.id, entryValues, entry.version, now)).Id
      : ((await createEntriesFor(tx, ctx, employee, [entryValues], 'STAMPLING', now))[0]?.Id ?? null);
    const saved = await repo.updatePunch(tx, ctx.company.ftgId, row.id, row.version, {
      ...values,
      datum: punchDate(values.inAt),
      rastStart: null,
      timeEntryId,
      updatedBy: ctx.auth.user.id,
      updatedAt: now,
    });
    return saved ?? throwConflict();
  });
}

/** PUT /stamplingar/{Id}: corrected times with a reason (Ut null keeps an open punch open). */
export async function correctPunch(
  db: Db,
  ctx: CompanyContext,
  id: string,
  input: { In: string; Ut: string | null; RastMinuter: number; Orsak: string; Version: number },
  now: Date,
): Promise<ChangeResult> {
  const { row, employee, checkVersion } = await punchToChange(db, ctx, id, input.Version);
  if (punchEditLocked(ctx.access, ctx.portal)) throw new ApiError('PunchEditLocked');
  checkVersion();
  const inAt = new Date(input.In);
  const outAt = input.Ut === null ? null : new Date(input.Ut);
  if (row.outAt && !outAt) throw fieldError('Ut', 'validation.required');
  const details = punchCorrectionErrors({ In: inAt, Ut: outAt, RastMinuter: input.RastMinuter }, now);
  if (details.length > 0) throw new ApiError('ValidationFailed', { details });
  const span = { ftgId: ctx.company.ftgId, anstNr: row.anstNr, id: row.id, inAt, outAt: outAt ?? now };
  if (await repo.overlapsOther(db, span)) throw fieldError('In', 'validation.punch.overlaps');

  const values = { inAt, rastMinuter: input.RastMinuter, orsak: input.Orsak };
  let saved: repo.PunchRow;
  if (outAt) {
    saved = await saveClosed(db, ctx, employee, row, { ...values, outAt }, now);
  } else {
    const open = await repo.updatePunch(db, ctx.company.ftgId, row.id, row.version, {
      ...values,
      datum: punchDate(inAt),
      updatedBy: ctx.auth.user.id,
      updatedAt: now,
    });
    saved = open ?? throwConflict();
  }
  return {
    stampling: await presentOne(db, ctx, saved, now),
    anstNr: row.anstNr,
    entryChanged: outAt !== null,
  };
}

/** DELETE /stamplingar/{Id}: the punch and the time entry it became. */
export async function removePunch(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<Change> {
  const { row, checkVersion } = await punchToChange(db, ctx, id, version);
  if (punchDeleteLocked(ctx.access, ctx.portal)) throw new ApiError('PunchDeleteLocked');
  checkVersion();
  const entry = await changeableEntry(db, ctx, row);
  await db.transaction(async (tx) => {
    if (entry) await deleteEntry(tx, ctx, entry.id, entry.version, now);
    if (!(await repo.deletePunch(tx, ctx.company.ftgId, row.id, version))) throwConflict();
  });
  return { anstNr: row.anstNr, entryChanged: entry !== null };
}

/**
 * POST /stamplingar/{Id}/stangfranschema: a forgotten punch-out closed at its day's scheduled end
 * (rule 5). Open to employees under LockStamplingEdit too (rule 7): the time is the schedule's.
 */
export async function closeFromSchedule(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<ChangeResult> {
  const { row, employee, checkVersion } = await punchToChange(db, ctx, id, version);
  checkVersion();
  if (row.outAt) throw new ApiError('PunchNotOpen');
  const day =
    (await loadDays(db, ctx.company.ftgId, row.anstNr, row.datum, row.datum)).get(row.datum) ?? null;
  if (!isForgottenPunch(row, day, now, ctx.portal.AvvikandeStamplingMinuter))
    throw new ApiError('PunchNotForgotten');
  if (!day || !endsWithSchedule(row.inAt, day.end)) throw new ApiError('PunchNoSchedule');
  // A break still going on ends with the day; one begun after the scheduled end does not count.
  const rastStart = row.rastStart && row.rastStart < day.end ? row.rastStart : null;
  const rastMinuter =
    row.rastMinuter + (rastStart ? Math.round((day.end.getTime() - rastStart.getTime()) / 60_000) : 0);
  const saved = await saveClosed(
    db,
    ctx,
    employee,
    row,
    { inAt: row.inAt, outAt: day.end, rastMinuter, orsak: PUNCH_REASON_FROM_SCHEDULE },
    now,
  );
  return { stampling: await presentOne(db, ctx, saved, now), anstNr: row.anstNr, entryChanged: true };
}
