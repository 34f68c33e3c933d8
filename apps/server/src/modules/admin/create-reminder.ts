// POST /admin/reminders: a new reminder; its scheduled runs count from now.
import type { FastifyInstance } from 'fastify';
import type { Reminder, ReminderInput } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { checkInput, columnsOf } from './reminder-rules';
import { presentReminder } from './reminders-presenter';
import * as repo from './reminders-repository';

export async function createReminder(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: ReminderInput,
  now: Date,
): Promise<Reminder> {
  await checkInput(app, ctx, input);
  const row = await app.db.transaction(async (tx) => {
    const made = await repo.insertReminder(tx, ctx.company.ftgId, columnsOf(input), ctx.auth.user.id, now);
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'reminder.created',
      details: { Id: made.id, Namn: made.namn, Typ: made.typ },
    });
    return made;
  });
  return presentReminder(row, now);
}
