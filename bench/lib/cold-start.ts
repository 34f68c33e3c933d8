// Section 2: the cold start of what `npm start` runs (the built server, node apps/server/dist/main.mjs,
// ADR 0015) on an existing, already migrated and seeded data folder, from spawn to the first 200 of
// GET /api/docs/json. Target: a median of at most 1.5 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, HOST, median, request, sleep } from './http';
import { withCleanup, type BenchContext, type Cleanup, type Report, type Section } from './section';

const RUNS = 3;
const POLL_MS = 20;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
const PROBE_PATH = '/api/docs/json';
const TARGET_MS = 1500;
/** `npm start`'s command after its build, from the repository root. */
const START_ARGS = ['--enable-source-maps', 'apps/server/dist/main.mjs'];
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** Process groups still running; killed outright if this process exits in any way before they are stopped. */
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface StartResult {
  /** spawn → first 200 of the probe, in ms. */
  ms: number;
  /** What the server itself printed ("Started in N ms": main() to listening), if found. */
  serverMs: number | null;
  /** CPU time (user + system) the server had used at its first 200, in ms (Linux), or null. */
  cpuMs: number | null;
  warnings: string[];
}

/** Waits (bounded) for the child and every process of its group to be gone; SIGKILLs them if not. */
async function waitForGroupExit(child: ChildProcess, pid: number, exited: Promise<Exit>): Promise<Exit> {
  const exit = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
  for (let i = 0; i < 100 && groupAlive(pid); i++) await sleep(50);
  const stillAlive = exit === null || groupAlive(pid);
  if (stillAlive) {
    killGroup(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
  liveGroups.delete(pid);
  if (stillAlive)
    throw new Error(`server (pid ${pid}) did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM; killed`);
  return exit;
}

/** CPU time used so far by the process `pid` (all its threads), from /proc; null elsewhere. */
function cpuMsOf(pid: number): number | null {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}

/** Builds the server as `npm start` does (not timed: the section measures the start after it). */
function buildServer(ctx: BenchContext): void {
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(
      `the server build failed (${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`,
    );
}

/** Starts the built server on `dataDir`, times it to the first answer, stops it with SIGTERM and waits for it to exit. */
async function startOnce(ctx: BenchContext, dataDir: string): Promise<StartResult> {
  return withCleanup(async (cleanup: Cleanup) => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST,
      // The demo mode of `npm start` (production refuses demo data and the BankID simulator, and
      // hides /api/docs); the start-up work is the same but for the explorer.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    };
    for (const key of ['DATABASE_URL', 'SEED_DEMO', 'WEB_DIST', 'BANKID_MODE', 'SMS_PROVIDER'])
      delete env[key];

    const t0 = performance.now();
    const child = spawn(process.execPath, START_ARGS, {
      cwd: ctx.repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so anything it starts is stopped with it
    });
    const exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    // Filled in by the child's events (an object, so the checks below are not narrowed away).
    const state: { exit: Exit | null; error: Error | null } = { exit: null, error: null };
    child.once('error', (err) => (state.error = err));
    void exited.then((e) => (state.exit = e));
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const pid = child.pid;
    if (pid === undefined) throw new Error(`could not start node ${START_ARGS.join(' ')}`);
    liveGroups.add(pid);
    let stopped = false;
    cleanup.defer(`stop server pid ${pid}`, async () => {
      if (stopped || !liveGroups.has(pid)) return;
      child.kill('SIGTERM');
      await waitForGroupExit(child, pid, exited);
    });

    let ms: number | null = null;
    let cpuMs: number | null = null;
    while (ms === null && performance.now() - t0 < START_TIMEOUT_MS) {
      if (state.error) throw state.error;
      if (state.exit)
        throw new Error(`server exited (${JSON.stringify(state.exit)}) before answering:\n${output}`);
      try {
        const res = await request(port, PROBE_PATH, { timeoutMs: 2000 });
        if (res.status === 200) {
          ms = performance.now() - t0;
          cpuMs = cpuMsOf(pid);
          if (!res.body.includes('"openapi"'))
            throw new Error(`${PROBE_PATH} answered 200 without an OpenAPI document`);
        }
      } catch (err) {
        if (ms !== null) throw err;
        // not listening yet
      }
      if (ms === null) await sleep(POLL_MS);
    }
    if (ms === null) throw new Error(`no 200 from ${PROBE_PATH} within ${START_TIMEOUT_MS} ms:\n${output}`);

    child.kill('SIGTERM');
    const finalExit = await waitForGroupExit(child, pid, exited);
    stopped = true;
    const warnings: string[] = [];
    if (finalExit.code !== 0) warnings.push(`server exited with ${JSON.stringify(finalExit)} after SIGTERM`);
    if (fs.existsSync(path.join(dataDir, 'server.lock')))
      warnings.push('server.lock was left in the data folder');
    const match = /Started in (\d+) ms/.exec(output);
    return { ms, serverMs: match ? Number(match[1]) : null, cpuMs, warnings };
  });
}

const ms = (n: number | null) => (n === null ? '?' : String(Math.round(n)));

export const coldStartSection: Section = {
  title: `Cold start: node ${START_ARGS.join(' ')} → first 200 of GET ${PROBE_PATH} (existing data folder)`,
  async run(ctx): Promise<Report> {
    return withCleanup(async (cleanup) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-data-'));
      cleanup.defer(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));

      ctx.progress('cold start: building the server (apps/server/build.mjs)…');
      buildServer(ctx);
      ctx.progress(`cold start: preparing ${dataDir} (first start migrates and seeds)…`);
      const prep = await startOnce(ctx, dataDir);
      const runs: StartResult[] = [];
      for (let i = 1; i <= RUNS; i++) {
        ctx.progress(`cold start: run ${i} of ${RUNS}…`);
        runs.push(await startOnce(ctx, dataDir));
      }
      const totals = runs.map((r) => r.ms);
      const rows = runs.map((r, i) => [
        `run ${i + 1}`,
        ms(r.ms),
        ms(r.serverMs),
        r.serverMs === null ? '?' : ms(r.ms - r.serverMs),
        ms(r.cpuMs),
      ]);
      const mid = median(totals);
      rows.push(['min', ms(Math.min(...totals)), '', '', ''], ['median', ms(mid), '', '', '']);
      const warnings = [prep, ...runs].flatMap((r) => r.warnings);
      return {
        columns: [
          'Start',
          'spawn → first 200 (ms)',
          'server "Started in" (ms)',
          'node + imports + poll (ms)',
          'server CPU (ms)',
        ],
        rows,
        notes: [
          `Env: NODE_ENV=development (the demo mode) LOG_LEVEL=warn HOST=${HOST} DATA_DIR=<temp folder>; polled every ${POLL_MS} ms.`,
          `"Started in" is main.ts's own figure (open + migrate check + buildApp + listen); the rest is Node's start and module loading.`,
          `"server CPU" is the user + system CPU time of the server process at its first 200 (/proc; less skewed by a loaded machine than the wall clock).`,
          `Target: median ≤ ${TARGET_MS} ms.`,
          `Preparation (empty folder → migrate + demo seed, not counted): ${ms(prep.ms)} ms to the first 200.`,
          'NOT included: the build (`npm run build`, web app and server) that `npm start` runs before starting the server.',
          ...warnings.map((w) => `Warning: ${w}`),
        ],
        failures:
          mid > TARGET_MS
            ? [`cold start median ${ms(mid)} ms is over the ${TARGET_MS} ms target (ADR 0015)`]
            : [],
      };
    });
  },
};
