import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transferableStatuses } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { companies } from '../../db/schema/index';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';

// SPEC §4 Attest status when a company's switches change after rows exist (ADR 0007 "When a switch
// changes"): rows stored under the old switches move forward and back through POST /api/godkann and
// /api/attest under the new ones. Each test has a company of its own, whose employee ('per')
// reports and whose company administrator ('ftg') attests.
let t: TestApp;
const cookies: Record<string, string> = {};
let ftgId = '';
let anstNr = '';
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  ftgId = (await newCompany(t)).ftgId;
  const per = await newEmployee(t, { ftgId });
  anstNr = per.anstNr;
  cookies.per = per.cookie;
  cookies.ftg = (await newUser(t, { ftgId, role: ROLE.FTG })).cookie;
});
afterAll(() => t.close());

type Period = { From: string; To: string };
type Row = { Id: string; Datum: string; Status: string; KanAndras: boolean };

const setSwitches = (kalUseLonReady: boolean, kalUseAttest: boolean) =>
  t.database.db.update(companies).set({ kalUseLonReady, kalUseAttest }).where(eq(companies.ftgId, ftgId));
const call = (login: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.api({ method, url, cookie: cookies[login], body });
const act = (login: string, url: '/api/godkann' | '/api/attest', Action: string, p: Period) =>
  call(login, 'POST', url, { ...p, Action, AnstNr: [anstNr] });
const rows = async (login: string, p: Period) =>
  (
    (await call(login, 'GET', `/api/tidrapport/${anstNr}?From=${p.From}&To=${p.To}`)).json() as {
      Rader: Row[];
    }
  ).Rader;
const statuses = async (p: Period) => (await rows('ftg', p)).map((r) => r.Status);
const report = async (p: Period, days: string[]) => {
  for (const Datum of days) {
    const res = await call('per', 'POST', '/api/tidrader', {
      AnstNr: anstNr,
      Datum,
      TidKod: 'ARB',
      Timmar: 8,
    });
    expect(res.statusCode).toBe(201);
  }
  return statuses(p);
};
const day = (d: string): Period => ({ From: d, To: d });

describe('rows stored before a company switch changed (SPEC §4 Attest status)', () => {
  it('attest switched on: approved rows are attested, or taken back by the employee', async () => {
    await setSwitches(true, false);
    const toAttest = { From: '2026-11-02', To: '2026-11-03' };
    const toTakeBack = day('2026-11-04');
    await report(toAttest, ['2026-11-02', '2026-11-03']);
    await report(toTakeBack, ['2026-11-04']);
    await act('per', '/api/godkann', 'approve', { From: '2026-11-02', To: '2026-11-04' });
    expect(await statuses({ From: '2026-11-02', To: '2026-11-04' })).toEqual([
      'APPROVED',
      'APPROVED',
      'APPROVED',
    ]);

    await setSwitches(true, true);
    // Approved under the old switches means waiting for attest now: the employee no longer edits.
    expect((await rows('per', toAttest)).map((r) => r.KanAndras)).toEqual([false, false]);
    const attested = await act('ftg', '/api/attest', 'attest', toAttest);
    expect(attested.json()).toMatchObject({ Andrade: 2, Oforandrade: 0 });
    expect(await statuses(toAttest)).toEqual(['ATTESTED', 'ATTESTED']);
    const [first] = await rows('ftg', toAttest);
    const history = (await call('ftg', 'GET', `/api/tidrader/${first!.Id}/historik`)).json() as {
      Handelse: string;
      Detaljer: unknown;
    }[];
    expect(history.at(-1)).toMatchObject({
      Handelse: 'ATTEST',
      Detaljer: { From: 'APPROVED', To: 'ATTESTED' },
    });
    // And all the way back to the start.
    expect((await act('ftg', '/api/attest', 'unattest', toAttest)).json().Andrade).toBe(2);
    expect((await act('per', '/api/godkann', 'unapprove', toAttest)).json().Andrade).toBe(2);
    expect(await statuses(toAttest)).toEqual(['NOT_APPROVED', 'NOT_APPROVED']);

    expect((await act('per', '/api/godkann', 'unapprove', toTakeBack)).json().Andrade).toBe(1);
    expect(await rows('per', toTakeBack)).toMatchObject([{ Status: 'NOT_APPROVED', KanAndras: true }]);
  });

  it('attest switched off: approved and attested rows are ready, and can be taken back', async () => {
    await setSwitches(true, true);
    const approved = day('2026-11-09');
    const attested = day('2026-11-10');
    await report(approved, ['2026-11-09']);
    await report(attested, ['2026-11-10']);
    await act('per', '/api/godkann', 'approve', { From: '2026-11-09', To: '2026-11-10' });
    await act('ftg', '/api/attest', 'attest', attested);
    const both = { From: '2026-11-09', To: '2026-11-10' };
    expect(await statuses(both)).toEqual(['NOT_ATTESTED', 'ATTESTED']);

    await setSwitches(true, false);
    const flags = { KalUseLonReady: true, KalUseAttest: false };
    // Both are what the payroll export takes now (domain transferableStatuses).
    expect(transferableStatuses(flags)).toEqual(expect.arrayContaining(await statuses(both)));
    expect((await act('ftg', '/api/attest', 'unattest', attested)).statusCode).toBe(403);
    // The attested row stays read-only: the attest signed its values.
    expect((await rows('ftg', both)).map((r) => r.KanAndras)).toEqual([true, false]);
    const back = await act('per', '/api/godkann', 'unapprove', both);
    expect(back.json()).toMatchObject({ Andrade: 2, Oforandrade: 0 });
    expect(await rows('per', both)).toMatchObject([
      { Status: 'NOT_APPROVED', KanAndras: true },
      { Status: 'NOT_APPROVED', KanAndras: true },
    ]);
    expect((await act('per', '/api/godkann', 'approve', both)).json().Andrade).toBe(2);
    expect(await statuses(both)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('approval switched off: reported and approved rows wait for attest', async () => {
    await setSwitches(true, true);
    const reported = day('2026-11-16');
    const approved = day('2026-11-17');
    const both = { From: '2026-11-16', To: '2026-11-17' };
    await report(both, ['2026-11-16', '2026-11-17']);
    await act('per', '/api/godkann', 'approve', approved);
    expect(await statuses(both)).toEqual(['NOT_APPROVED', 'NOT_ATTESTED']);

    await setSwitches(false, true);
    expect((await act('per', '/api/godkann', 'unapprove', approved)).statusCode).toBe(403);
    // Neither was attested: both are the employee's to change again.
    expect((await rows('per', reported)).map((r) => r.KanAndras)).toEqual([true]);
    expect((await rows('per', approved)).map((r) => r.KanAndras)).toEqual([true]);
    expect((await act('ftg', '/api/attest', 'attest', both)).json()).toMatchObject({
      Andrade: 2,
      Oforandrade: 0,
    });
    expect(await statuses(both)).toEqual(['ATTESTED', 'ATTESTED']);
    expect((await act('ftg', '/api/attest', 'unattest', both)).json().Andrade).toBe(2);
    expect(await rows('per', both)).toMatchObject([
      { Status: 'NOT_ATTESTED', KanAndras: true },
      { Status: 'NOT_ATTESTED', KanAndras: true },
    ]);
  });

  it('both switched off: every row is ready; an attested one goes back once a switch is on', async () => {
    await setSwitches(true, true);
    const both = { From: '2026-11-18', To: '2026-11-19' };
    await report(both, ['2026-11-18', '2026-11-19']);
    await act('per', '/api/godkann', 'approve', day('2026-11-19'));
    await act('ftg', '/api/attest', 'attest', day('2026-11-19'));
    expect(await statuses(both)).toEqual(['NOT_APPROVED', 'ATTESTED']);

    await setSwitches(false, false);
    const flags = { KalUseLonReady: false, KalUseAttest: false };
    expect(transferableStatuses(flags)).toEqual(expect.arrayContaining(await statuses(both)));
    expect((await act('per', '/api/godkann', 'approve', both)).statusCode).toBe(403);
    expect((await act('ftg', '/api/attest', 'unattest', both)).statusCode).toBe(403);
    expect((await rows('per', both)).map((r) => r.KanAndras)).toEqual([true, false]);

    await setSwitches(true, false);
    expect((await act('per', '/api/godkann', 'unapprove', both)).json()).toMatchObject({
      Andrade: 1,
      Oforandrade: 1,
    });
    expect(await statuses(both)).toEqual(['NOT_APPROVED', 'NOT_APPROVED']);
  });
});
