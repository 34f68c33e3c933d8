import './time-zone';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { hasPlannerStatistics } from './db/statistics';
import { companies, loginFailures, sessions } from './db/schema/index';
import { buildApp } from './app';
import { beginStop } from './health';
import { backupDirOf, writeBackup } from './backup';
import { PRODUCTION_TIMING } from './jobs/queue';
import { installPause, testHooksOf } from './test-hooks';
import { InProcessBus, PgNotifyBus } from './plugins/realtime/bus';
import { createBankId } from './adapters/bankid/index';
import { hashPassword } from './shared/passwords';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed/demo';

const HOUSEKEEPING_MS = 10 * 60_000;
/**
 * A stop (SIGTERM, SIGINT) closes everything in order but never takes longer than this: whatever is
 * still pending then (a request that does not end, a client that does not answer the websocket's
 * close) is cut, and the process exits (ADR 0019). The data folder's lock goes on every exit.
 */
const STOP_DEADLINE_MS = 8_000;
/** How long after start a data folder with stored statistics is analysed. */
const ANALYZE_AFTER_MS = 30_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const hooks = testHooksOf(process.env, config.production);
  const database = await openDatabase(config.database);
  await database.migrate();
  const seeded = await seedIfEmpty(config, database);
  // The statistics are stored in the data folder: a folder that has them is served with them and
  // analysed a little later, so the first answers do not wait for it (ADR 0015). A
  // folder just seeded, or without any, is analysed at once.
  const analyzeNow = seeded || database.kind !== 'pglite' || !(await hasPlannerStatistics(database.db));
  const bus =
    config.database.kind === 'postgres' ? await PgNotifyBus.connect(config.database.url) : new InProcessBus();
  const bankid = await createBankId(config.bankid);
  const app = await buildApp({ config, db: database.db, bus, bankid });
  installPause(app, database.db, hooks.pause);
  const address = await app.listen({ port: config.port, host: config.host });
  const analysis = startAnalysis(app, database, analyzeNow);
  // The job queue after listening (its first start makes its schema): reminders and other
  // background work (ADR 0023). A failure to start is logged and retried by the next start.
  void app.jobs.start(database, app, hooks.jobTiming ?? PRODUCTION_TIMING);
  // Browsers still on another server's build start their reload countdown (SPEC §4 New app version).
  await bus.publish({ Event: 'APP_VERSION_UPDATED', Payload: { BuildId: config.buildId }, FtgId: null });
  const timer = startHousekeeping(app, database);

  const url = `http://localhost:${new URL(address).port}`;
  const lines = startMessage(config, url, {
    seeded,
    simulator: bankid.simulator !== undefined,
    ms: Math.round(performance.now() - startedAt),
  });
  process.stdout.write(lines.join('\n') + '\n');

  const stop = stopper(
    app,
    [
      ['the start-up ANALYZE', () => analysis.running()],
      // While the requests in flight go on (no new connection is taken since the signal): no new
      // job starts; running jobs get a part of the deadline, and what is cut off is retried by the
      // next start (ADR 0023).
      ['the job queue', () => app.jobs.stop(STOP_DEADLINE_MS / 4)],
      // Websockets told to go, then every request in flight answered, then the plugins closed.
      ['the server', () => app.close()],
      ['live events', () => bus.close()],
      ['BankID', () => bankid.close()],
      ['the database', () => database.close()],
    ],
    () => {
      clearInterval(timer);
      analysis.cancel();
    },
  );
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A backup of the embedded database while it runs (docs/operations/backups.md).
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    const dir = backupDirOf(config.database.dataDir);
    process.on('SIGUSR2', () => {
      void writeBackup(database, dir).then(
        (file) => app.log.info(`backup written to ${file}`),
        (err: unknown) => app.log.error({ err }, 'backup failed'),
      );
    });
  }
}

/** The demo data, when asked for and the database has no company yet; whether it was seeded. */
async function seedIfEmpty(config: Config, database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
  if (!config.seedDemo || (row?.n ?? 0) !== 0) return false;
  await seedDemo(database.db, { today: new Date(), hashPassword });
  return true;
}

/**
 * PGlite runs no autovacuum: without fresh statistics its planner picks indexes by guesswork (a
 * month of one employee's rows read through the company-wide index, 10,000 rows filtered).
 * ANALYZE runs on PGlite's one thread (a third of a second on the demo data) and every request
 * waits behind it.
 */
const analyzeOf = (database: Database) => () =>
  database.kind === 'pglite' ? database.db.execute(sql`analyze`).then(() => undefined) : Promise.resolve();

