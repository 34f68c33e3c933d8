// Time reporting at scale: a generated company of 500 employees with a year of reported time.
// Measures p50/p95 of loading one employee's month (GET /api/tidrapport) and of the attest list for
// every employee for a month (GET /api/attestlista), and counts the SQL statements each request
// makes — which must be the same for a small company and this one, for an employee with a year of
// rows and one with none (a fixed number of queries, no N+1).
import { analyze, API_MARKER, loginCookie, startApp } from './app';
import { request } from './http';
import { withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const EMPLOYEES = Number(process.env.BENCH_TR_EMPLOYEES ?? 500);
const MONTHS = 12;
const ROUNDS_MONTH = 200;
const ROUNDS_ATTEST = 40;
/**
 * The statements a request may make, session and company checks included (issue 10): the month in
 * three (session with company, scope with schedule and days off, rows), the attest list in seven.
 * A change that needs more fails the section; one that needs fewer should lower these.
 */
const EXPECTED_STATEMENTS = { month: 3, attest: 7 };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => n.toFixed(1);

/** The first day and last day of the month before `today` (a complete month of rows). */
export function lastMonth(today: Date): { From: string; To: string } {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { From: first.toISOString().slice(0, 10), To: last.toISOString().slice(0, 10) };
}

export const timeReportingSection: Section = {
  title: `Time reporting: ${EMPLOYEES} employees × ${MONTHS} months of entries`,
  run: (ctx: BenchContext): Promise<Report> =>
    withCleanup(async (cleanup) => {
      const t0 = performance.now();
      const server = await loadServer();
      const database = await server.openDatabase({ kind: 'pglite' });
      cleanup.defer('close in-memory database', () => database.close());
      await database.migrate();
      const today = new Date();
      await server.seedDemo(database.db, { today, hashPassword: server.hashPassword });
      ctx.progress(`seeding ${EMPLOYEES} employees with ${MONTHS} months of time entries…`);
      const large = await server.seedLargeCompany(database.db, {
        employees: EMPLOYEES,
        months: MONTHS,
        today,
        hashPassword: server.hashPassword,
      });
      await analyze(database);
      const setupMs = performance.now() - t0;

      // Count the statements the database client runs (every query goes through `query` or `exec`).
      const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
      let statements = 0;
      for (const method of ['query', 'exec'] as const) {
        const original = client[method] as (...args: unknown[]) => Promise<unknown>;
        client[method] = (...args: unknown[]) => {
          statements++;
          return original.apply(client, args);
        };
      }

      const port = await startApp(server, database, cleanup);
      const cookie = await loginCookie(port, 'lic', server.DEMO_PASSWORD);
      const headersFor = (ftgId: string) => ({ ...API_MARKER, cookie, 'x-ftg-id': ftgId });

      /** One request's time and statement count; throws on a non-200 answer. */
      const once = async (path: string, ftgId: string) => {
        const before = statements;
        const start = performance.now();
        const res = await request(port, path, { headers: headersFor(ftgId), timeoutMs: 30_000 });
        const took = performance.now() - start;
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
        return { took, statements: statements - before, body: res.body };
      };
      const timed = async (path: string, ftgId: string, rounds: number) => {
        const times: number[] = [];
        let count = 0;
        for (let i = 0; i < rounds; i++) {
          const r = await once(path, ftgId);
          times.push(r.took);
          count = r.statements;
        }
        return { p50: percentile(times, 50), p95: percentile(times, 95), statements: count };
      };

      const month = lastMonth(today);
      const period = `From=${month.From}&To=${month.To}`;
      const list = JSON.parse((await once(`/api/attestlista?${period}`, large.ftgId)).body) as {
        AnstNr: string;
        Antal: Record<string, number>;
      }[];
      const busiest = list.reduce((a, b) =>
        Object.values(b.Antal).reduce((x, y) => x + y, 0) > Object.values(a.Antal).reduce((x, y) => x + y, 0)
          ? b
          : a,
      );
      const rowsOf = (e: typeof busiest) => Object.values(e.Antal).reduce((x, y) => x + y, 0);
      const idle = list.find((e) => rowsOf(e) === 0) ?? busiest;
      ctx.progress(`timing ${ROUNDS_MONTH} month loads and ${ROUNDS_ATTEST} attest lists…`);
      const monthLoad = await timed(`/api/tidrapport/${busiest.AnstNr}?${period}`, large.ftgId, ROUNDS_MONTH);
      const attest = await timed(`/api/attestlista?${period}`, large.ftgId, ROUNDS_ATTEST);

      // The same requests on the small demo company and on an employee without rows.
      const demoList = JSON.parse((await once(`/api/companyList`, large.ftgId)).body) as {
        FtgId: string;
        Namn: string;
      }[];
      const exempel = demoList.find((c) => c.Namn.startsWith('Exempelbolaget'))?.FtgId ?? '';
      const smallAttest = await once(`/api/attestlista?${period}`, exempel);
      const smallEmployees = (JSON.parse(smallAttest.body) as unknown[]).length;
      const idleMonth = await once(`/api/tidrapport/${idle.AnstNr}?${period}`, large.ftgId);

      const failures: string[] = [];
      if (monthLoad.statements > EXPECTED_STATEMENTS.month)
        failures.push(
          `month load takes ${monthLoad.statements} statements, more than the ${EXPECTED_STATEMENTS.month} expected`,
        );
      if (attest.statements > EXPECTED_STATEMENTS.attest)
        failures.push(
          `attest list takes ${attest.statements} statements, more than the ${EXPECTED_STATEMENTS.attest} expected`,
        );
      if (smallAttest.statements !== attest.statements)
        failures.push(
          `attest list statements grow with the company: ${smallAttest.statements} for ${smallEmployees} employees, ${attest.statements} for ${list.length}`,
        );
      if (idleMonth.statements !== monthLoad.statements)
        failures.push(
          `month load statements grow with the rows: ${idleMonth.statements} with ${rowsOf(idle)} rows, ${monthLoad.statements} with ${rowsOf(busiest)}`,
        );
      return {
        columns: ['Request', 'Size', 'p50 ms', 'p95 ms', 'SQL statements', 'Rounds'],
        rows: [
          [
            'GET /api/tidrapport/{AnstNr} (one month)',
            `${rowsOf(busiest)} rows`,
            ms(monthLoad.p50),
            ms(monthLoad.p95),
            String(monthLoad.statements),
            String(ROUNDS_MONTH),
          ],
          [
            '  same, employee without rows',
            `${rowsOf(idle)} rows`,
            '',
            '',
            String(idleMonth.statements),
            '1',
          ],
          [
            'GET /api/attestlista (one month)',
            `${list.length} employees`,
            ms(attest.p50),
            ms(attest.p95),
            String(attest.statements),
            String(ROUNDS_ATTEST),
          ],
          [
            '  same, small demo company',
            `${smallEmployees} employees`,
            '',
            '',
            String(smallAttest.statements),
            '1',
          ],
        ],
        notes: [
          `Generated company ${large.ftgKey}: ${large.employees} employees, ${large.timeEntries} time entries over ${MONTHS} months; setup (migrate + seeds) ${Math.round(setupMs)} ms.`,
          `In-memory PGlite in this process, requests one at a time over HTTP as LIC; statements counted at the database client (session and company checks included); ANALYZE after seeding, as the server does on PGlite.`,
        ],
        failures,
      };
    }),
};
