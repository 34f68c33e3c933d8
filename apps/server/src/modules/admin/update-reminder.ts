// PUT /admin/reminders/{Id}: a versioned edit, its changes in the audit trail.
import type { FastifyInstance } from 'fastify';
import type { Reminder, ReminderInput } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { changes } from '../../shared/changes';
import { checkInput, columnsOf, requireReminder } from './reminder-rules';
import { presentReminder } from './reminders-presenter';
import * as repo from './reminders-repository';

export async function updateReminder(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  input: ReminderInput,
  now: Date,
): Promise<Reminder> {
  await checkInput(app, ctx, input, await requireReminder(app.db, ctx, id));
  const row = await app.db.transaction(async (tx) => {
    const before = await requireReminder(tx, ctx, id);
    const saved = await repo.updateReminder(
      tx,
      { ftgId: ctx.company.ftgId, id, version: input.Version },
      columnsOf(input),
      now,
    );
    if (!saved) throw new ApiError('VersionConflict');
    const changed = changes(presentReminder(before, now), presentReminder(saved, now));
    for (const key of ['Version', 'NastaKorning'] as const) delete changed[key];
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'reminder.updated',
      details: { Id: id, Namn: saved.namn, Changes: changed },
    });
    return saved;
  });
  return presentReminder(row, now);
}