/**
 * The start-up ANALYZE, after listening either way, so the first answer does not wait for a fresh
 * folder's; requests that come meanwhile queue behind it on PGlite's one connection.
 */
function startAnalysis(app: FastifyInstance, database: Database, now: boolean) {
  const analyze = analyzeOf(database);
  let analyzing: Promise<void> | undefined;
  const analyzeOnce = () => {
    analyzing = analyze().catch((err: unknown) => app.log.warn({ err }, 'analyze at start failed'));
  };
  const later = now ? undefined : setTimeout(analyzeOnce, ANALYZE_AFTER_MS);
  if (now) analyzeOnce();
  return { running: () => analyzing, cancel: () => clearTimeout(later) };
}

/** Ended and expired sessions and old failed logins are only kept for a day. */
function startHousekeeping(app: FastifyInstance, database: Database): NodeJS.Timeout {
  const analyze = analyzeOf(database);
  const timer = setInterval(() => {
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    void database.db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} < ${dayAgo} or ${sessions.endedAt} < ${dayAgo}`)
      .then(() => database.db.delete(loginFailures).where(sql`${loginFailures.at} < ${dayAgo}`))
      .then(analyze)
      .catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
  }, HOUSEKEEPING_MS);
  timer.unref();
  return timer;
}

/** What the console says at start: where, in which mode, how fast, and the demo logins. */
function startMessage(
  config: Config,
  url: string,
  started: { seeded: boolean; simulator: boolean; ms: number },
): string[] {
  const where =
    config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL';
  return [
    '',
    `  Lönportalen is running at ${url}  (${where}${started.seeded ? ', demo data seeded' : ''})`,
    ...modeLines(config, url, started.simulator),
    `  Started in ${started.ms} ms.` + (config.production ? '' : ` API description: ${url}/api/docs`),
    ...(config.seedDemo ? ['', `  Demo logins (password ${DEMO_PASSWORD}):`] : []),
    ...(config.seedDemo
      ? DEMO_LOGINS.map((d) => `    ${d.login.padEnd(10)} ${d.roll}  ${d.description}`)
      : []),
    '',
  ];
}

/**
 * The stop of a signal (ADR 0019): the server stops taking connections at once and answers the
 * requests in flight; each step runs even when one before it failed, so the database is closed
 * whatever else happened; past the deadline the process exits without waiting further, and a
 * second signal exits at once.
 */
function stopper(
  app: FastifyInstance,
  steps: readonly (readonly [string, () => Promise<unknown> | undefined])[],
  beforeSteps: () => void,
) {
  let stopping = false;
  return async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    // At once: readiness fails and no new connection is taken; requests in flight are answered.
    beginStop(app);
    app.log.info(`${signal}: shutting down`);
    const deadline = setTimeout(() => {
      app.log.error(`still stopping after ${STOP_DEADLINE_MS} ms: exiting without waiting further`);
      process.exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    beforeSteps();
    let code = 0;
    for (const [what, step] of steps) {
      try {
        app.log.info(`closing ${what}`);
        await step();
      } catch (err) {
        code = 1;
        app.log.error({ err }, `closing ${what} failed`);
      }
    }
    process.exit(code);
  };
}

/** What the mode turns on, so nobody mistakes the demo for production (ARCHITECTURE.md "Modes"). */
function modeLines(config: Config, url: string, simulator: boolean): string[] {
  const proxies =
    config.trustProxy === false
      ? 'none (the socket address is the client)'
      : typeof config.trustProxy === 'number'
        ? `${config.trustProxy} hop(s)`
        : config.trustProxy.join(', ');
  if (config.production) {
    return [
      // The gateway's origin only: its URL may carry credentials.
      `  Production mode: no demo data, BankID ${config.bankid.mode}, SMS through ${config.sms.provider === 'http' ? new URL(config.sms.url).origin : '?'}.`,
      `  API explorer and development endpoints are off. Trusted proxies: ${proxies}.`,
    ];
  }
  return [
    `  DEMO MODE (npm start): demo data, ${config.sms.provider === 'dev' ? 'SMS codes in the log' : 'SMS through the gateway'} and development`,
    '  endpoints that answer the loopback address only. Not for real data: see docs/operations/production.md.',
    ...(simulator ? [`  BankID simulator: play the BankID app at ${url}/dev/bankid`] : []),
    `  Trusted proxies: ${proxies}.`,
  ];
}

main().catch((err: unknown) => {
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
