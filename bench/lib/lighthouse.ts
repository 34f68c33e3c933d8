// Lighthouse in its default mobile settings (a mid-range phone on slow 4G with a 4× slower
// CPU, all simulated), on the built web app served by the app on the demo data (embedded database), in
// Debian's Chromium: two public pages and, logged in as an employee, the dashboard and the time report.
// Each page is audited a few times in a fresh browser and the run with the median performance score
// is reported, with what Lighthouse says to fix.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analyze, loginCookie, openDemoDatabase, startApp } from './app';
import { HOST } from './http';
import { loadLighthouse, type Audit, type Result, type RunnerResult } from './lighthouse-module';
import { errorText, withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const ROUNDS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3));
/** Lighthouse itself says "run Lighthouse again" when a trace comes out broken (NO_FCP, NO_NAVSTART…). */
const ATTEMPTS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's median run there as Lighthouse's HTML and JSON report. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TOP = 5;

/** The pages audited; `login` logs that demo user in (the session cookie goes with every request). */
const ALL_PAGES: readonly { path: string; login?: string }[] = [
  { path: '/login' },
  { path: '/app/terms' },
  { path: '/dashboard', login: 'per' },
  { path: '/timereporting', login: 'per' },
];
/** BENCH_LIGHTHOUSE_PAGES=/login,/app/terms audits only those pages (while working on them). */
const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;

/** The targets; SEO only for the public pages (the others are behind the login). */
const TARGET: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 90,
};
const LIMIT = { lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

interface Run {
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lhr: Result;
}

function toRun(lhr: Result): Run {
  const score = (id: Category) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lhr,
  };
}

/** Puts `cookie` ("name=value") for `url` into the jar of the browser listening on `port`. */
async function setCookie(port: number, url: string, cookie: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name = '', ...value] = cookie.split('=');
    await browser.contexts()[0]!.addCookies([{ name, value: value.join('='), url, httpOnly: true }]);
  } finally {
    await browser.close();
  }
}

/** The run in the middle by performance score (ties: the middle by LCP). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1) || b.lcpMs - a.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Estimated savings of a performance audit in milliseconds (the largest over the metrics it affects). */
function savingsMs(audit: Audit): number {
  const details = audit.details as { overallSavingsMs?: number } | undefined;
  const fromMetrics = Object.values(audit.metricSavings ?? {}).filter((v) => typeof v === 'number');
  return Math.max(details?.overallSavingsMs ?? 0, ...fromMetrics, 0);
}

const savingsBytes = (audit: Audit): number =>
  (audit.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;

/** An audit that counts against its category (as the report shows it: red or orange). */
const failed = (audit: Audit | undefined): audit is Audit =>
  audit !== undefined &&
  typeof audit.score === 'number' &&
  ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
  audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9);

/** A performance audit: id, title, its figure and what Lighthouse estimates fixing it would save. */
function describeOpportunity(audit: Audit): string {
  const savings = Object.entries(audit.metricSavings ?? {})
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
    .map(([m, v]) => (m === 'CLS' ? `${m} ${v.toFixed(3)}` : `${m} ${v.toFixed(0)} ms`));
  const bytes = savingsBytes(audit);
  if (bytes > 0) savings.push(`${(bytes / 1024).toFixed(0)} KiB`);
  const figure = audit.displayValue ? `: ${audit.displayValue}` : '';
  const saved = savings.length > 0 ? `; est. savings ${savings.join(', ')}` : '';
  return `${audit.id} (${audit.title})${figure}${saved}${where(audit, 1)}`;
}

/** One cell of an audit's table, as the report shows it (URLs without this run's origin). */
function cell(value: unknown, valueType: string | undefined, label: string | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    const node = value as { selector?: string; snippet?: string };
    return node.selector ?? node.snippet ?? '';
  }
  if (typeof value === 'number') {
    const figure =
      valueType === 'bytes'
        ? `${(value / 1024).toFixed(0)} KiB`
        : valueType === 'ms' || valueType === 'timespanMs'
          ? `${value.toFixed(0)} ms`
          : String(Math.round(value * 1000) / 1000);
    return label ? `${label} ${figure}` : figure;
  }
  const text = String(value);
  return valueType === 'url' ? text.replace(/^https?:\/\/[^/]+/, '') : text;
}

