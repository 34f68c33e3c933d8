// POST /stamplingar/{Id}/stangfranschema: a forgotten punch-out closed at the day's scheduled end
// (domain punches/punches.ts rule 5).
import {
  endsWithSchedule,
  isForgottenPunch,
  PUNCH_REASON_FROM_SCHEDULE,
} from '@lonportal/domain/punches/punches';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { punchToChange } from './access';
import { presentOne } from './present-punches';
import type { ChangeResult } from './presenter';
import { saveClosed } from './save-closed-punch';
import { loadDays } from './schedule-days';

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
