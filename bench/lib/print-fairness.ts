// Print fairness (ADR 0009): one user prints from several loops at once while another
// user keeps using the portal. Two kinds of large print: the attest list of a 500-employee company
// for a month (much SQL, some drawing) and an employee's time report of a year (little SQL, much
// drawing). Prints the other user's p50/p95 alone and during each kind of print, the event loop's
// delay, and the print throughput.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API_MARKER, loginCookie, openDemoDatabase, startApp } from './app';
import { request, sleep } from './http';
import { errorText, withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const EMPLOYEES = Number(process.env.BENCH_PRINT_EMPLOYEES ?? 500);
/** Loops of the printing user; the server lets PRINTS_PER_USER of them print at a time. */
const PRINT_LOOPS = 4;
/** Requests of the other user per phase (half /api/me, half a month's time report). */
const OTHER_ROUNDS = 300;
/** How long a refused print loop waits before it asks again (shorter than Retry-After: a pushy client). */
const RETRY_MS = 250;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => n.toFixed(1);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The month before `today`, and the 365 days that end with it. */
function periods(today: Date) {
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const month = {
    From: isoDay(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1))),
    To: isoDay(last),
  };
  const year = { From: isoDay(new Date(last.getTime() - 364 * 86_400_000)), To: month.To };
  return { month, year };
}

interface Phase {
  me: number[];
  month: number[];
  loopDelayP99: number;
  loopDelayMax: number;
}

interface Prints {
  label: string;
  times: number[];
  refused: number;
  seconds: number;
  failures: string[];
}

