// What the time entry use cases share with the areas that write time rows through them (punches,
// payroll, approval, absence): audit events, telling the browsers that time changed, and the
// schedules of a period.
import type { FastifyInstance } from 'fastify';
import type { TimeEntryEventName } from '@lonportal/domain';
import { publishRows } from '../../shared/live-rows';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { schedulesFrom } from './report-reads';
import * as repo from './repository';
import { listArbScheman, listHolidays, listPerSchema } from '../../shared/reference-reads';

/** Audit rows for changes the caller made (SPEC "audit log entry"). */
export function recordEvents(
  db: Db,
  ctx: CompanyContext,
  at: Date,
  events: {
    entryId: string;
    anstNr: string;
    handelse: TimeEntryEventName;
    details?: Record<string, unknown>;
  }[],
) {
  return repo.insertEvents(
    db,
    events.map((e) => ({
      ftgId: ctx.company.ftgId,
      entryId: e.entryId,
      anstNr: e.anstNr,
      handelse: e.handelse,
      userId: ctx.auth.user.id,
      userNamn: ctx.auth.user.namn,
      at,
      details: e.details ?? {},
    })),
  );
}

/** Tells the company's open calendars and lists that these employees' time changed. */
export const publishTimeEntries = (app: FastifyInstance, ctx: CompanyContext, anstNrs: readonly string[]) =>
  publishRows(app, ctx, 'timeEntries', anstNrs);

/** Scheduled hours per day and the days off of a period, for some employees (one query each). */
export async function loadSchedules(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[] | null,
  from: string,
  to: string,
) {
  const [periods, scheman, daysOff] = await readAll(db, [
    () => listPerSchema(db, ftgId, anstNrs),
    () => listArbScheman(db, ftgId),
    () => listHolidays(db, ftgId, from, to),
  ]);
  return { periods, daysOff, scheduleOf: schedulesFrom(periods, scheman, daysOff, from, to) };
}
