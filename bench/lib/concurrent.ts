// Concurrent users: 50 employees (each logged in as themselves) load their own month while 5 managers
// load the attest list, all at once for BENCH_CONCURRENT_DURATION seconds, on PGlite in a folder and on
// PostgreSQL (a database of its own, created and dropped here), next to a bare Fastify hello-world
// under the same number of connections. The load comes from autocannon in a worker thread (one
// connection per user, each with its own cookie and path); every response time is kept, so the
// percentiles are exact.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import {
  analyze,
  API_MARKER,
  DATABASE_KINDS,
  loginCookie,
  openBenchDatabase,
  PG_URL,
  portOf,
  startApp,
} from './app';
import { HOST, request } from './http';
import { errorText, withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';
import { lastMonth } from './time-reporting';

const intFromEnv = (name: string, fallback: number, min: number, max: number): number => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

const CONFIG = {
  employees: intFromEnv('BENCH_CONCURRENT_EMPLOYEES', 50, 1, 400),
  managers: intFromEnv('BENCH_CONCURRENT_MANAGERS', 5, 0, 50),
  durationS: intFromEnv('BENCH_CONCURRENT_DURATION', 30, 1, 600),
  warmupS: intFromEnv('BENCH_CONCURRENT_WARMUP', 3, 0, 60),
  /** Employees and months of time in the generated company. */
  companySize: intFromEnv('BENCH_CONCURRENT_COMPANY', 500, 1, 5000),
  months: intFromEnv('BENCH_CONCURRENT_MONTHS', 3, 1, 24),
};
/** One group of connections: each user gets one connection with its own path and headers. */
interface Group {
  label: string;
  users: { path: string; headers: Record<string, string> }[];
}

interface GroupResult {
  label: string;
  connections: number;
  seconds: number;
  requests: number;
  non2xx: number;
  errors: number;
  codes: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
}

// Runs in the worker thread (plain JavaScript): a warm-up, then every group at once, measured.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const pct = (sorted, p) => sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function run(group, durationS, keep) {
  return new Promise((resolve, reject) => {
    let next = 0;
    const times = [];
    const started = Date.now();
    const inst = autocannon(
      {
        url: workerData.base,
        connections: group.users.length,
        duration: durationS,
        timeout: 30,
        setupClient(client) {
          const u = group.users[next++ % group.users.length];
          client.setRequests([{ method: 'GET', path: u.path, headers: u.headers }]);
        },
      },
      (err, res) => {
        if (err) return reject(err);
        const sorted = times.sort((a, b) => a - b);
        const codes = {};
        for (const [code, s] of Object.entries(res.statusCodeStats || {})) codes[code] = s.count;
        resolve({
          label: group.label,
          connections: group.users.length,
          seconds: (Date.now() - started) / 1000,
          requests: times.length,
          non2xx: res.non2xx,
          errors: res.errors + res.timeouts,
          codes,
          p50: pct(sorted, 50),
          p95: pct(sorted, 95),
          p99: pct(sorted, 99),
        });
      },
    );
    if (keep) inst.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}
(async () => {
  if (workerData.warmupS > 0) await Promise.all(workerData.groups.map((g) => run(g, workerData.warmupS, false)));
  const results = await Promise.all(workerData.groups.map((g) => run(g, workerData.durationS, true)));
  parentPort.postMessage(results);
})().catch((err) => { throw err; });
`;

/** Every group at once against `port` for the configured time, from a worker thread. */
function load(port: number, groups: Group[]): Promise<GroupResult[]> {
  const autocannonPath = createRequire(import.meta.url).resolve('autocannon');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        autocannonPath,
        base: `http://${HOST}:${port}`,
        groups,
        durationS: CONFIG.durationS,
        warmupS: CONFIG.warmupS,
      },
    });
    let done = false;
    worker.once('message', (results: GroupResult[]) => {
      done = true;
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`load worker exited with code ${code} before reporting`));
    });
  });
}

type Server = Awaited<ReturnType<typeof loadServer>>;
type Database = Awaited<ReturnType<Server['openDatabase']>>;

