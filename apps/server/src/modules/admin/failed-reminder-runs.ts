// GET /admin/reminders/failures: the company's runs that failed for good (after their retries) in
// the last 30 days (ADR 0023), with the reminder's name and the error.
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { presentFailedRun } from './reminders-presenter';
import * as repo from './reminders-repository';

export async function failedReminderRuns(app: FastifyInstance, ctx: CompanyContext) {
  const failed = await app.jobs.failed('reminder-run', { FtgId: ctx.company.ftgId });
  const names = new Map((await repo.listReminders(app.db, ctx.company.ftgId)).map((r) => [r.id, r.namn]));
  return failed.map((f) => presentFailedRun(f, names));
}
