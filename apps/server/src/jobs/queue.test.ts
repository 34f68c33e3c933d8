// The durable job queue (ADR 0023) on the test's database kind: retries with backoff and keeps what
// failed; a server killed during a job leaves it to the next start, which finishes it once; and
// on PostgreSQL two servers run a scheduled minute once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DB_KIND, openTestDatabase } from '../../test/app-helper';
import { openDatabase, type Database } from '../db/client';
import { JobQueue, TEST_TIMING } from './queue';
import { REMINDER_RUN } from './reminders';

const here = path.dirname(fileURLToPath(import.meta.url));
const TSX_LOADER = path.resolve(here, '../../../../node_modules/tsx/dist/loader.mjs');
const WORKER = path.resolve(here, '../../test/job-worker.ts');
const quiet = { error: () => {}, warn: () => {} };

const cleanups: (() => Promise<void>)[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const clean of cleanups.reverse()) await clean();
});

/** Resolves with `test`'s value once it has one (vitest polls it), or fails after `ms`. */
const until = <T>(what: string, test: () => Promise<T | undefined> | T | undefined, ms = 30_000) =>
  vi.waitFor(
    async () => {
      const value = await test();
      if (value === undefined) throw new Error(`waiting for ${what}`);
      return value;
    },
    { timeout: ms, interval: 100 },
  );

