// GET /admin/reminders: the company's reminders with their next run.
import type { Reminder } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentReminder } from './reminders-presenter';
import * as repo from './reminders-repository';

export async function listReminders(db: Db, ctx: CompanyContext, now: Date): Promise<Reminder[]> {
  return (await repo.listReminders(db, ctx.company.ftgId)).map((r) => presentReminder(r, now));
}
