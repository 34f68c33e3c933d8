import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam } from '../../../test/factories';
import { compensationCalls } from './compensations-test-kit';

// What waits for attest outside the period a manager looks at (SPEC §4 Attest status): a row saved
// with a receipt of another month is attested in that month, so the attest view names the months,
// the rows and the employees, in the caller's employee scope and under the portal's attest switch.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, create } = compensationCalls(() => t);

const november = 'From=2026-11-01&To=2026-11-30';
const waiting = async (cookie: string, query = november) => {
  const res = await call(cookie, 'GET', `/api/ersattningar/vantar-attest?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Manader: unknown[] }).Manader;
};

describe('compensations waiting for attest in other periods', () => {
  it('are counted per month outside the period, in the scope of the one who attests', async () => {
    const { per, avd, other, ftg } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true },
    });
    await create(per.cookie, per.anstNr, { Datum: '2026-11-14' });
    await create(per.cookie, per.anstNr, { Datum: '2026-10-03' });
    await create(per.cookie, per.anstNr, { Datum: '2026-10-31' });
    await create(per.cookie, per.anstNr, { Datum: '2026-12-01' });
    // Another department's row: not the AVD's to attest.
    await create(other.cookie, other.anstNr, { Datum: '2026-10-05' });
    // The AVD's own row: an attester does not attest their own.
    await create(avd.cookie, avd.anstNr, { Datum: '2026-09-10' });

    expect(await waiting(avd.cookie)).toEqual([
      { Manad: '2026-10', Antal: 2, Anstallda: 1 },
      { Manad: '2026-12', Antal: 1, Anstallda: 1 },
    ]);
    expect(await waiting(ftg.cookie)).toEqual([
      { Manad: '2026-09', Antal: 1, Anstallda: 1 },
      { Manad: '2026-10', Antal: 3, Anstallda: 2 },
      { Manad: '2026-12', Antal: 1, Anstallda: 1 },
    ]);
    // One employee's, as their rows on the attest page show them.
    expect(await waiting(ftg.cookie, `${november}&AnstNr=${other.anstNr}`)).toEqual([
      { Manad: '2026-10', Antal: 1, Anstallda: 1 },
    ]);
    expect(
      (
        await call(avd.cookie, 'GET', `/api/ersattningar/vantar-attest?${november}&AnstNr=${other.anstNr}`)
      ).json().Code,
    ).toBe(40311);

    // Attested in their month, they wait no more.
    const attest = await call(avd.cookie, 'POST', '/api/ersattningar/attest', {
      Action: 'attest',
      AnstNr: [per.anstNr],
      From: '2026-10-01',
      To: '2026-10-31',
    });
    expect(attest.json()).toMatchObject({ Andrade: 2, Oforandrade: 0 });
    expect(await waiting(avd.cookie)).toEqual([{ Manad: '2026-12', Antal: 1, Anstallda: 1 }]);
  });

  it('wait for attest only once approved where the company approves first', async () => {
    const { per, avd } = await newTeam(t, { settings: { kalUseLonReady: true, kalUseAttest: true } });
    await create(per.cookie, per.anstNr, { Datum: '2026-10-03' });
    expect(await waiting(avd.cookie)).toEqual([]);
    const approve = await call(per.cookie, 'POST', '/api/ersattningar/godkann', {
      Action: 'approve',
      AnstNr: [per.anstNr],
      From: '2026-10-01',
      To: '2026-10-31',
    });
    expect(approve.json()).toMatchObject({ Andrade: 1, Oforandrade: 0 });
    expect(await waiting(avd.cookie)).toEqual([{ Manad: '2026-10', Antal: 1, Anstallda: 1 }]);
  });

  it('are refused to employees, where the portal does not attest compensations, and on a wrong period', async () => {
    const { per, avd } = await newTeam(t, {
      settings: { kalUseLonReady: false, kalUseAttest: true },
      portal: { EnableAttestErsattningarView: false },
    });
    await create(per.cookie, per.anstNr, { Datum: '2026-10-03' });
    const get = (cookie: string, query: string) =>
      call(cookie, 'GET', `/api/ersattningar/vantar-attest?${query}`);
    expect((await get(avd.cookie, november)).json().Code).toBe(40303);
    expect((await get(per.cookie, november)).json().Code).toBe(40303);
    for (const query of [
      'From=2026-11-31&To=2026-11-30',
      'From=x&To=y',
      november + '&AnstNr=' + 'x'.repeat(300),
    ])
      expect((await get(avd.cookie, query)).statusCode).toBe(400);
  });
});
