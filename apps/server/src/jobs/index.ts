import type { FastifyInstance } from 'fastify';
import type { EmailProvider } from '../adapters/email';
import type { SmsProvider } from '../adapters/sms';
import type { Database } from '../db/client';
import { ApiError } from '../plugins/errors';
import { JobQueue, PRODUCTION_TIMING, type QueueTiming } from './queue';
import { defineAbsenceJobs } from './absence';
import { defineReceiptJobs } from './receipts';
import { defineRegisterJobs } from './registers';
import { defineReminderJobs, type REMINDER_RUN } from './reminders';
import { defineStaffingJobs } from './staffing';
import { definePayslipJobs } from './payslips';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue, once started (ADR 0023). */
    jobs: Jobs;
    /** How the portal reaches people outside it: SMS, and e-mail where configured. */
    senders: Senders;
  }
}

export interface Senders {
  sms: SmsProvider;
  email: EmailProvider | null;
  /** The password-reset form's address (PASSWORD_RESET_URL), sent to accounts that ask for it; null without one. */
  resetUrl: string | null;
}

/** The jobs a request may send, with their data. */
export interface JobsSent {
  [REMINDER_RUN]: { ReminderId: string; FtgId: string; At: string };
}
type JobName = keyof JobsSent & string;

/**
 * The app's handle on the queue: started after the server listens (main.ts), or by a test that
 * tests jobs. Until then, and in tests without one, a send is refused with 503.
 */
export class Jobs {
  private queue: Promise<JobQueue | null> = Promise.resolve(null);
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  /** Ends the wait before a delayed first start (a stop during it). */
  private endWait: (() => void) | undefined;

  /**
   * Starts the queue and defines every job of the portal on it, `timing.startDelayMs` from now; a
   * send meanwhile waits for it. A start that fails (the database away for a moment) is logged and
   * tried again every RETRY_START_MS until it works or the server stops.
   */
  start(database: Database, app: FastifyInstance, timing: QueueTiming = PRODUCTION_TIMING) {
    const attempt = (): Promise<JobQueue | null> =>
      JobQueue.start(database, app.log, timing)
        .then(async (queue) => {
          await defineReminderJobs(queue, app);
          await defineReceiptJobs(queue, app);
          await defineAbsenceJobs(queue, app);
          await defineRegisterJobs(queue, app);
          await defineStaffingJobs(queue, app);
          await definePayslipJobs(queue, app);
          return queue;
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'the job queue could not start; trying again');
          if (!this.stopped) {
            this.retry = setTimeout(() => {
              this.queue = attempt();
            }, RETRY_START_MS);
            this.retry.unref();
          }
          return null;
        });
    const delay = timing.startDelayMs ?? 0;
    this.queue =
      delay > 0
        ? new Promise<void>((resolve) => {
            this.endWait = resolve;
            this.retry = setTimeout(resolve, delay);
          }).then(() => (this.stopped ? null : attempt()))
        : attempt();
    return this.queue;
  }

  async send<N extends JobName>(name: N, data: JobsSent[N], opts: { singletonKey?: string } = {}) {
    const queue = await this.queue;
    if (!queue) throw new ApiError('ServiceUnavailable');
    return queue.send(name, data, opts);
  }

  /** The failed jobs of a queue whose data matches (none while no queue runs). */
  async failed(name: JobName, match: Record<string, string>) {
    const queue = await this.queue;
    return queue ? queue.failedJobs(name, match) : [];
  }

  /**
   * Stops taking jobs; running ones get `timeoutMs` (ADR 0023). A start still under way is waited
   * for no longer than that either.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.endWait?.();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const queue = await Promise.race([this.queue, gaveUp]);
    clearTimeout(timer);
    await queue?.stop(timeoutMs);
  }
}

/** How long after a failed start the queue tries again. */
const RETRY_START_MS = 30_000;
