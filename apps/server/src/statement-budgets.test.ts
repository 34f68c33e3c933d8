import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from './db/client';
import { createTestApp, type TestApp } from '../test/app-helper';
import { newEmployee, newStaffedTeam } from '../test/factories';
import { newPlanningTeam, shift } from '../test/staffing-kit';
import { importBody, lonutFile } from './modules/payslips/lonut-test-kit';

// The SQL statements the hot requests make (ARCHITECTURE "Fast under load": prepared queries and few
// round trips), session and company checks included, once the session is in the server's memory
// (ADR 0014). A budget without a clock is a test, so a change that needs one more statement does
// not land unnoticed; timing budgets are in `npm run bench`. A change that needs fewer lowers these.
const BUDGET = {
  /** GET /api/me: the session and company from memory. */
  me: 0,
  /** A month of the time report: the scope with schedules and days off, and the rows. */
  month: 2,
  /** The attest list of the whole company: staff, schedules, punches and the sums, as JSON in one row. */
  attest: 1,
  /** The same for an AVD: and a first statement that finds their department. */
  attestDepartment: 2,
  /** The month's compensation rows of one employee. */
  compensations: 2,
  /** A page of the employee register: the page with the count of all matches beside each row. */
  registerEmployees: 1,
  /**
   * The departments: the rows, those in use (by employees now and in the history, and by staffing
   * tasks, in one statement) and the employees of each.
   */
  departments: 3,
  /**
   * The swaps a manager decides, with every interest checked by the law: those expired first, the
   * people the manager plans for, the swaps, their interests, the shifts given back, the people's
   * names, the requirements (tasks and needs), and one basis for all (the rules, the shifts, what
   * they hold, absence in two, and shifts with other employers).
   */
  swaps: 14,
  /** An employee's payslips and the balances of the year. */
  payslips: 2,
  /** One payslip, the one before it (for what changed) and the balances of its pay day. */
  payslip: 3,
};

let t: TestApp;
let statements = 0;
let stopWatching = () => {};
beforeAll(async () => {
  // The attest list built for every request: a kept answer (attest-list-cache.ts) takes none.
  t = await createTestApp({ attestListKeepMs: 0 });
  stopWatching = watchStatements(t.database.db, () => statements++);
});
afterAll(async () => {
  stopWatching();
  await t.close();
});

const period = 'From=2026-11-01&To=2026-11-30';

/** The statements one request makes, asked twice so that the first fills the session cache. */
async function statementsOf(url: string, cookie: string, ftgId?: string): Promise<number> {
  const ask = () => t.api({ url, cookie, ...(ftgId ? { ftgId } : {}) });
  expect((await ask()).statusCode).toBe(200);
  const before = statements;
  expect((await ask()).statusCode).toBe(200);
  return statements - before;
}

