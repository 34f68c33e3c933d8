// GET /admin/reminders/{Id}/preview: who it would remind right now.
import type { ReminderRecipient, StatusFlags } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { recipientsOf } from './reminder-recipients';
import { requireReminder } from './reminder-rules';

const flagsOf = (ctx: CompanyContext): StatusFlags => ({
  KalUseLonReady: ctx.company.kalUseLonReady,
  KalUseAttest: ctx.company.kalUseAttest,
});

export async function previewReminder(
  db: Db,
  ctx: CompanyContext,
  id: string,
  now: Date,
): Promise<ReminderRecipient[]> {
  const r = await requireReminder(db, ctx, id);
  return recipientsOf(db, r, flagsOf(ctx), now);
}