/** Seeds the company and one account per measured user; returns the groups to load with. */
async function prepareUsers(
  ctx: BenchContext,
  server: Server,
  database: Database,
  start: () => Promise<number>,
): Promise<{ groups: Group[]; notes: string[] }> {
  const today = new Date();
  await server.seedDemo(database.db, { today, hashPassword: server.hashPassword });
  const large = await server.seedLargeCompany(database.db, {
    employees: CONFIG.companySize,
    months: CONFIG.months,
    today,
    hashPassword: server.hashPassword,
  });
  const { userAccounts, userAppSettings } = server.schema;
  const passwordHash = await server.hashPassword(server.DEMO_PASSWORD);
  const tag = randomUUID().slice(0, 8);
  const employeeUsers = Array.from({ length: CONFIG.employees }, (_, i) => {
    const anstNr = String(10002 + i);
    return { anstNr, login: `bench-${tag}-${anstNr}`, roll: 'PER' as const };
  });
  const managerUsers = Array.from({ length: CONFIG.managers }, (_, i) => ({
    anstNr: null,
    login: `bench-${tag}-chef${i + 1}`,
    roll: 'FTG' as const,
  }));
  const rows = [...employeeUsers, ...managerUsers].map((u) => ({
    id: randomUUID(),
    login: u.login,
    namn: u.login,
    roll: u.roll,
    ftgId: large.ftgId,
    anstNr: u.anstNr,
    passwordHash,
  }));
  await database.db.insert(userAccounts).values(rows);
  await database.db.insert(userAppSettings).values(rows.map((r) => ({ userId: r.id })));
  await analyze(database);
  const port = await start();

  ctx.progress(`logging in ${rows.length} users…`);
  const month = lastMonth(today);
  const period = `From=${month.From}&To=${month.To}`;
  const cookies = new Map<string, string>();
  for (const r of rows) cookies.set(r.login, await loginCookie(port, r.login, server.DEMO_PASSWORD));
  const headersOf = (login: string) => ({
    ...API_MARKER,
    cookie: cookies.get(login) ?? '',
    'x-ftg-id': large.ftgId,
  });
  const groups: Group[] = [
    {
      label: MONTH_LABEL,
      users: employeeUsers.map((u) => ({
        path: `/api/tidrapport/${u.anstNr}?${period}`,
        headers: headersOf(u.login),
      })),
    },
    {
      label: 'manager: GET /api/attestlista',
      users: managerUsers.map((u) => ({ path: `/api/attestlista?${period}`, headers: headersOf(u.login) })),
    },
  ].filter((g) => g.users.length > 0);
  // Each user's request answers 200 before the load starts.
  for (const g of groups) {
    for (const u of g.users) {
      const res = await request(port, u.path, { headers: u.headers, timeoutMs: 30_000 });
      if (res.status !== 200) throw new Error(`${u.path}: ${res.status} ${res.body.slice(0, 200)}`);
    }
  }
  return {
    groups,
    notes: [
      `${database.kind}: company ${large.ftgKey}, ${large.employees} employees, ${large.timeEntries} time entries over ${CONFIG.months} months.`,
    ],
  };
}

function measureApp(ctx: BenchContext, kind: 'pglite' | 'postgres') {
  return withCleanup(async (cleanup) => {
    const server = await loadServer();
    const t0 = performance.now();
    const database = await openBenchDatabase(server, kind, cleanup);
    await database.migrate();
    ctx.progress(`${kind}: seeding ${CONFIG.companySize} employees × ${CONFIG.months} months…`);
    let port = 0;
    const { groups, notes } = await prepareUsers(ctx, server, database, async () => {
      port = await startApp(server, database, cleanup);
      return port;
    });
    notes.push(`${kind}: setup (migrate, seeds, logins) ${Math.round(performance.now() - t0)} ms.`);
    ctx.progress(`${kind}: ${CONFIG.warmupS} s warm-up + ${CONFIG.durationS} s load…`);
    const results = await load(port, groups);
    // autocannon drops its connections at the end with requests still being answered; one more
    // request of each kind queues behind them (both databases serve queries in arrival order), so
    // the app and its database are closed once they are done.
    await Promise.all(
      groups.map(
        (g) =>
          g.users[0] && request(port, g.users[0].path, { headers: g.users[0].headers, timeoutMs: 60_000 }),
      ),
    );
    return { results, notes };
  });
}

function measureHello(ctx: BenchContext, connections: number) {
  return withCleanup(async (cleanup) => {
    const app = Fastify({ logger: false });
    cleanup.defer('close hello-world server', () => app.close());
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: HOST, port: 0 });
    const port = portOf(app.server.address());
    ctx.progress(`hello-world: ${CONFIG.warmupS} s warm-up + ${CONFIG.durationS} s load…`);
    const users = Array.from({ length: connections }, () => ({ path: '/', headers: {} }));
    return load(port, [{ label: 'GET / (hello-world)', users }]);
  });
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