describe('the job queue', () => {
  it('retries a failing job with backoff until it succeeds, and keeps one that never does as failed', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const queue = await JobQueue.start(database, quiet, TEST_TIMING);
    cleanups.push(() => queue.stop(1000));
    const tries: number[] = [];
    await queue.define<{ n: number }>(
      'test_flaky',
      async (job) => {
        tries.push(job.retryCount);
        if (job.retryCount < 2) throw new Error(`try ${job.retryCount} failed`);
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 5 },
    );
    await queue.define('test_broken', async () => Promise.reject(new Error('always broken')), {
      retryLimit: 1,
      retryDelay: 1,
      retryBackoff: false,
    });
    const flaky = (await queue.send('test_flaky', { n: 1 }))!;
    const broken = (await queue.send('test_broken', { FtgId: 'f1' }))!;
    const done = await until('the flaky job to complete', async () => {
      const s = await queue.jobState('test_flaky', flaky);
      return s?.state === 'completed' ? s : undefined;
    });
    expect(done.retryCount).toBe(2);
    expect(tries).toEqual([0, 1, 2]);
    const failed = await until('the broken job to fail for good', async () => {
      const s = await queue.jobState('test_broken', broken);
      return s?.state === 'failed' ? s : undefined;
    });
    // Failed jobs stay, with the error, for an administrator to see.
    expect(failed.retryCount).toBe(1);
    expect(JSON.stringify(failed.output)).toContain('always broken');
    // The administrators' list finds it by its data.
    const listed = await queue.failedJobs('test_broken', { FtgId: 'f1' });
    expect(listed).toEqual([expect.objectContaining({ id: broken, tries: 2, error: 'always broken' })]);
    expect(await queue.failedJobs('test_broken', { FtgId: 'f2' })).toEqual([]);
  }, 60_000);

  it("starts the portal's queue after its delay: a job sent meanwhile waits for it, and a stop during the wait starts nothing", async () => {
    const pgboss = async (database: Database) =>
      (await database.executeSql(`select count(*)::int as n from pg_namespace where nspname = 'pgboss'`))
        .rows[0];
    // A send during the wait is answered once the queue has started.
    const sending = await createTestApp();
    cleanups.push(() => sending.close());
    const started = sending.app.jobs.start(sending.database, sending.app, {
      ...TEST_TIMING,
      startDelayMs: 300,
    });
    const at = new Date().toISOString();
    const id = await sending.app.jobs.send(REMINDER_RUN, {
      ReminderId: randomUUID(),
      FtgId: randomUUID(),
      At: at,
    });
    expect(id).toEqual(expect.any(String));
    expect(await started).not.toBeNull();
    expect(await pgboss(sending.database)).toEqual({ n: 1 });
    // A stop during a long wait ends it: no queue starts, and the stop does not wait out its time.
    const stopping = await createTestApp();
    cleanups.push(() => stopping.close());
    const never = stopping.app.jobs.start(stopping.database, stopping.app, {
      ...TEST_TIMING,
      startDelayMs: 600_000,
    });
    await stopping.app.jobs.stop(600_000);
    expect(await never).toBeNull();
    expect(await pgboss(stopping.database)).toEqual({ n: 0 });
  });

  it('finishes a job exactly once after the server running it was killed', async () => {
    const { env, read } = await childDatabase();
    const first = startWorker({ ...env, SEND: '1', HANG: '1' });
    const jobId = await first.waitFor(/^started (\S+)$/m);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startWorker(env);
    await second.waitFor(new RegExp(`^finished ${jobId}$`, 'm'), 45_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const rows = await read(
      `select event, count(*)::int as n from job_probe where job_id = $1 group by event order by event`,
      [jobId],
    );
    // Two tries (the killed one and the retry) and one finished piece of work.
    expect(rows).toEqual([
      { event: 'finished', n: 1 },
      { event: 'started', n: 2 },
    ]);
  }, 90_000);

  it.skipIf(DB_KIND !== 'postgres')(
    'runs a scheduled job once a minute when two servers share the database',
    async () => {
      const url = await emptyPostgresDatabase();
      const servers: { database: Database; queue: JobQueue }[] = [];
      const runs: string[] = [];
      for (const name of ['a', 'b']) {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
        const queue = await JobQueue.start(database, quiet, TEST_TIMING);
        cleanups.push(async () => {
          await queue.stop(1000);
          await database.close();
        });
        await queue.define('test_cron', async (job) => {
          runs.push(`${name}:${job.id}`);
        });
        await queue.schedule('test_cron', '* * * * *', {});
        servers.push({ database, queue });
      }
      // The next whole minute, then long enough for both servers to have looked several times.
      await until('the scheduled run', () => (runs.length > 0 ? true : undefined), 75_000);
      // Then until the schedules have been looked at again since (pg-boss stamps each look).
      const db = servers[0]!.database;
      const firstRun = ((await db.executeSql('select now() as at')).rows[0] as { at: Date }).at;
      await until('the schedules looked at again', async () => {
        const { rows } = await db.executeSql('select cron_on from pgboss.version');
        const at = (rows[0] as { cron_on: Date | null } | undefined)?.cron_on;
        return at && new Date(at).getTime() > new Date(firstRun).getTime() + 1000 ? true : undefined;
      });
      // No more minutes from here, and every minute's job sent and run. A minute's job is sent
      // when its tick is worked, which under load can be in the next minute, so the jobs are
      // counted per tick (the send-it job's minute), not per minute of creation.
      await db.executeSql(`delete from pgboss.schedule where name = 'test_cron'`);
      const ticks = `name = '__pgboss__send-it' and data->>'name' = 'test_cron'`;
      await until('every tick sent and run', async () => {
        const { rows } = await db.executeSql(
          `select count(*)::int as n from pgboss.job
           where (name = 'test_cron' or (${ticks})) and state <> 'completed'`,
        );
        return (rows[0] as { n: number }).n === 0 ? true : undefined;
      });
      const perTick = await db.executeSql(
        `select count(*)::int as n from pgboss.job where ${ticks} group by singleton_on`,
      );
      const jobs = await db.executeSql(`select id from pgboss.job where name = 'test_cron'`);
      // Each minute has one tick, which sent one job, run once by one of the servers.
      expect(perTick.rows.length).toBeGreaterThan(0);
      expect(perTick.rows.every((r) => (r as { n: number }).n === 1)).toBe(true);
      expect(jobs.rows).toHaveLength(perTick.rows.length);
      expect(runs).toHaveLength(jobs.rows.length);
      expect(new Set(runs.map((r) => r.split(':')[1])).size).toBe(runs.length);
    },
    120_000,
  );
});

interface Worker {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The first match of `pattern` in what it printed (its first group when it has one). */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
}

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', pathToFileURL(TSX_LOADER).href, WORKER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    exited,
    waitFor: (pattern, ms = 30_000) =>
      until(
        `${String(pattern)} in the worker's output:\n${output}`,
        () => {
          const m = pattern.exec(output);
          return m ? (m[1] ?? m[0]) : undefined;
        },
        ms,
      ),
  };
}

/** A database for the worker processes, of the test's kind, and a way to read it afterwards. */
async function childDatabase(): Promise<{
  env: Record<string, string>;
  read: (sql: string, values: unknown[]) => Promise<unknown[]>;
}> {
  if (DB_KIND === 'postgres') {
    const url = await emptyPostgresDatabase();
    return {
      env: { DATABASE_URL: url },
      read: async (sql, values) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(sql, values)).rows;
        } finally {
          await client.end();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-jobs-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir },
    // Read once the workers are gone: PGlite's folder has one process at a time.
    read: async (sql, values) => {
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      try {
        return (await database.executeSql(sql, values)).rows;
      } finally {
        await database.close();
      }
    },
  };
}

/** A new, empty PostgreSQL database beside the test database, dropped after the file. */
async function emptyPostgresDatabase(): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `lp_jobs_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
