// The durable job queue (ADR 0023): pg-boss 10 in the portal's own database, PostgreSQL or the
// embedded PGlite. The only module that knows pg-boss: features define a queue with its handler
// and retry policy, send jobs after their transaction has committed, and add schedules.
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** What a handler gets of its job. */
export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first try, then 1, 2, … */
  retryCount: number;
}

export interface QueuePolicy {
  /** Tries after the first; default 3. */
  retryLimit?: number;
  /** Seconds before the first retry; default 30 (doubled each time with backoff). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job still running after this is taken to have died with its server, and is retried. */
  expireInSeconds?: number;
}

/** How often the queue looks: production's pace, or the tests' (every second). */
export interface QueueTiming {
  /** Seconds between a worker's polls for new jobs. */
  pollSeconds: number;
  /** Seconds between the checks that expire jobs of silent workers. */
  superviseSeconds: number;
  /** Seconds between the checks of schedules. */
  cronSeconds: number;
  /** At most this expiry for every queue, whatever its policy (tests that kill a server mid-job). */
  maxExpireSeconds?: number;
  /** At most this delay before a retry, whatever the queue's policy. */
  maxRetryDelaySeconds?: number;
  /**
   * How long after `Jobs.start` the queue starts. Its start (pg-boss's schema check, the queues
   * and the schedules: a third of a second on PGlite's one connection) would otherwise hold the
   * first requests after a server listens (ADR 0015); a job sent meanwhile waits for it.
   */
  startDelayMs?: number;
}

export const PRODUCTION_TIMING: QueueTiming = {
  pollSeconds: 2,
  superviseSeconds: 30,
  cronSeconds: 30,
  startDelayMs: 2000,
};
export const TEST_TIMING: QueueTiming = { pollSeconds: 0.5, superviseSeconds: 1, cronSeconds: 1 };
/**
 * The tests' pace for a real server killed during a job (crash.test.ts, TEST_JOB_TIMING=1): a job
 * whose server died comes back within seconds rather than after its policy's minutes.
 */
export const CRASH_TEST_TIMING: QueueTiming = {
  ...TEST_TIMING,
  maxExpireSeconds: 3,
  maxRetryDelaySeconds: 1,
};

/** The portal's schedules run in Swedish time (a reminder "at 09:00" means 09:00 in Stockholm). */
const TIME_ZONE = 'Europe/Stockholm';

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

interface FailedJobRow {
  id: string;
  data: Record<string, unknown>;
  retry_count: number;
  created_on: string | Date;
  completed_on: string | Date | null;
  output: unknown;
}

/** The message pg-boss kept of a job's last error. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message;
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 500);
}

export class JobQueue {
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly timing: QueueTiming,
    private readonly database: Database,
  ) {}

  /** Starts pg-boss on the database (creating or migrating its `pgboss` schema). */
  static async start(database: Database, log: Logger, timing: QueueTiming = PRODUCTION_TIMING) {
    // Loaded when a queue starts: pg-boss brings PostgreSQL's driver, which a PGlite start skips.
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      maintenanceIntervalSeconds: timing.superviseSeconds,
      monitorStateIntervalSeconds: Math.max(timing.superviseSeconds, 60),
      cronMonitorIntervalSeconds: timing.cronSeconds,
      cronWorkerIntervalSeconds: timing.cronSeconds,
      clockMonitorIntervalSeconds: Math.max(timing.cronSeconds, 60),
    });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, timing, database);
  }

  /**
   * Makes the queue if it is new (its policy applies to every job sent to it) and works it with
   * `handler`, one job at a time. A handler that throws fails the try; the job is retried with
   * backoff and, past its retries, kept as failed with the error.
   */
  async define<T extends object>(
    name: string,
    handler: (job: Job<T>) => Promise<void>,
    policy: QueuePolicy = {},
  ): Promise<void> {
    const { maxExpireSeconds = Infinity, maxRetryDelaySeconds = Infinity } = this.timing;
    const options = {
      retryLimit: policy.retryLimit ?? 3,
      retryDelay: Math.min(policy.retryDelay ?? 30, maxRetryDelaySeconds),
      retryBackoff: policy.retryBackoff ?? true,
      expireInSeconds: Math.min(policy.expireInSeconds ?? 15 * 60, maxExpireSeconds),
    };
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { name, ...options });
    else await this.boss.createQueue(name, { name, ...options });
    await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: this.timing.pollSeconds, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
      },
    );
  }

  /** Sends a job; with `singletonKey`, a second job with that key is not made while one waits. */
  async send<T extends object>(name: string, data: T, opts: { singletonKey?: string } = {}) {
    return this.boss.send(name, data, opts);
  }

  /** Sends `data` to queue `name` at every minute the cron expression names, in Swedish time. */
  async schedule<T extends object>(name: string, cron: string, data: T): Promise<void> {
    await this.boss.schedule(name, cron, data, { tz: TIME_ZONE });
  }

  /** A job's state and its tries, for tests and the administration pages. */
  async jobState(name: string, id: string) {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /**
   * The jobs of queue `name` that failed for good within `days`, newest first, whose data has
   * `match` (e.g. the company): kept by pg-boss with their error, for the administrators to see.
   */
  async failedJobs(name: string, match: Record<string, string>, days = 30) {
    const { rows } = await this.database.executeSql(
      `select id, data, retry_count, created_on, completed_on, output from pgboss.job
       where name = $1 and state = 'failed' and data @> $2::jsonb
         and created_on > now() - make_interval(days => $3::int)
       order by created_on desc limit 50`,
      [name, JSON.stringify(match), days],
    );
    return (rows as FailedJobRow[]).map((r) => ({
      id: r.id,
      data: r.data,
      tries: r.retry_count + 1,
      at: new Date(r.completed_on ?? r.created_on),
      error: errorText(r.output),
    }));
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones; what is cut off is retried
   * by the next server after its expiry. Never closes the database (its owner does).
   */
  async stop(timeoutMs = 5000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    // Past the timeout pg-boss fails the running jobs itself (each is retried by its policy).
    const stopping = this.boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs + 1000).unref());
    await Promise.race([stopping, deadline]);
  }
}
