// What the time entry use cases share with the areas that write time rows through them (punches,
// payroll, approval, absence): audit events and telling the browsers that time changed.
import type { FastifyInstance } from 'fastify';
import type { TimeEntryEventName } from '@lonportal/domain';
import { publishRows } from '../../shared/live-rows';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

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
