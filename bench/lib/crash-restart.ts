// The restart after a crash: the built server (node apps/server/dist/main.mjs, ADR 0015) on its
// embedded database is written to for a while through the API, killed with SIGKILL, and started
// again on the same folder; timed from spawn to the first 200 of GET /api/health/ready (the
// database open, its recovery and the migrations check). PGlite replays on open the WAL written
// since its last checkpoint; the server checkpoints as it goes (apps/server/src/db/client.ts).
// Target: a median of at most 5 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, HOST, median, request, sleep } from './http';
import { withCleanup, type BenchContext, type Report, type Section } from './section';

const RUNS = 3;
/** How long each run writes before the kill. */
const LOAD_MS = Number(process.env.BENCH_CRASH_LOAD_MS ?? 30_000);
const LOAD_CONCURRENCY = 2;
const POLL_MS = 20;
const START_TIMEOUT_MS = 120_000;
const PROBE_PATH = '/api/health/ready';
const TARGET_MS = 5000;
const START_ARGS = ['--enable-source-maps', 'apps/server/dist/main.mjs'];

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
  /** spawn → first 200 of the probe. */
  ms: number;
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function start(ctx: BenchContext, dataDir: string): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    // The demo mode of `npm start`: its development endpoints make the write load.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  for (const key of ['DATABASE_URL', 'SEED_DEMO', 'WEB_DIST', 'BANKID_MODE', 'SMS_PROVIDER']) delete env[key];
  const t0 = performance.now();
  const child = spawn(process.execPath, START_ARGS, {
    cwd: ctx.repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  while (performance.now() - t0 < START_TIMEOUT_MS) {
    if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
    const res = await request(port, PROBE_PATH, { timeoutMs: 2000 }).catch(() => null);
    if (res?.status === 200) return { child, port, exited, ms: performance.now() - t0 };
    await sleep(POLL_MS);
  }
  killGroup(child.pid, 'SIGKILL');
  throw new Error(`no 200 from ${PROBE_PATH} within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** Writes through the API for LOAD_MS: new fixture companies of 30 people (the development endpoint). */
async function writeLoad(port: number): Promise<number> {
  const until = performance.now() + LOAD_MS;
  let teams = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const res = await request(port, '/api/dev/fixtures/team', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        body: { Users: Array.from({ length: 30 }, () => ({ Role: 'PER' })) },
        timeoutMs: 30_000,
      });
      if (res.status !== 201) throw new Error(`fixtures/team answered ${res.status}: ${res.body}`);
      teams += 1;
    }
  };
  await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
  return teams;
}

export const crashRestartSection: Section = {
  title: `Restart after kill -9: node ${START_ARGS.join(' ')} → first 200 of GET ${PROBE_PATH} (embedded database)`,
  async run(ctx): Promise<Report> {
    return withCleanup(async (cleanup) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-crash-'));
      cleanup.defer(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
      ctx.progress('restart after kill -9: building the server (apps/server/build.mjs)…');
      const build = spawnSync(process.execPath, ['apps/server/build.mjs'], {
        cwd: ctx.repoRoot,
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);

      let server = await start(ctx, dataDir);
      cleanup.defer('stop the server', async () => {
        killGroup(server.child.pid, 'SIGTERM');
        await Promise.race([server.exited, sleep(15_000)]);
        killGroup(server.child.pid, 'SIGKILL');
      });
      const prepMs = server.ms;
      const rows: string[][] = [];
      const restarts: number[] = [];
      for (let i = 1; i <= RUNS; i++) {
        ctx.progress(`restart after kill -9: run ${i} of ${RUNS}, writing for ${LOAD_MS / 1000} s…`);
        const teams = await writeLoad(server.port);
        killGroup(server.child.pid, 'SIGKILL');
        await server.exited;
        server = await start(ctx, dataDir);
        restarts.push(server.ms);
        rows.push([`run ${i}`, String(teams), String(Math.round(server.ms))]);
      }
      const mid = median(restarts);
      rows.push(['median', '', String(Math.round(mid))]);
      return {
        columns: ['Run', 'companies of 30 written before the kill', 'spawn → first ready 200 (ms)'],
        rows,
        notes: [
          `Each run writes for ${LOAD_MS / 1000} s (${LOAD_CONCURRENCY} at a time: POST /api/dev/fixtures/team, 30 people each), then SIGKILLs the server's process group and starts it again on the same folder.`,
          `Readiness answers once the database has opened (replaying the WAL since its last checkpoint) and has this build's migrations.`,
          `Preparation (empty folder → migrate + demo seed, not counted): ${Math.round(prepMs)} ms to the first ready 200.`,
          `Target: median ≤ ${TARGET_MS} ms.`,
        ],
        failures:
          mid > TARGET_MS
            ? [
                `the restart after kill -9 took ${Math.round(mid)} ms (median), over the ${TARGET_MS} ms target`,
              ]
            : [],
      };
    });
  },
};