async function withRows(cookie: string, anstNr: string, days: number) {
  for (let day = 2; day < 2 + days; day++) {
    const res = await t.api({
      method: 'POST',
      url: '/api/tidrader',
      cookie,
      body: { AnstNr: anstNr, Datum: `2026-11-${String(day).padStart(2, '0')}`, TidKod: 'ARB', Timmar: 8 },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('SQL statements per hot request', () => {
  it('GET /api/me answers from memory', async () => {
    const { per } = await newStaffedTeam(t, 6);
    expect(await statementsOf('/api/me', per.cookie)).toBe(BUDGET.me);
  });

  it('a month of the time report takes the same statements with no rows and with many', async () => {
    const { per, other, ftg } = await newStaffedTeam(t, 6);
    await withRows(ftg.cookie, per.anstNr, 12);
    expect(await statementsOf(`/api/tidrapport/${per.anstNr}?${period}`, ftg.cookie)).toBe(BUDGET.month);
    expect(await statementsOf(`/api/tidrapport/${other.anstNr}?${period}`, ftg.cookie)).toBe(BUDGET.month);
  });

  it('the attest list takes the same statements for 6 and for 40 employees', async () => {
    for (const staff of [6, 40]) {
      const { per, ftg } = await newStaffedTeam(t, staff);
      await withRows(ftg.cookie, per.anstNr, 3);
      expect(await statementsOf(`/api/attestlista?${period}`, ftg.cookie)).toBe(BUDGET.attest);
    }
  });

  it("an AVD's attest list of their department", async () => {
    const { avd, per } = await newStaffedTeam(t, 20);
    await withRows(avd.cookie, per.anstNr, 3);
    expect(await statementsOf(`/api/attestlista?${period}`, avd.cookie)).toBe(BUDGET.attestDepartment);
  });

  it("an employee's compensations of a month", async () => {
    const { per } = await newStaffedTeam(t, 6);
    expect(await statementsOf(`/api/ersattningar/${per.anstNr}?${period}`, per.cookie)).toBe(
      BUDGET.compensations,
    );
  });

  it('a page of the employee register, and the departments, take as many statements for 6 as for 40', async () => {
    for (const size of [6, 40]) {
      const { ftg } = await newStaffedTeam(t, size);
      expect(await statementsOf('/api/registers/employees?PerPage=25', ftg.cookie)).toBe(
        BUDGET.registerEmployees,
      );
      expect(await statementsOf('/api/registers/departments', ftg.cookie)).toBe(BUDGET.departments);
    }
  });

  it('the swaps to decide take as many statements with two interests as with six', async () => {
    const counts: number[] = [];
    for (const takers of [1, 3]) {
      const team = await newPlanningTeam(t, { PassbyteTyp: 'A' });
      const others = [];
      for (let n = 1; n < takers; n++) others.push(await newEmployee(t, { ftgId: team.ftgId }));
      const colleagues = [team.bo, ...others];
      for (const day of ['2026-12-10', '2026-12-11']) {
        const made = await t.call(team.avd.cookie, 'POST', '/api/bemanna/pass', {
          ...shift(team.anna.anstNr, day, '08:00', '12:00'),
        });
        expect(made.statusCode, made.body).toBe(201);
        await t.call(team.avd.cookie, 'POST', '/api/bemanna/publicera', { From: day, To: day });
        const PassId = (made.json().Pass as { Id: string }[])[0]!.Id;
        let swap = (await t.call(team.anna.cookie, 'POST', '/api/schedule/passbyten', { PassId })).json();
        for (const c of colleagues) {
          const res = await t.call(c.cookie, 'POST', `/api/schedule/passbyten/${swap.Id}/intresse`, {
            Version: swap.Version,
          });
          expect(res.statusCode, res.body).toBe(200);
          swap = res.json();
        }
      }
      counts.push(await statementsOf('/api/bemanna/passbyten', team.avd.cookie));
    }
    expect(counts).toEqual([BUDGET.swaps, BUDGET.swaps]);
  });

  it('an employee’s payslips, and one of them, take as many statements with one month as with twelve', async () => {
    for (const months of [1, 12]) {
      const { ftg, per } = await newStaffedTeam(t, 6);
      const lonebesked = Array.from({ length: months }, (_, i) => {
        const month = String(i + 1).padStart(2, '0');
        return {
          anstid: per.anstNr,
          periodid: `2026-${month}`,
          betaldatum: `2026-${month}-15`,
          saldo: { flexsaldo: i },
        };
      });
      const res = await t.call(
        ftg.cookie,
        'POST',
        '/api/lonebesked/import',
        importBody(lonutFile({ lonebesked })),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await statementsOf('/api/lonebesked', per.cookie)).toBe(BUDGET.payslips);
      const [latest] = (await t.api({ url: '/api/lonebesked', cookie: per.cookie })).json().Lonebesked;
      expect(await statementsOf(`/api/lonebesked/${latest.Id}`, per.cookie)).toBe(BUDGET.payslip);
    }
  });
});
