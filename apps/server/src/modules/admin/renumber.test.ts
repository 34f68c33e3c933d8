import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';
import { createBrukare, createTimeEntry, uniqueNumber } from '../../db/seed/factories';
import type { BusEvent } from '../../plugins/realtime/bus';

// POST /admin/renumber (SPEC §4 ANSTNRS_CHANGED / BRUKARNRS_CHANGED): a new number everywhere, the
// linked accounts' sessions go on with it, and the company's browsers hear of it.

let t: TestApp;
const events: BusEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const renumber = (cookie: string, ftgId: string, body: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/admin/renumber', cookie, ftgId, body });

describe('POST /api/admin/renumber', () => {
  it("moves an employee's number everywhere and keeps their session going with it", async () => {
    const company = await newCompany(t);
    const ftgId = company.ftgId;
    const lic = await newUser(t, { role: ROLE.LIC, ftgId });
    const anna = await newEmployee(t, { ftgId });
    await createTimeEntry(t.database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: '2026-11-16' });
    await createTimeEntry(t.database.db, { ftgId }, { AnstNr: anna.anstNr, Datum: '2026-11-17' });
    const to = `N${uniqueNumber()}`;
    const res = await renumber(lic.cookie, ftgId, { Typ: 'ANSTNR', Fran: anna.anstNr, Till: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Tidrader: 2, Konton: 1 });
    // Her session goes on, with the new number.
    const me = await t.api({ url: '/api/me', cookie: anna.cookie });
    expect(me.statusCode).toBe(200);
    expect((me.json() as MeResponse).UserAccount.AnstNr).toBe(to);
    const report = await t.api({
      url: `/api/tidrapport/${to}?From=2026-11-01&To=2026-11-30`,
      cookie: anna.cookie,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(JSON.stringify(report.json())).toContain('2026-11-17');
    expect(events).toContainEqual({
      Event: 'ANSTNRS_CHANGED',
      Payload: { Fran: anna.anstNr, Till: to },
      FtgId: ftgId,
    });
  });

  it('moves the number of her children, absence reports and leave applications too', async () => {
    const company = await newCompany(t, { settings: { licensOptions: ['HRTIL'] } });
    const ftgId = company.ftgId;
    const lic = await newUser(t, { role: ROLE.LIC, ftgId });
    const anna = await newEmployee(t, { ftgId });
    const post = (url: string, body: unknown) => t.api({ method: 'POST', url, cookie: anna.cookie, body });
    const child = await post('/api/barnregister', {
      AnstNr: anna.anstNr,
      PersNr: '201801012384',
      Namn: 'Alva',
    });
    expect(child.statusCode, child.body).toBe(201);
    const leave = await post('/api/leaveapplications', {
      AnstNr: anna.anstNr,
      TidKod: 'SEM',
      From: '2026-12-21',
      To: '2026-12-23',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const sick = await post('/api/absenceReports', { AnstNr: anna.anstNr, Typ: 'SJUK', From: '2026-11-16' });
    expect(sick.statusCode, sick.body).toBe(201);
    const to = `N${uniqueNumber()}`;
    const res = await renumber(lic.cookie, ftgId, { Typ: 'ANSTNR', Fran: anna.anstNr, Till: to });
    expect(res.statusCode, res.body).toBe(200);
    const get = async (url: string) => (await t.api({ url, cookie: anna.cookie })).json() as unknown[];
    expect(await get(`/api/barnregister/${to}`)).toHaveLength(1);
    expect(await get(`/api/leaveapplications?AnstNr=${to}`)).toHaveLength(1);
    expect(await get(`/api/absenceReports?AnstNr=${to}`)).toHaveLength(1);
  });

  it('moves a brukare number and the brukare account with it', async () => {
    const company = await newCompany(t);
    const ftgId = company.ftgId;
    const lic = await newUser(t, { role: ROLE.LIC, ftgId });
    const b = await createBrukare(t.database.db, { ftgId });
    const bru = await newUser(t, { role: ROLE.BRU, ftgId, brukare: b.brukare });
    const to = `B${uniqueNumber()}`;
    const res = await renumber(lic.cookie, ftgId, { Typ: 'BRUKARE', Fran: b.brukare, Till: to });
    expect(res.json()).toEqual({ Tidrader: 0, Konton: 1 });
    const me = await t.api({ url: '/api/me', cookie: bru.cookie });
    expect((me.json() as MeResponse).UserAccount.Brukare).toBe(to);
    expect(events.some((e) => e.Event === 'BRUKARNRS_CHANGED' && e.FtgId === ftgId)).toBe(true);
  });

  it('refuses an unknown or taken number, the same number, and anyone but LIC and ADM', async () => {
    const company = await newCompany(t);
    const ftgId = company.ftgId;
    const adm = await newUser(t, { role: ROLE.ADM, ftgId });
    const ftg = await newUser(t, { role: ROLE.FTG, ftgId });
    const a = await newEmployee(t, { ftgId });
    const b = await newEmployee(t, { ftgId });
    // A removed employee's time rows still carry their number: it is not free.
    await createTimeEntry(t.database.db, { ftgId }, { AnstNr: 'GONE7', Datum: '2026-11-02' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Typ: 'ANSTNR', Fran: a.anstNr, Till: 'GONE7' }, 'Till', 'validation.renumber.taken'],
      [{ Typ: 'ANSTNR', Fran: 'NOSUCH', Till: 'X1' }, 'Fran', 'validation.renumber.unknown'],
      [{ Typ: 'ANSTNR', Fran: a.anstNr, Till: b.anstNr }, 'Till', 'validation.renumber.taken'],
      [{ Typ: 'ANSTNR', Fran: a.anstNr, Till: a.anstNr }, 'Till', 'validation.renumber.same'],
      [{ Typ: 'ANSTNR', Fran: a.anstNr, Till: 'ett nummer' }, 'Till', 'validation.alphanumeric'],
    ];
    for (const [body, field, code] of cases) {
      const res = await renumber(adm.cookie, ftgId, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().Details).toContainEqual({ Field: field, Code: code });
    }
    expect(
      (await renumber(ftg.cookie, ftgId, { Typ: 'ANSTNR', Fran: a.anstNr, Till: 'X2' })).statusCode,
    ).toBe(403);
    // Nothing moved.
    expect((await t.api({ url: '/api/me', cookie: a.cookie })).json().UserAccount.AnstNr).toBe(a.anstNr);
  });
});
