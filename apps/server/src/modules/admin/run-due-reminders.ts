import type { FastifyInstance } from 'fastify';
import { occurrencesBetween } from '@lonportal/domain';
import { scheduleOf } from './reminders-presenter';
import * as repo from './reminders-repository';
import { runReminder } from './run-reminder';

/** A run that was missed (the server was down) is made up for within this long, and no later. */
const CATCH_UP_MS = 24 * 60 * 60_000;

/**
 * The minute tick (a scheduled job, jobs/reminders.ts): every active reminder whose schedule has a
 * run since it was last looked at (at most a day back) runs for that moment. Safe to repeat: runs
 * reach nobody twice.
 */
export async function runDueReminders(app: FastifyInstance, now: Date): Promise<void> {
  for (const r of await repo.activeReminders(app.db)) {
    const after = new Date(Math.max(r.checkedUntil.getTime(), now.getTime() - CATCH_UP_MS));
    try {
      for (const at of occurrencesBetween(scheduleOf(r), after, now))
        await runReminder(app, r.id, at, { scheduled: true });
      await repo.setCheckedUntil(app.db, r.id, now);
    } catch (err) {
      // One reminder that fails (and is tried again next minute) holds up none of the others.
      app.log.error({ err, reminderId: r.id }, 'a scheduled reminder could not run');
    }
  }
}