/** The first `n` rows of an audit's table, as a hint of where (an element, a script, a line, an issue type). */
function where(audit: Audit, n: number): string {
  type Table = {
    type?: string;
    headings?: { key?: string | null; valueType?: string; label?: string }[];
    items?: Record<string, unknown>[];
  };
  let table = (audit.details ?? {}) as Table;
  // A list of tables (the LCP element's audit): its first table.
  if (table.type === 'list') table = (table.items?.[0] ?? {}) as Table;
  const headings = (table.headings ?? []).slice(0, 3);
  const items = table.items ?? [];
  const rows = items
    .slice(0, n)
    .map((item) =>
      headings
        .map((h, i) => (h.key ? cell(item[h.key], h.valueType, i > 0 ? h.label : undefined) : ''))
        .filter(Boolean)
        .join(', ')
        .slice(0, 120),
    )
    .filter(Boolean);
  const more = items.length > n ? ` (+${items.length - n} more)` : '';
  return rows.length > 0 ? ` [${rows.join(' | ')}${more}]` : '';
}

/** The performance audits Lighthouse flags (opportunities and diagnostics), biggest savings first. */
function opportunities(lhr: Result): string[] {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(failed)
    .sort((a, b) => savingsMs(b) - savingsMs(a) || savingsBytes(b) - savingsBytes(a))
    .slice(0, TOP)
    .map(describeOpportunity);
}

/** The failing audits of the other categories (what keeps them under 100), by id. */
function failingAudits(lhr: Result, categories: Category[]): string[] {
  return categories
    .flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? []).flatMap((ref) => {
        const a = lhr.audits[ref.id];
        if (!failed(a)) return [];
        // Weight 0: Lighthouse reports it but leaves it out of the score (e.g. label-content-name-mismatch).
        const unscored = ref.weight === 0 ? ' (not scored)' : '';
        return [`${c}: ${a.id} (${a.title})${unscored}${where(a, 2)}`];
      }),
    )
    .slice(0, TOP);
}

const fmtScore = (s: number | null) => (s === null ? '–' : String(s));
const fmtSeconds = (ms: number) => (ms / 1000).toFixed(2);

