// A server's job queue alone, in a child process, for jobs/queue.test.ts: it works the queue
// "test_durable" and records each try in the table job_probe. HANG=1 makes every try hang (the
// test kills the process mid-job); SEND=1 sends one job first. DATABASE_URL or DATA_DIR names the
// database. It prints "started <id>", "finished <id>" and "ready"; SIGTERM stops it cleanly.
import { openDatabase } from '../src/db/client';
import { JobQueue, TEST_TIMING } from '../src/jobs/queue';

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 }
    : { kind: 'pglite', dataDir: process.env.DATA_DIR! },
);
const say = (line: string) => process.stdout.write(`${line}\n`);
const log = { error: (o: object, m: string) => say(`error ${m} ${String(o)}`), warn: () => {} };
await database.executeSql(
  'create table if not exists job_probe (job_id text not null, event text not null, at timestamptz not null default now())',
);
const queue = await JobQueue.start(database, log, TEST_TIMING);
await queue.define(
  'test_durable',
  async (job) => {
    await database.executeSql('insert into job_probe (job_id, event) values ($1, $2)', [job.id, 'started']);
    say(`started ${job.id}`);
    if (process.env.HANG === '1') await new Promise(() => {});
    // What the job does is recorded once, however often it is tried (ADR 0023: idempotent handlers).
    await database.executeSql(
      `insert into job_probe (job_id, event) select $1, 'finished'
       where not exists (select 1 from job_probe where job_id = $1 and event = 'finished')`,
      [job.id],
    );
    say(`finished ${job.id}`);
  },
  { retryLimit: 3, retryDelay: 1, retryBackoff: false, expireInSeconds: 2 },
);
if (process.env.SEND === '1') say(`sent ${await queue.send('test_durable', {})}`);
say('ready');
process.on('SIGTERM', () => {
  void (async () => {
    await queue.stop(1000);
    await database.close();
    process.exit(0);
  })();
});
