import type { FastifyInstance } from 'fastify';
import type { EmailProvider } from '../adapters/email';
import type { SmsProvider } from '../adapters/sms';
import type { Database } from '../db/client';
import { ApiError } from '../plugins/errors';
import { JobQueue, PRODUCTION_TIMING, type QueueTiming } from './queue';
import { defineReminderJobs, type REMINDER_RUN } from './reminders';

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
  /** The password-reset form's address (PASSWORD_RESET_URL), sent to accounts that ask for it. */
  resetUrl: string;
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

  /** Starts the queue and defines every job of the portal on it; a failure is logged, not thrown. */
  start(database: Database, app: FastifyInstance, timing: QueueTiming = PRODUCTION_TIMING) {
    this.queue = JobQueue.start(database, app.log, timing)
      .then(async (queue) => {
        await defineReminderJobs(queue, app);
        return queue;
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'the job queue could not start');
        return null;
      });
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

  /** Stops taking jobs; running ones get `timeoutMs` (ADR 0023). */
  async stop(timeoutMs: number): Promise<void> {
    await (await this.queue)?.stop(timeoutMs);
  }
}
