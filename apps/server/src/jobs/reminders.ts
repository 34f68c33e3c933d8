import type { FastifyInstance } from 'fastify';
import { runDueReminders } from '../modules/admin/run-due-reminders';
import { runReminder } from '../modules/admin/run-reminder';
import type { JobQueue } from './queue';

/** The minute tick that runs the reminders whose time has come (one per minute across servers). */
export const REMINDER_TICK = 'reminders-tick';
/** One reminder run now (an administrator's "Run now"). */
export const REMINDER_RUN = 'reminder-run';

export async function defineReminderJobs(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.define(REMINDER_TICK, () => runDueReminders(app, app.now()), {
    // The next minute's tick looks again: a failed one needs no more than a retry.
    retryLimit: 1,
    retryDelay: 10,
    expireInSeconds: 5 * 60,
  });
  await queue.define<{ ReminderId: string; FtgId: string; At: string }>(
    REMINDER_RUN,
    async (job) => {
      await runReminder(app, job.data.ReminderId, new Date(job.data.At), { scheduled: false });
    },
    { retryLimit: 3, retryDelay: 30, expireInSeconds: 10 * 60 },
  );
  await queue.schedule(REMINDER_TICK, '* * * * *', {});
}