export const lighthouseSection: Section = {
  title: 'Lighthouse (mobile): slow 4G and 4× CPU simulated, demo data, PGlite',
  run: (ctx: BenchContext): Promise<Report> =>
    withCleanup(async (cleanup) => {
      // chrome-launcher's spawn of a missing browser is an unhandled 'error' event that would end
      // the whole bench: this section fails alone instead.
      if (!existsSync(CHROMIUM))
        throw new Error(`no browser at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
      // Loaded here, not at the top: Lighthouse is large and only this section needs it.
      const { default: lighthouse, generateReport, launch } = await loadLighthouse(ctx);
      const server = await loadServer();
      const database = await openDemoDatabase(server, cleanup, new Date());
      await analyze(database);
      const port = await startApp(server, database, cleanup, { web: true });

      /** One Lighthouse run in a fresh browser (as Lighthouse's command line does), or why it failed. */
      const audit = (url: string, cookie: string | undefined): Promise<Result> =>
        withCleanup(async (browser) => {
          const chrome = await launch({
            chromePath: CHROMIUM,
            chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=sv-SE'],
            logLevel: 'silent',
            // Ctrl-C is run.ts's: it closes every open scope, this browser included.
            handleSIGINT: false,
          });
          browser.defer('close Chromium', () => chrome.kill());
          // The session cookie in the browser's own jar, as after a login: Lighthouse clears the
          // origin's caches, service worker and storage before it loads the page, not its cookies.
          // (A Cookie header for every request would be replaced by the jar's as soon as the page
          // sets a cookie of its own, such as the language.)
          if (cookie) await setCookie(chrome.port, url, cookie);
          const result: RunnerResult | undefined = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!result) throw new Error('Lighthouse returned no result');
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== new URL(url).pathname)
            throw new Error(`the page ended at ${landed} (the login not taken?)`);
          return lhr;
        });

      const rows: string[][] = [];
      const findings: string[] = [];
      const failures: string[] = [];
      const retried: string[] = [];
      const environment = new Set<string>();
      for (const page of PAGES) {
        const cookie = page.login ? await loginCookie(port, page.login, server.DEMO_PASSWORD) : undefined;
        const url = `http://${HOST}:${port}${page.path}`;
        const runs: Run[] = [];
        let lastError = '';
        for (let i = 0, attempts = 0; i < ROUNDS && attempts < ROUNDS + ATTEMPTS - 1; attempts++) {
          ctx.progress(
            `lighthouse: ${page.path}, run ${i + 1} of ${ROUNDS}${attempts > i ? ' (again)' : ''}…`,
          );
          try {
            const lhr = await audit(url, cookie);
            environment.add(
              `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`,
            );
            runs.push(toRun(lhr));
            i++;
          } catch (err) {
            lastError = errorText(err);
            retried.push(`${page.path}: ${lastError}`);
          }
        }
        const who = page.login ? `${page.path} (${page.login})` : page.path;
        if (runs.length < ROUNDS) {
          failures.push(
            `${who}: ${runs.length} of ${ROUNDS} Lighthouse runs succeeded; the last error: ${lastError}`,
          );
          if (runs.length === 0) continue;
        }
        const run = medianRun(runs);
        rows.push([
          who,
          ...CATEGORIES.map((c) => fmtScore(run.scores[c])),
          fmtSeconds(run.fcpMs),
          fmtSeconds(run.lcpMs),
          run.tbtMs.toFixed(0),
          run.cls.toFixed(3),
          runs.map((r) => fmtScore(r.scores.performance)).join(' '),
          run.lhr.environment.benchmarkIndex.toFixed(0),
        ]);

        const held = CATEGORIES.filter((c) => c !== 'seo' || !page.login);
        for (const c of held) {
          const s = run.scores[c];
          if (s === null || s < TARGET[c]) failures.push(`${who}: ${c} ${fmtScore(s)} is under ${TARGET[c]}`);
        }
        if (!(run.lcpMs <= LIMIT.lcpMs))
          failures.push(`${who}: LCP ${fmtSeconds(run.lcpMs)} s is over ${LIMIT.lcpMs / 1000} s`);
        if (!(run.tbtMs <= LIMIT.tbtMs))
          failures.push(`${who}: TBT ${run.tbtMs.toFixed(0)} ms is over ${LIMIT.tbtMs} ms`);
        if (!(run.cls <= LIMIT.cls)) failures.push(`${who}: CLS ${run.cls.toFixed(3)} is over ${LIMIT.cls}`);

        const top = opportunities(run.lhr);
        const failing = failingAudits(
          run.lhr,
          held.filter((c) => c !== 'performance'),
        );
        findings.push(`${who}:`);
        findings.push(`  performance: ${top.length > 0 ? top.join('; ') : 'nothing flagged'}`);
        if (failing.length > 0) findings.push(`  failing: ${failing.join('; ')}`);
        for (const warning of run.lhr.runWarnings) findings.push(`  Lighthouse warns: ${warning}`);

        if (REPORTS) {
          await mkdir(REPORTS, { recursive: true });
          const base = path.join(REPORTS, page.path.slice(1).replaceAll('/', '-'));
          await writeFile(`${base}.html`, generateReport(run.lhr, 'html'));
          await writeFile(`${base}.json`, JSON.stringify(run.lhr));
        }
      }

      return {
        columns: [
          'Page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'FCP (s)',
          'LCP (s)',
          'TBT (ms)',
          'CLS',
          'perf, every run',
          'CPU index',
        ],
        rows,
        notes: [
          `${[...environment].join('; ')} (${CHROMIUM}, headless), Lighthouse's default mobile settings: a Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown; a cold load each time (cache and storage cleared).`,
          `${ROUNDS} runs per page, each in a fresh browser; the table shows the run with the median performance score. Lighthouse is noisy, the more so on this shared machine: its CPU slowdown multiplies whatever the machine's load leaves ("CPU index": Lighthouse's benchmarkIndex of the machine during that run; lower is slower), so TBT and the performance score swing from run to run.`,
          `Targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, best practices ${TARGET['best-practices']}, SEO ≥ ${TARGET.seo} (public pages only), LCP ≤ ${LIMIT.lcpMs / 1000} s, TBT ≤ ${LIMIT.tbtMs} ms, CLS ≤ ${LIMIT.cls}.`,
          ...(retried.length > 0
            ? [`Runs repeated after Lighthouse failed (it asks to run again): ${retried.join('; ')}.`]
            : []),
          `What Lighthouse flags in the median run (up to ${TOP} performance audits, biggest estimated savings first; up to ${TOP} failing audits of the other categories held to a target, by id)${REPORTS ? `; the full reports are in ${REPORTS}` : '; BENCH_LIGHTHOUSE_REPORTS=<folder> keeps the full reports'}:`,
          ...findings,
        ],
        failures,
      };
    }),
};
