// Time reporting at scale: a generated company of 500 employees with a year of reported time, and
// one of 5,000 beside it in the same database. Measures p50/p95 of loading one employee's month
// (GET /api/tidrapport) and of the attest list for a month (GET /api/attestlista), and the ratio
// t(5,000) / t(500) of each: the month of the busiest employee in either company, and the attest
// list of about 500 employees, the whole company of 500 as LIC and in the company of 5,000 the
// department nearest that size as its AVD manager (what one person attests; the whole list of 5,000 is
// printed too, for information). Counts the SQL statements each request makes — which must be the
// same for a small company and these, for an employee with a year of rows and one with none (a
// fixed number of queries, no N+1).
import { analyze, API_MARKER, loginCookie, openDemoDatabase, startApp } from './app';
import { request } from './http';
import { withCleanup, type BenchContext, type Report, type Section } from './section';
import { loadServer } from './server';

const EMPLOYEES = Number(process.env.BENCH_TR_EMPLOYEES ?? 500);
const MONTHS = 12;
/** The larger company: as many months as the measured month needs, to keep the set-up short. */
const LARGE_EMPLOYEES = Number(process.env.BENCH_TR_LARGE_EMPLOYEES ?? 5000);
const LARGE_MONTHS = 2;
const ROUNDS_MONTH = 200;
const ROUNDS_ATTEST = 40;
/**
 * The statements a request may make, session and company checks included: the month in
 * two (scope with schedule and days off, rows), the attest list in one (staff with schedules, days
 * off, codes, punches and the sums of time and compensation rows, as JSON in one row) and for an AVD
 * a second to find their department; the session and company come from the server's memory after
 * the first request (ADR 14). The suite holds the same budgets (apps/server/src/statement-budgets.test.ts);
 * here they are measured at scale.
 */
