// DELETE /admin/reminders/{Id}?Version=: the reminder and its delivery history.
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { requireReminder } from './reminder-rules';
import * as repo from './reminders-repository';

export async function deleteReminder(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await requireReminder(tx, ctx, id);
    if (!(await repo.deleteReminder(tx, { ftgId: ctx.company.ftgId, id, version })))
      throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'reminder.deleted',
      details: { Id: id, Namn: before.namn },
    });
  });
}