export const printFairnessSection: Section = {
  title: `Print fairness: ${PRINT_LOOPS} parallel print loops of one user vs another user's requests`,
  run: (ctx: BenchContext): Promise<Report> =>
    withCleanup(async (cleanup) => {
      const server = await loadServer();
      const today = new Date();
      const database = await openDemoDatabase(server, cleanup, today);
      ctx.progress(`seeding ${EMPLOYEES} employees with two months of time entries…`);
      const large = await server.seedLargeCompany(database.db, {
        employees: EMPLOYEES,
        months: 2,
        today,
        hashPassword: server.hashPassword,
      });
      const port = await startApp(server, database, cleanup);
      const printer = {
        ...API_MARKER,
        cookie: await loginCookie(port, 'lic', server.DEMO_PASSWORD),
        'x-ftg-id': large.ftgId,
      };
      const other = { ...API_MARKER, cookie: await loginCookie(port, 'ftg', server.DEMO_PASSWORD) };
      const { month, year } = periods(today);

      const timedGet = async (path: string, headers: Record<string, string>) => {
        const start = performance.now();
        const res = await request(port, path, { headers, timeoutMs: 60_000 });
        if (res.status !== 200 && res.status !== 429)
          throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
        return { res, took: performance.now() - start };
      };

      // The attest list's data alone (its JSON), which the print gathers on the event loop.
      const listPath = `/api/attestlista?From=${month.From}&To=${month.To}`;
      const listTimes: number[] = [];
      let anstNr = '';
      for (let i = 0; i < 10; i++) {
        const { res, took } = await timedGet(listPath, printer);
        listTimes.push(took);
        anstNr = (JSON.parse(res.body) as { AnstNr: string }[])[0]?.AnstNr ?? '';
      }
      const attestPath = `/print/attestlista?From=${month.From}&To=${month.To}`;
      const yearPath = `/print/tidrapport?AnstNr=${anstNr}&From=${year.From}&To=${year.To}`;
      // One print of each: starts the render worker and shows the documents' sizes.
      const firsts = [];
      for (const path of [attestPath, yearPath]) {
        const { res, took } = await timedGet(path, printer);
        firsts.push({ kB: Math.round(Number(res.headers['content-length'] ?? 0) / 1024), took });
      }

      /** The other user: /api/me and a month's time report, one request at a time. */
      const otherUser = async (): Promise<Phase> => {
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        const out = { me: [] as number[], month: [] as number[] };
        const monthPath = `/api/tidrapport/1001?From=${month.From}&To=${month.To}`;
        for (let i = 0; i < OTHER_ROUNDS; i++) {
          const [path, into] = i % 2 === 0 ? ['/api/me', out.me] : [monthPath, out.month];
          into.push((await timedGet(path, other)).took);
        }
        loop.disable();
        return { ...out, loopDelayP99: loop.percentile(99) / 1e6, loopDelayMax: loop.max / 1e6 };
      };

      /** The other user while PRINT_LOOPS loops of the printing user print `path` as fast as they may. */
      const whilePrinting = async (label: string, path: string): Promise<[Phase, Prints]> => {
        ctx.progress(`the other user while ${PRINT_LOOPS} loops print ${label}…`);
        const prints: Prints = { label, times: [], refused: 0, seconds: 0, failures: [] };
        let printing = true;
        const printLoop = async () => {
          try {
            while (printing) {
              const { res, took } = await timedGet(path, printer);
              if (res.status === 200) prints.times.push(took);
              else {
                prints.refused++;
                await sleep(RETRY_MS);
              }
            }
          } catch (err) {
            prints.failures.push(errorText(err));
          }
        };
        const t0 = performance.now();
        const loops = Array.from({ length: PRINT_LOOPS }, () => printLoop());
        const phase = await otherUser().finally(() => {
          printing = false;
        });
        await Promise.all(loops);
        prints.seconds = (performance.now() - t0) / 1000;
        return [phase, prints];
      };

      ctx.progress(`the other user alone: ${OTHER_ROUNDS} requests…`);
      const alone = await otherUser();
      const [duringAttest, attestPrints] = await whilePrinting('the attest list', attestPath);
      const [duringYear, yearPrints] = await whilePrinting('a year time report', yearPath);

      const p = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
      const delay = (ph: Phase) => `${ms(ph.loopDelayP99)} / ${ms(ph.loopDelayMax)}`;
      const printNote = (pr: Prints) =>
        `${pr.label}: ${pr.times.length} PDFs in ${pr.seconds.toFixed(1)} s = ${(pr.times.length / pr.seconds).toFixed(2)} prints/s, ` +
        `p50 / p95 ${p(pr.times)} ms, ${pr.refused} answers 429 (the per-user bound; loops retry after ${RETRY_MS} ms).`;
      return {
        columns: ['Other user (FTG)', 'alone', 'during attest-list prints', 'during year time-report prints'],
        rows: [
          ['GET /api/me p50 / p95 ms', p(alone.me), p(duringAttest.me), p(duringYear.me)],
          [
            'GET /api/tidrapport/{AnstNr} (a month) p50 / p95 ms',
            p(alone.month),
            p(duringAttest.month),
            p(duringYear.month),
          ],
          ['event loop delay p99 / max ms', delay(alone), delay(duringAttest), delay(duringYear)],
        ],
        notes: [
          `Prints by LIC in ${PRINT_LOOPS} loops — ${printNote(attestPrints)}`,
          `  ${printNote(yearPrints)}`,
          `The attest list of ${large.employees} employees for ${month.From} – ${month.To}: ${firsts[0]!.kB} kB (first print, worker start included: ${ms(firsts[0]!.took)} ms); ` +
            `its data alone (GET /api/attestlista) p50 ${ms(percentile(listTimes, 50))} ms.`,
          `The time report of employee ${anstNr} for ${year.From} – ${year.To}: ${firsts[1]!.kB} kB.`,
          `Render pool: ${Math.max(1, os.availableParallelism() - 1)} worker(s) (PRINT_WORKERS default: one fewer than the ${os.availableParallelism()} CPUs). ` +
            `PGlite runs on the event loop, so each print's SQL runs there too; on PostgreSQL it would not.`,
          `Requests one at a time per loop over HTTP on 127.0.0.1; the other user alternates /api/me and a month of employee 1001 in Exempelbolaget.`,
        ],
        failures: [...attestPrints.failures, ...yearPrints.failures].slice(0, 5),
      };
    }),
};
