import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeEntryInputSchema, type Roll } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser } from '../../../test/factories';
import {
  buildTimeEntry,
  createBrukare,
  createEmployee,
  createScheduledEntries,
  createTimeEntry,
} from './factories';

const PER: Roll = 'PER';
const AVD: Roll = 'AVD';
const FTG: Roll = 'FTG';
const NOV = { From: '2026-11-01', To: '2026-11-30' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('factories', () => {
  it('buildTimeEntry is valid by default and takes overrides', () => {
    expect(TimeEntryInputSchema.safeParse(buildTimeEntry()).success).toBe(true);
    const e = buildTimeEntry({ AnstNr: '7', Timmar: 4 });
    expect(e).toMatchObject({ AnstNr: '7', Timmar: 4, TidKod: 'ARB' });
    expect(TimeEntryInputSchema.safeParse(e).success).toBe(true);
  });

  it('makes a company whose employee logs in, sees only themselves and reports time', async () => {
    const c = await newCompany(t);
    const a = await newEmployee(t, { ftgId: c.ftgId });
    const b = await newEmployee(t, { ftgId: c.ftgId });
    expect(a.anstNr).not.toBe(b.anstNr);
    expect(a.login).not.toBe(b.login);
    const me = await t.api({ url: '/api/me', cookie: a.cookie });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().UserAccount).toMatchObject({ Roll: PER, AnstNr: a.anstNr, FtgId: c.ftgId });
    const list = await t.api({ url: '/api/perlista', cookie: a.cookie });
    expect(list.json().map((r: { AnstNr: string }) => r.AnstNr)).toEqual([a.anstNr]);
    const res = await t.api({
      method: 'POST',
      url: '/api/tidrader',
      cookie: a.cookie,
      body: buildTimeEntry({ AnstNr: a.anstNr, Datum: '2026-11-02' }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('gives an AVD the employees of their department and an FTG the whole company', async () => {
    const c = await newCompany(t);
    const per = await newEmployee(t, { ftgId: c.ftgId });
    const avd = await newEmployee(t, { ftgId: c.ftgId, role: AVD });
    const ftg = await newUser(t, { ftgId: c.ftgId, role: FTG });
    const anstNrs = async (cookie: string) =>
      (await t.api({ url: '/api/perlista', cookie })).json().map((r: { AnstNr: string }) => r.AnstNr);
    expect((await anstNrs(avd.cookie)).sort()).toEqual([per.anstNr, avd.anstNr].sort());
    expect((await anstNrs(ftg.cookie)).sort()).toEqual([per.anstNr, avd.anstNr].sort());
  });

  it('stores time entries the report reads back, and a scheduled month', async () => {
    const c = await newCompany(t);
    const e = await createEmployee(t.database.db, { ftgId: c.ftgId, account: false });
    const ftg = await newUser(t, { ftgId: c.ftgId, role: FTG });
    const one = await createTimeEntry(
      t.database.db,
      { ftgId: c.ftgId, status: 'APPROVED' },
      { AnstNr: e.anstNr, Datum: '2026-11-03', Timmar: 3 },
    );
    const month = await createScheduledEntries(t.database.db, {
      ftgId: c.ftgId,
      employees: [e],
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(month).toBeGreaterThan(15);
    const url = `/api/tidrapport/${e.anstNr}?From=${NOV.From}&To=${NOV.To}`;
    const res = await t.api({ url, cookie: ftg.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().Rader as { Id: string; Status: string }[];
    expect(rows.map((r) => [r.Id, r.Status])).toEqual([[one.id, 'APPROVED']]);
  });

  it('makes brukare with unique codes', async () => {
    const c = await newCompany(t, { settings: { useLss: true } });
    const [a, b] = [await createBrukare(t.database.db, c), await createBrukare(t.database.db, c)];
    expect(a.brukare).not.toBe(b.brukare);
  });
});