const EXPECTED_STATEMENTS = { month: 2, attest: 1, attestDepartment: 2 };
/** The targets: attest list p95 for 500 employees, and how much slower 5,000 may be. */
const TARGETS = { attestP95Ms: 40, monthP95Ms: 40, scaleRatio: 1.5 };

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
  title: `Time reporting: ${EMPLOYEES} and ${LARGE_EMPLOYEES} employees`,
  run: (ctx: BenchContext): Promise<Report> =>
    withCleanup(async (cleanup) => {
      const t0 = performance.now();
      const server = await loadServer();
      const today = new Date();
      const database = await openDemoDatabase(server, cleanup, today);
      ctx.progress(`seeding ${EMPLOYEES} employees with ${MONTHS} months of time entries…`);
      const seed = (employees: number, months: number) =>
        server.seedLargeCompany(database.db, { employees, months, today, hashPassword: server.hashPassword });
      const large = await seed(EMPLOYEES, MONTHS);
      ctx.progress(`seeding ${LARGE_EMPLOYEES} employees with ${LARGE_MONTHS} months of time entries…`);
      const larger = await seed(LARGE_EMPLOYEES, LARGE_MONTHS);
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

      // The attest list built for every request: its figures are the build's, not a kept list's.
      const port = await startApp(server, database, cleanup, { env: { ATTEST_LIST_KEEP_SECONDS: '0' } });
      const cookie = await loginCookie(port, 'lic', server.DEMO_PASSWORD);
      const headersFor = (ftgId: string, as: string) => ({ ...API_MARKER, cookie: as, 'x-ftg-id': ftgId });

      /** One request's time and statement count; throws on a non-200 answer. */
      const once = async (path: string, ftgId: string, as = cookie) => {
        const before = statements;
        const start = performance.now();
        const res = await request(port, path, { headers: headersFor(ftgId, as), timeoutMs: 30_000 });
        const took = performance.now() - start;
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
        return { took, statements: statements - before, body: res.body };
      };
      /** A request as a user who is already working in the company makes it (the first one warms up). */
      const warm = async (path: string, ftgId: string) => {
        await once(path, ftgId);
        return once(path, ftgId);
      };
      const timed = async (path: string, ftgId: string, rounds: number, as = cookie) => {
        const times: number[] = [];
        let count = 0;
        await once(path, ftgId, as);
        for (let i = 0; i < rounds; i++) {
          const r = await once(path, ftgId, as);
          times.push(r.took);
          count = r.statements;
        }
        return { p50: percentile(times, 50), p95: percentile(times, 95), statements: count };
      };

      const month = lastMonth(today);
      const period = `From=${month.From}&To=${month.To}`;
      type Line = { AnstNr: string; Avdelning: string; Antal: Record<string, number> };
      const rowsOf = (e: Line) => Object.values(e.Antal).reduce((x, y) => x + y, 0);
      /** The month of the busiest employee and the attest list of one company. */
      const measure = async (ftgId: string) => {
        const list = JSON.parse((await warm(`/api/attestlista?${period}`, ftgId)).body) as Line[];
        const busiest = list.reduce((a, b) => (rowsOf(b) > rowsOf(a) ? b : a));
        ctx.progress(
          `timing ${ROUNDS_MONTH} month loads and ${ROUNDS_ATTEST} attest lists of ${list.length}…`,
        );
        const monthLoad = await timed(`/api/tidrapport/${busiest.AnstNr}?${period}`, ftgId, ROUNDS_MONTH);
        const attest = await timed(`/api/attestlista?${period}`, ftgId, ROUNDS_ATTEST);
        return { list, busiest, monthLoad, attest };
      };
      const a = await measure(large.ftgId);
      const b = await measure(larger.ftgId);

      // The department of the company of 5,000 whose size is nearest the smaller company's, attested
      // by its AVD manager: the same work for one person, in a company ten times the size.
      const sizes = new Map<string, Line[]>();
      for (const e of b.list) sizes.set(e.Avdelning, [...(sizes.get(e.Avdelning) ?? []), e]);
      const distance = (n: number) => Math.abs(n - a.list.length);
      const [avdelning, members] = [...sizes].reduce((x, y) =>
        distance(y[1].length) < distance(x[1].length) ? y : x,
      );
      const manager = await server.createUser(database.db, {
        ftgId: larger.ftgId,
        role: 'AVD',
        anstNr: members[0]!.AnstNr,
      });
      const managerCookie = await loginCookie(port, manager.login, manager.password);
      const departmentPath = `/api/attestlista?${period}`;
      const departmentList = JSON.parse(
        (await once(departmentPath, larger.ftgId, managerCookie)).body,
      ) as Line[];
      ctx.progress(
        `timing ${ROUNDS_ATTEST} attest lists of department ${avdelning} (${departmentList.length})…`,
      );
      const department = await timed(departmentPath, larger.ftgId, ROUNDS_ATTEST, managerCookie);
      const idle = a.list.find((e) => rowsOf(e) === 0) ?? a.busiest;
      const idleMonth = await warm(`/api/tidrapport/${idle.AnstNr}?${period}`, large.ftgId);

      // The same request on the small demo company.
      const demoList = JSON.parse((await once(`/api/companyList`, large.ftgId)).body) as {
        FtgId: string;
        Namn: string;
      }[];
      const exempel = demoList.find((c) => c.Namn.startsWith('Exempelbolaget'))?.FtgId ?? '';
      const smallAttest = await warm(`/api/attestlista?${period}`, exempel);
      const smallEmployees = (JSON.parse(smallAttest.body) as unknown[]).length;

      // The department is the one nearest the smaller company's size, rarely the same size: the attest
      // list is compared per employee listed, so the ratio shows what the company's size costs.
      const perEmployee = (p95: number, n: number) => p95 / Math.max(1, n);
      const ratio = {
        month: b.monthLoad.p95 / a.monthLoad.p95,
        attest: perEmployee(department.p95, departmentList.length) / perEmployee(a.attest.p95, a.list.length),
      };
      const rawAttestRatio = department.p95 / a.attest.p95;
      const failures: string[] = [];
      const fail = (bad: boolean, message: string) => void (bad && failures.push(message));
      fail(
        a.monthLoad.statements > EXPECTED_STATEMENTS.month,
        `month load takes ${a.monthLoad.statements} statements, more than the ${EXPECTED_STATEMENTS.month} expected`,
      );
      fail(
        a.attest.statements > EXPECTED_STATEMENTS.attest,
        `attest list takes ${a.attest.statements} statements, more than the ${EXPECTED_STATEMENTS.attest} expected`,
      );
      fail(
        smallAttest.statements !== a.attest.statements || b.attest.statements !== a.attest.statements,
        `attest list statements grow with the company: ${smallAttest.statements} for ${smallEmployees} employees, ${a.attest.statements} for ${a.list.length}, ${b.attest.statements} for ${b.list.length}`,
      );
      fail(
        department.statements > EXPECTED_STATEMENTS.attestDepartment,
        `attest list of a department takes ${department.statements} statements, more than the ${EXPECTED_STATEMENTS.attestDepartment} expected`,
      );
      fail(
        departmentList.length !== members.length,
        `the AVD manager of ${avdelning} sees ${departmentList.length} employees, not the department's ${members.length}`,
      );
      fail(
        department.p95 > TARGETS.attestP95Ms,
        `attest list of department ${avdelning} (${departmentList.length}) p95 ${ms(department.p95)} ms, over the ${TARGETS.attestP95Ms} ms target`,
      );
      fail(
        idleMonth.statements !== a.monthLoad.statements,
        `month load statements grow with the rows: ${idleMonth.statements} with ${rowsOf(idle)} rows, ${a.monthLoad.statements} with ${rowsOf(a.busiest)}`,
      );
      fail(
        a.attest.p95 > TARGETS.attestP95Ms,
        `attest list of ${a.list.length} p95 ${ms(a.attest.p95)} ms, over the ${TARGETS.attestP95Ms} ms target`,
      );
      fail(
        a.monthLoad.p95 > TARGETS.monthP95Ms,
        `month load p95 ${ms(a.monthLoad.p95)} ms, over the ${TARGETS.monthP95Ms} ms target`,
      );
      for (const [name, r] of Object.entries(ratio))
        fail(
          r > TARGETS.scaleRatio,
          `${name}: t(company of ${b.list.length}) / t(company of ${a.list.length})${name === 'attest' ? ' per employee listed' : ''} = ${r.toFixed(2)}, over ${TARGETS.scaleRatio}`,
        );
      const line = (
        label: string,
        size: string,
        m: { p50: number; p95: number; statements: number },
        rounds: number,
      ) => [label, size, ms(m.p50), ms(m.p95), String(m.statements), String(rounds)];
      const single = (label: string, size: string, n: number) => [label, size, '', '', String(n), '1'];
      return {
        columns: ['Request', 'Size', 'p50 ms', 'p95 ms', 'SQL statements', 'Rounds'],
        rows: [
          line(
            'GET /api/tidrapport/{AnstNr} (one month)',
            `${rowsOf(a.busiest)} rows`,
            a.monthLoad,
            ROUNDS_MONTH,
          ),
          single('  same, employee without rows', `${rowsOf(idle)} rows`, idleMonth.statements),
          line(`  same, company of ${b.list.length}`, `${rowsOf(b.busiest)} rows`, b.monthLoad, ROUNDS_MONTH),
          line('GET /api/attestlista (one month)', `${a.list.length} employees`, a.attest, ROUNDS_ATTEST),
          line(
            `  same, company of ${b.list.length}, department ${avdelning} as AVD`,
            `${departmentList.length} employees`,
            department,
            ROUNDS_ATTEST,
          ),
          line(
            `  same, company of ${b.list.length}, whole list (no target)`,
            `${b.list.length} employees`,
            b.attest,
            ROUNDS_ATTEST,
          ),
          single('  same, small demo company', `${smallEmployees} employees`, smallAttest.statements),
        ],
        notes: [
          `p95 ratio company of ${b.list.length} / company of ${a.list.length}: month ${ratio.month.toFixed(2)}; attest list per employee listed ${ratio.attest.toFixed(2)} ` +
            `(department of ${departmentList.length} against ${a.list.length}; ${rawAttestRatio.toFixed(2)} before dividing by the sizes) (target ≤ ${TARGETS.scaleRatio}).`,
          `Generated companies ${large.ftgKey}: ${large.employees} employees, ${large.timeEntries} time entries over ${MONTHS} months; ${larger.ftgKey}: ${larger.employees} employees, ${larger.timeEntries} over ${LARGE_MONTHS} months; setup (migrate + seeds) ${Math.round(setupMs)} ms.`,
          `PGlite in a folder (as a server runs it) in this process, requests one at a time over HTTP as LIC, each timed request after one untimed; statements counted at the database client (session and company checks included); ANALYZE after seeding, as the server does on PGlite.`,
        ],
        failures,
      };
    }),
};
