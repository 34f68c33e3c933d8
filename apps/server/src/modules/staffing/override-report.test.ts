// The report of overridden warnings (GET /bemanna/overstyrningar): each warning kept with a reason
// is listed with who kept it and why (DOMAIN §4, ADR 0031), to the managers of the person concerned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { LAGER, newEmployee, ROLE } from '../../../test/factories';
import { newPlanningTeam, shift, type Json } from '../../../test/staffing-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (cookie: string, from: string, to: string) =>
  t.call(cookie, 'GET', `/api/bemanna/overstyrningar?From=${from}&To=${to}`);

/** Two overlapping shifts of Anna on 7 December, the second kept with a reason. */
async function keptOverlap() {
  const team = await newPlanningTeam(t);
  const { avd, anna } = team;
  await t.call(avd.cookie, 'POST', '/api/bemanna/pass', shift(anna.anstNr, '2026-12-07', '08:00', '12:00'));
  const kept = await t.call(avd.cookie, 'POST', '/api/bemanna/pass', {
    ...shift(anna.anstNr, '2026-12-07', '11:00', '13:00', { RastMinuter: 0 }),
    Overstyrning: 'Ingen annan kan',
  });
  expect(kept.statusCode, kept.body).toBe(201);
  return team;
}

describe('the report of overridden warnings (DOMAIN §4)', () => {
  it('lists a shift kept with a reason, with who kept it, its warnings and the reason', async () => {
    const { avd, anna, ftg } = await keptOverlap();
    const res = await report(avd.cookie, '2026-12-01', '2026-12-31');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().Overstyrningar as Json[];
    expect(list).toEqual([
      expect.objectContaining({
        Av: avd.namn,
        AnstNr: anna.anstNr,
        Namn: anna.namn,
        Datum: '2026-12-07',
        StartTid: '11:00',
        SlutTid: '13:00',
        Bemuppgift: 'KOK',
        Overstyrning: 'Ingen annan kan',
        Passbyte: false,
        Varningar: [expect.objectContaining({ Typ: 'OVERLAPP' })],
      }),
    ]);
    // The company's administrator sees every override of the company.
    expect((await report(ftg.cookie, '2026-12-01', '2026-12-31')).json().Overstyrningar).toHaveLength(1);
  });
  it('a manager of another department does not see it', async () => {
    const { ftgId } = await keptOverlap();
    const lag = await newEmployee(t, { ftgId, role: ROLE.AVD, avd: LAGER, options: ['CPBEM'] });
    const res = await report(lag.cookie, '2026-12-01', '2026-12-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Overstyrningar).toEqual([]);
  });
  it('lists only the overrides of shifts in the period', async () => {
    const { avd } = await keptOverlap();
    expect((await report(avd.cookie, '2026-12-08', '2026-12-31')).json().Overstyrningar).toEqual([]);
    expect((await report(avd.cookie, '2026-12-07', '2026-12-07')).json().Overstyrningar).toHaveLength(1);
  });
  it('a period ending before it starts or longer than a year is a field error', async () => {
    const { avd } = await newPlanningTeam(t);
    const back = await report(avd.cookie, '2026-12-07', '2026-12-01');
    expect(back.statusCode).toBe(400);
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.staffing.endBeforeStart' }]);
    const long = await report(avd.cookie, '2026-01-01', '2027-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().Details).toEqual([{ Field: 'To', Code: 'validation.staffing.periodTooLong' }]);
    expect((await report(avd.cookie, '2026-01-01', '2027-01-01')).statusCode).toBe(200);
  });
});
