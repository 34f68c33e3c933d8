// Section 1: GET /api/me with a logged-in session on the real app, next to a bare Fastify hello-world,
// both measured in this process with autocannon (load from a worker thread, servers one after the other).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API_MARKER, DATABASE_KINDS, loginCookie, openBenchDatabase, portOf, startApp } from './app';
import { HOST, request } from './http';
import { errorText, withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const intFromEnv = (name: string, fallback: number, max: number): number => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** Same settings for both servers; BENCH_CONNECTIONS / BENCH_DURATION / BENCH_WARMUP override them. */
export const LOAD = {
  connections: intFromEnv('BENCH_CONNECTIONS', 10, 1000),
  durationS: intFromEnv('BENCH_DURATION', 8, 600),
  warmupS: intFromEnv('BENCH_WARMUP', 2, 600),
};

const DEMO_LOGIN = 'per';

interface Measured {
  label: string;
  route: string;
  result: autocannon.Result;
}

async function load(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return autocannon({
    url: `http://${HOST}:${port}${path}`,
    connections: LOAD.connections,
    duration: LOAD.durationS,
    warmup: { connections: LOAD.connections, duration: LOAD.warmupS },
    headers,
    workers: 1,
    timeout: 10,
  });
}

async function measureHello(ctx: BenchContext): Promise<Measured> {
  return withCleanup(async (cleanup) => {
    const app = Fastify({ logger: false });
    cleanup.defer('close hello-world server', () => app.close());
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: HOST, port: 0 });
    const port = portOf(app.server.address());
    ctx.progress(`hello-world on ${HOST}:${port}: ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s load…`);
    return { label: 'bare Fastify hello-world', route: 'GET /', result: await load(port, '/') };
  });
}

/** One GET /api/me by hand: 200 with a real session (not the inactivity answer). */
async function checkMe(port: number, headers: Record<string, string>, when: string): Promise<void> {
  const res = await request(port, '/api/me', { headers });
  const inactive =
    res.status === 200 &&
    (JSON.parse(res.body) as { AutoLogoutDueToInactivity?: boolean }).AutoLogoutDueToInactivity;
  if (res.status !== 200 || inactive) {
    throw new Error(`GET /api/me ${when} the load: ${res.status} ${res.body.slice(0, 300)}`);
  }
}

/** The app set up on `kind`, then the hello-world and the app loaded one right after the other. */
async function measureMe(
  ctx: BenchContext,
  kind: 'pglite' | 'postgres',
  notes: string[],
): Promise<{ hello: Measured; me: Measured }> {
  return withCleanup(async (cleanup) => {
    const t0 = performance.now();
    const server = await loadServer();
    const database = await openBenchDatabase(server, kind, cleanup);
    await database.migrate();
    await server.seedDemo(database.db, { today: new Date(), hashPassword: server.hashPassword });
    const port = await startApp(server, database, cleanup);
    notes.push(
      `App setup on ${DATABASE_NAMES[kind]} (migrate + demo seed + buildApp): ${Math.round(performance.now() - t0)} ms.`,
    );

    const headers = { ...API_MARKER, cookie: await loginCookie(port, DEMO_LOGIN, server.DEMO_PASSWORD) };
    await checkMe(port, headers, 'before');
    // Right before the app, so that both see the same machine: a shared machine's speed drifts by
    // a fifth within a minute.
    const hello = await measureHello(ctx);
    ctx.progress(
      `app on ${DATABASE_NAMES[kind]}, ${HOST}:${port} as ${DEMO_LOGIN}: ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s load…`,
    );
    const result = await load(port, '/api/me', headers);
    await checkMe(port, headers, 'after');
    return {
      hello,
      me: { label: `app on ${DATABASE_NAMES[kind]} (user ${DEMO_LOGIN})`, route: 'GET /api/me', result },
    };
  });
}

const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** Logged-in GET /api/me makes at least this share of bare Fastify's requests per second. */
const TARGET_SHARE = 0.25;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function problemsOf(m: Measured): string[] {
  const problems: string[] = [];
  const check = (r: autocannon.Result, phase: string) => {
    const others = Object.entries(r.statusCodeStats).filter(([code]) => code !== '200');
    const codes = others.map(([code, s]) => `${code}×${s.count}`).join(', ');
    if (r.non2xx > 0 || others.length > 0)
      problems.push(
        `${m.route} (${phase}): ${r.non2xx} non-2xx responses; status codes other than 200: ${codes}`,
      );
    if (r.errors > 0 || r.timeouts > 0)
      problems.push(`${m.route} (${phase}): ${r.errors} errors, ${r.timeouts} timeouts`);
  };
  check(m.result, 'measured');
  if (m.result.warmup) check(m.result.warmup, 'warm-up');
  if (m.result.requests.total === 0) problems.push(`${m.route}: no request completed`);
  return problems;
}

const row = (m: Measured): string[] => [
  m.label,
  m.route,
  fmt(m.result.requests.average),
  fmt(m.result.latency.p50),
  fmt(m.result.latency.p99),
  fmt(m.result.requests.total),
  fmt(m.result.non2xx),
  fmt(m.result.errors + m.result.timeouts),
];

export const throughputSection: Section = {
  title: 'Throughput: GET /api/me (logged in) vs bare Fastify hello-world',
  async run(ctx): Promise<Report> {
    const notes: string[] = [];
    const columns = ['Server', 'Route', 'Req/s (avg)', 'p50 ms', 'p99 ms', 'Requests', 'non-2xx', 'Errors'];
    const rows: string[][] = [];
    const failures: string[] = [];
    const shares: string[] = [];
    for (const kind of DATABASE_KINDS) {
      let hello: Measured;
      let me: Measured;
      try {
        ({ hello, me } = await measureMe(ctx, kind, notes));
      } catch (err) {
        // Still show the other figures, then fail loudly.
        failures.push(`GET /api/me on ${DATABASE_NAMES[kind]}: ${errorText(err)}`);
        continue;
      }
      rows.push(row(hello));
      failures.push(...problemsOf(hello));
      failures.push(...problemsOf(me));
      const share = me.result.requests.average / hello.result.requests.average;
      // autocannon gives latency in whole ms: a hello-world p99 under 1 ms reads 0, and no ratio.
      const p99Ratio =
        hello.result.latency.p99 > 0 ? me.result.latency.p99 / hello.result.latency.p99 : Number.NaN;
      const times = Number.isFinite(p99Ratio) ? `${fmt(p99Ratio, 1)}×` : 'n/a (hello p99 < 1 ms)';
      rows.push(row(me), [`  share of hello-world`, '', `${fmt(share * 100, 1)} %`, '', times, '', '', '']);
      shares.push(`${DATABASE_NAMES[kind]} ${fmt(share * 100, 1)} %`);
      if (share < TARGET_SHARE)
        failures.push(
          `GET /api/me on ${DATABASE_NAMES[kind]}: ${fmt(share * 100, 1)} % of bare Fastify's req/s (target ≥ ${TARGET_SHARE * 100} %)`,
        );
    }
    return {
      columns,
      rows,
      notes: [
        `autocannon: ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up then ${LOAD.durationS} s measured, ` +
          `load from 1 worker thread; servers run one after the other on ${HOST}, the hello-world right before each app; latency in whole ms.`,
        `/api/me req/s as a share of the hello-world's: ${shares.join(', ') || 'not measured'} (target ≥ ${TARGET_SHARE * 100} %).`,
        'App config: NODE_ENV=production, LOG_LEVEL=warn, no web dist served; hello-world has logging off.',
        ...notes,
      ],
      failures,
    };
  },
};