const row = (server: string, r: GroupResult): string[] => [
  server,
  r.label,
  String(r.connections),
  fmt(r.requests / r.seconds),
  fmt(r.p50, 1),
  fmt(r.p95, 1),
  fmt(r.p99, 1),
  fmt(r.requests),
  fmt(r.non2xx + r.errors),
];

function problemsOf(server: string, r: GroupResult): string[] {
  const problems: string[] = [];
  const others = Object.entries(r.codes).filter(([code]) => code !== '200');
  if (r.non2xx > 0 || others.length > 0)
    problems.push(
      `${server} ${r.label}: ${r.non2xx} non-2xx (${others.map(([c, n]) => `${c}×${n}`).join(', ')})`,
    );
  if (r.errors > 0) problems.push(`${server} ${r.label}: ${r.errors} errors or timeouts`);
  if (r.requests === 0) problems.push(`${server} ${r.label}: no request completed`);
  return problems;
}

const MONTH_LABEL = 'employee: GET /api/tidrapport/{own AnstNr}';

/** The month read's targets under this load on this machine: p99 and requests per second. */
const TARGETS = {
  postgres: { p99Ms: 150, reqPerS: 600 },
  pglite: { p99Ms: 300, reqPerS: 0 },
} as const;

function missedTargets(server: string, kind: 'pglite' | 'postgres', r: GroupResult): string[] {
  const target = TARGETS[kind];
  const missed: string[] = [];
  if (r.p99 > target.p99Ms)
    missed.push(`${server} ${r.label}: p99 ${fmt(r.p99, 1)} ms (target ≤ ${target.p99Ms} ms)`);
  const perS = r.requests / r.seconds;
  if (perS < target.reqPerS)
    missed.push(`${server} ${r.label}: ${fmt(perS)} req/s (target ≥ ${target.reqPerS})`);
  return missed;
}

export const concurrentSection: Section = {
  title: `Concurrent users: ${CONFIG.employees} employees read their month, ${CONFIG.managers} managers the attest list`,
  async run(ctx): Promise<Report> {
    const rows: string[][] = [];
    const notes: string[] = [];
    const failures: string[] = [];
    const connections = CONFIG.employees + CONFIG.managers;
    for (const r of await measureHello(ctx, connections)) {
      rows.push(row('bare Fastify', r));
      failures.push(...problemsOf('bare Fastify', r));
    }
    for (const kind of DATABASE_KINDS) {
      const server = kind === 'pglite' ? 'app, PGlite' : 'app, PostgreSQL';
      try {
        const measured = await measureApp(ctx, kind);
        for (const r of measured.results) {
          rows.push(row(server, r));
          failures.push(...problemsOf(server, r));
        }
        const month = measured.results.find((r) => r.label === MONTH_LABEL);
        if (month) failures.push(...missedTargets(server, kind, month));
        notes.push(...measured.notes);
      } catch (err) {
        failures.push(`${server}: ${errorText(err)}`);
      }
    }
    return {
      columns: [
        'Server',
        'Requests of',
        'Conn.',
        'Req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'Requests',
        'Errors',
      ],
      rows,
      notes: [
        `autocannon in one worker thread, one keep-alive connection per user, all groups at once: ${CONFIG.warmupS} s warm-up, then ${CONFIG.durationS} s measured; ` +
          `percentiles over every measured response. The hello-world runs alone under ${connections} connections.`,
        `The app and its database run in this process (PGlite on its event loop; PostgreSQL at ${new URL(PG_URL).host}, pool of 10); ` +
          `each employee is logged in as themselves (PER) and reads last month, each manager (FTG) the attest list of all employees. ANALYZE after seeding (bench/lib/app.ts).`,
        `Targets for the month read (a miss fails the run): PostgreSQL p99 ≤ ${TARGETS.postgres.p99Ms} ms and ≥ ${TARGETS.postgres.reqPerS} req/s; ` +
          `PGlite p99 ≤ ${TARGETS.pglite.p99Ms} ms; no errors or timeouts anywhere.`,
        'Settings: BENCH_CONCURRENT_EMPLOYEES / _MANAGERS / _DURATION / _WARMUP / _COMPANY / _MONTHS, BENCH_DATABASES=pglite,postgres, BENCH_PG_URL.',
        ...notes,
      ],
      failures,
    };
  },
};
