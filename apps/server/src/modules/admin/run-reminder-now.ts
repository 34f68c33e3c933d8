// POST /admin/reminders/{Id}/run: runs it now, on the queue (ADR 0023).
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { requireReminder } from './reminder-rules';

export async function runReminderNow(app: FastifyInstance, ctx: CompanyContext, id: string, now: Date) {
  const r = await requireReminder(app.db, ctx, id);
  await app.jobs.send('reminder-run', { ReminderId: r.id, FtgId: r.ftgId, At: now.toISOString() });
  await writeAudit(app.db, {
    at: now,
    userId: ctx.auth.user.id,
    ftgId: ctx.company.ftgId,
    action: 'reminder.run',
    details: { Id: r.id, Namn: r.namn },
  });
  return { Queued: true };
}
