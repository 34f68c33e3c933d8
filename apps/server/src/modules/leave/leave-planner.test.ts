import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';

// The leave planner: a planning period, the employees' wishes in it, the timeline with
// each day's coverage against the minimum staffing, and the wishes approved into leave.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call: TestApp['call'] = (...args) => t.call(...args);
const HR = { settings: { licensOptions: ['HRTIL'] } };
/** The weeks before Christmas 2026 (the test clock stands on 21 November 2026). */
const PERIOD = { Namn: 'December 2026', From: '2026-12-01', To: '2026-12-23', SistaOnskedag: '2026-11-30' };

describe('leave planner', () => {
  it('shows the wishes per department with the coverage of each day, and approves them into leave', async () => {
    const { company, per, avd } = await newTeam(t, HR);
    const lic = await newUser(t, { ftgId: company.ftgId, role: ROLE.LIC, options: ['HRTIL'] });
    const created = await call(lic.cookie, 'POST', '/api/leaveplanner', {
      ...PERIOD,
      MinBemanning: { EKO: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as Json & { Id: string };
    // Open for wishes: everyone who applies for leave sees it.
    expect(
      ((await call(per.cookie, 'GET', '/api/leaveplanner/oppna')).json() as Json[]).map((p) => p.Id),
    ).toEqual([plan.Id]);
    const wish = await call(per.cookie, 'POST', '/api/leaveapplications', {
      AnstNr: per.anstNr,
      TidKod: 'SEM',
      From: '2026-12-07',
      To: '2026-12-11',
    });
    expect(wish.statusCode, wish.body).toBe(201);
    const overview = await call(lic.cookie, 'GET', `/api/leaveplanner/${plan.Id}`);
    expect(overview.statusCode, overview.body).toBe(200);
    const eko = (overview.json().Avdelningar as Json[]).find((a) => a.Avdelning === 'EKO') as {
      Min: number;
      Personer: { AnstNr: string; Ansokningar: Json[] }[];
      Tackning: { Datum: string; Onskade: number; Kvar: number; Under: boolean }[];
    };
    expect(eko.Min).toBe(2);
    expect(eko.Personer.find((p) => p.AnstNr === per.anstNr)?.Ansokningar).toEqual([
      expect.objectContaining({ From: '2026-12-07', To: '2026-12-11', Status: 'IN_REVIEW' }),
    ]);
    // EKO has per and avd: with per's wish one is left on 7 December, under the minimum of 2.
    expect(eko.Tackning.find((d) => d.Datum === '2026-12-07')).toMatchObject({
      Onskade: 1,
      Kvar: 1,
      Under: true,
    });
    expect(eko.Tackning.find((d) => d.Datum === '2026-12-14')).toMatchObject({
      Onskade: 0,
      Kvar: 2,
      Under: false,
    });
    // Nobody of EKO is due at work on Saturday 12 December: no staffing to fall short of.
    expect(eko.Tackning.find((d) => d.Datum === '2026-12-12')).toMatchObject({
      Schemalagda: 0,
      Kvar: 0,
      Under: false,
    });

    const approve = await call(lic.cookie, 'POST', '/api/leaveapplications/beslut', {
      Ids: [wish.json().Id],
      Beslut: 'APPROVE',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const after = (await call(lic.cookie, 'GET', `/api/leaveplanner/${plan.Id}`)).json();
    const day = (after.Avdelningar as { Avdelning: string; Tackning: Json[] }[])
      .find((a) => a.Avdelning === 'EKO')!
      .Tackning.find((d) => d.Datum === '2026-12-07');
    expect(day).toMatchObject({ Beviljade: 1, Onskade: 0 });
    // Planning needs the HR user option (SPEC §6): the team's AVD has none.
    expect((await call(avd.cookie, 'GET', `/api/leaveplanner/${plan.Id}`)).statusCode).toBe(403);
  });

  it('makes a period with a minimum staffing for some departments only', async () => {
    const { company } = await newTeam(t, HR);
    const lic = await newUser(t, { ftgId: company.ftgId, role: ROLE.LIC, options: ['HRTIL'] });
    // A cleared field comes as null: that department has no minimum.
    const created = await call(lic.cookie, 'POST', '/api/leaveplanner', {
      ...PERIOD,
      MinBemanning: { EKO: 2, LAG: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ MinBemanning: { EKO: 2 } });
  });

  it('changes and removes a period on its version; an employee may not plan', async () => {
    const { company, per } = await newTeam(t, HR);
    const lic = await newUser(t, { ftgId: company.ftgId, role: ROLE.LIC, options: ['HRTIL'] });
    const plan = (
      await call(lic.cookie, 'POST', '/api/leaveplanner', { ...PERIOD, MinBemanning: {} })
    ).json();
    const changed = await call(lic.cookie, 'PUT', `/api/leaveplanner/${plan.Id}`, {
      ...PERIOD,
      Namn: 'Sommaren',
      MinBemanning: { EKO: 1 },
      Version: plan.Version,
    });
    expect(changed.json()).toMatchObject({ Namn: 'Sommaren', MinBemanning: { EKO: 1 } });
    const stale = await call(lic.cookie, 'PUT', `/api/leaveplanner/${plan.Id}`, {
      ...PERIOD,
      MinBemanning: {},
      Version: plan.Version,
    });
    expect(stale.statusCode).toBe(409);
    const late = await call(lic.cookie, 'POST', '/api/leaveplanner', {
      ...PERIOD,
      SistaOnskedag: '2026-12-24',
      MinBemanning: {},
    });
    expect(late.json().Details).toEqual([
      { Field: 'SistaOnskedag', Code: 'validation.leavePlan.deadlineAfterEnd' },
    ]);
    expect((await call(per.cookie, 'GET', '/api/leaveplanner')).statusCode).toBe(403);
    expect((await call(per.cookie, 'GET', `/api/leaveplanner/${plan.Id}`)).statusCode).toBe(403);
    // A version no row can have (beyond the database's integers) is refused, not compared (a 500).
    for (const [method, url, body] of [
      ['DELETE', `/api/leaveplanner/${plan.Id}?Version=2147483648`, undefined],
      ['PUT', `/api/leaveplanner/${plan.Id}`, { ...PERIOD, MinBemanning: {}, Version: 2 ** 31 }],
    ] as const) {
      const huge = await call(lic.cookie, method, url, body);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().Details).toEqual([{ Field: 'Version', Code: 'validation.maxLength' }]);
    }
    const gone = await call(
      lic.cookie,
      'DELETE',
      `/api/leaveplanner/${plan.Id}?Version=${changed.json().Version}`,
    );
    expect(gone.statusCode).toBe(204);
    expect((await call(lic.cookie, 'GET', `/api/leaveplanner/${plan.Id}`)).statusCode).toBe(404);
  });
});
