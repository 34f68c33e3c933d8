import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type CodeEntry, type DepartmentEntry } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCareTeam, newTeam, newUser, ROLE } from '../../../test/factories';
import { auditLog } from '../../db/schema/index';
import { employeeBody } from './registers-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/registers/departments';

async function departments(cookie: string) {
  const res = await t.call(cookie, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DepartmentEntry[];
}

describe('/api/registers/departments', () => {
  it('lists the departments with their employees and whether they are in use', async () => {
    const { ftg, avd } = await newTeam(t);
    const rows = await departments(ftg.cookie);
    expect(rows.map((d) => d.Avdelning)).toEqual(['EKO', 'LAG']);
    const inEko = await t.call(ftg.cookie, 'GET', '/api/registers/employees?Avdelning=EKO');
    const employed = JSON.parse(String(inEko.headers['x-pagination'])).Total as number;
    expect(employed).toBeGreaterThan(1);
    expect(rows[0]).toMatchObject({
      Namn: expect.any(String),
      Anstallda: employed,
      IBruk: true,
      Stangd: false,
    });
    // AVD reads them; changing them is the administrators'.
    expect(await departments(avd.cookie)).toHaveLength(2);
    expect((await t.call(avd.cookie, 'POST', URL, { Avdelning: 'X1', Namn: 'X' })).statusCode).toBe(403);
  });

  it('creates, renames and deletes an unused department, audited; a taken code is a field error', async () => {
    const { ftg, company } = await newTeam(t);
    const made = await t.call(ftg.cookie, 'POST', URL, { Avdelning: 'MARK', Namn: 'Marknad' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ Avdelning: 'MARK', Version: 0, IBruk: false, Anstallda: 0 });
    const again = await t.call(ftg.cookie, 'POST', URL, { Avdelning: 'MARK', Namn: 'Igen' });
    expect(again.json().Details).toEqual([{ Field: 'Avdelning', Code: 'validation.register.codeTaken' }]);
    const renamed = await t.call(ftg.cookie, 'PUT', `${URL}/MARK`, {
      Version: 0,
      Namn: 'Marknadsföring',
      Stangd: false,
    });
    expect(renamed.json()).toMatchObject({ Namn: 'Marknadsföring', Version: 1 });
    const stale = await t.call(ftg.cookie, 'DELETE', `${URL}/MARK?Version=0`);
    expect(stale.json().Code).toBe(ERRORS.VersionConflict.code);
    expect((await t.call(ftg.cookie, 'DELETE', `${URL}/MARK?Version=1`)).statusCode).toBe(204);
    expect((await departments(ftg.cookie)).map((d) => d.Avdelning)).toEqual(['EKO', 'LAG']);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, company.ftgId)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['register.created', 'register.updated', 'register.deleted']),
    );
  });

  it('closes a department in use instead of deleting it, and places no one new in a closed one', async () => {
    const { ftg } = await newTeam(t);
    const lag = (await departments(ftg.cookie)).find((d) => d.Avdelning === 'LAG')!;
    const del = await t.call(ftg.cookie, 'DELETE', `${URL}/LAG?Version=${lag.Version}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().Code).toBe(ERRORS.RegisterInUse.code);
    const closed = await t.call(ftg.cookie, 'PUT', `${URL}/LAG`, {
      Version: lag.Version,
      Namn: lag.Namn,
      Stangd: true,
    });
    expect(closed.json()).toMatchObject({ Stangd: true, Anstallda: 1, IBruk: true });
    const placed = await t.call(
      ftg.cookie,
      'POST',
      '/api/registers/employees',
      employeeBody({ Avdelning: 'LAG' }),
    );
    expect(placed.json().Details).toEqual([{ Field: 'Avdelning', Code: 'validation.register.closedCode' }]);
  });

  it('keeps a department of another company out of reach', async () => {
    const a = await newTeam(t);
    const b = await newTeam(t);
    const made = await t.call(a.ftg.cookie, 'POST', URL, { Avdelning: 'EGEN', Namn: 'Egen' });
    expect(made.statusCode).toBe(201);
    expect((await t.call(b.ftg.cookie, 'DELETE', `${URL}/EGEN?Version=0`)).statusCode).toBe(404);
    expect((await t.call(b.ftg.cookie, 'GET', URL, undefined, a.company.ftgId)).statusCode).toBe(403);
  });
});

describe('the other code registers', () => {
  const at = (kind: string) => `/api/registers/${kind}`;

  it('keeps a work schedule as a week pattern or a rotation over weeks from a Monday', async () => {
    const { ftg } = await newTeam(t);
    const week = [8, 8, 8, 8, 8, 0, 0];
    const rotation = await t.call(ftg.cookie, 'POST', at('schedules'), {
      ArbSchema: 'ROT2',
      BenText: 'Två veckor',
      Dagar: [...week, 10, 10, 0, 0, 10, 5, 5],
      StartTid: '7',
      RastMinuter: 30,
      RotationStart: '2026-11-02',
    });
    expect(rotation.statusCode, rotation.body).toBe(201);
    expect(rotation.json()).toMatchObject({
      ArbSchema: 'ROT2',
      StartTid: '07:00',
      RotationStart: '2026-11-02',
      IBruk: false,
    });
    const wrong: [Record<string, unknown>, string, string][] = [
      [{ Dagar: [8, 8, 8] }, 'Dagar', 'validation.register.weekPattern'],
      [{ Dagar: [...week, ...week] }, 'RotationStart', 'validation.required'],
      [
        { Dagar: [...week, ...week], RotationStart: '2026-11-03' },
        'RotationStart',
        'validation.register.notMonday',
      ],
      [{ Dagar: [25, 8, 8, 8, 8, 0, 0] }, 'Dagar.0', 'validation.numberBetween'],
    ];
    for (const [over, field, code] of wrong) {
      const res = await t.call(ftg.cookie, 'POST', at('schedules'), {
        ArbSchema: 'BAD',
        BenText: 'Fel',
        Dagar: week,
        ...over,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Details).toContainEqual({ Field: field, Code: code });
    }
    // The factory's schedule HEL40 is followed (PerSchema): in use, so closed rather than deleted.
    const rows = (await t.call(ftg.cookie, 'GET', at('schedules'))).json() as CodeEntry<'schedules'>[];
    const hel40 = rows.find((r) => r.ArbSchema === 'HEL40')!;
    expect(hel40.IBruk).toBe(true);
    expect(
      (await t.call(ftg.cookie, 'DELETE', `${at('schedules')}/HEL40?Version=${hel40.Version}`)).json().Code,
    ).toBe(ERRORS.RegisterInUse.code);
    expect((await t.call(ftg.cookie, 'DELETE', `${at('schedules')}/ROT2?Version=0`)).statusCode).toBe(204);
  });

  it('sends a time code to payroll as a PAXml tidkod or as hours of a pay code the company has', async () => {
    const { ftg } = await newTeam(t);
    const base = { TidKod: 'EXTRA', BenText: 'Extra tid', Typ: 'NORMAL', Grupper: ['TJM', 'KOL', 'TJM'] };
    const neither = await t.call(ftg.cookie, 'POST', at('timecodes'), base);
    expect(neither.json().Details).toContainEqual({
      Field: 'LonKod',
      Code: 'validation.register.paxmlOrLonKod',
    });
    const unknown = await t.call(ftg.cookie, 'POST', at('timecodes'), { ...base, LonKod: 'NOPE' });
    expect(unknown.json().Details).toEqual([{ Field: 'LonKod', Code: 'validation.register.unknownCode' }]);
    const notPaxml = await t.call(ftg.cookie, 'POST', at('timecodes'), { ...base, PaxmlKod: 'XYZ' });
    expect(notPaxml.json().Details).toContainEqual({
      Field: 'PaxmlKod',
      Code: 'validation.register.paxmlKod',
    });
    const made = await t.call(ftg.cookie, 'POST', at('timecodes'), { ...base, PaxmlKod: 'NÄR' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ Grupper: ['KOL', 'TJM'], PaxmlKod: 'NÄR', LonKod: '' });
    // The reference list the time report reads has it at once.
    const list = await t.call(ftg.cookie, 'GET', '/api/tidkoder');
    expect(JSON.stringify(list.json())).toContain('"EXTRA"');
  });

  it('keeps a pay code’s price in kronor and closes a code with a version', async () => {
    const { ftg } = await newTeam(t);
    const made = await t.call(ftg.cookie, 'POST', at('paycodes'), {
      LonKod: 'FRUKT',
      BenText: 'Fruktkorg',
      Typ: 'TILLAGG',
      Enhet: 'st',
      Apris: 12.5,
    });
    expect(made.json()).toMatchObject({ Apris: 12.5, KvittoKravs: false, Version: 0 });
    const closed = await t.call(ftg.cookie, 'PUT', `${at('paycodes')}/FRUKT`, {
      Version: 0,
      Stangd: true,
      BenText: 'Fruktkorg',
      Typ: 'TILLAGG',
      Apris: 13,
    });
    expect(closed.json()).toMatchObject({ Stangd: true, Apris: 13, Version: 1 });
    const stale = await t.call(ftg.cookie, 'PUT', `${at('paycodes')}/FRUKT`, {
      Version: 0,
      BenText: 'X',
      Typ: 'TILLAGG',
    });
    expect(stale.json().Code).toBe(ERRORS.VersionConflict.code);
  });

  it('keeps brukare with their arbetsledare, and a brukare an employee works for is in use', async () => {
    const { company, brukare: code } = await newCareTeam(t);
    const ftg = await newUser(t, { ftgId: company.ftgId, role: ROLE.FTG });
    // The brukare's own account names it (BRU): in use.
    const brukare = (await t.call(ftg.cookie, 'GET', at('brukare'))).json() as CodeEntry<'brukare'>[];
    expect(brukare.find((b) => b.Brukare === code)?.IBruk).toBe(true);
    const made = await t.call(ftg.cookie, 'POST', at('arbetsledare'), {
      Sign: 'AL9',
      Namn: 'Anna Ledare',
      Brukare: code,
    });
    expect(made.statusCode, made.body).toBe(201);
    const unknown = await t.call(ftg.cookie, 'POST', at('arbetsledare'), {
      Sign: 'AL2',
      Namn: 'X',
      Brukare: 'NOPE',
    });
    expect(unknown.json().Details).toEqual([{ Field: 'Brukare', Code: 'validation.register.unknownCode' }]);
    // Those who only read the registers (AVD) do not see the brukare's personal identity number.
    const avd = await newUser(t, { ftgId: company.ftgId, role: ROLE.AVD });
    const read = (await t.call(avd.cookie, 'GET', at('brukare'))).json() as CodeEntry<'brukare'>[];
    expect(brukare.find((b) => b.Brukare === code)?.PersNr).not.toBe('');
    expect(read.find((b) => b.Brukare === code)?.PersNr).toBe('');
    const used = brukare.find((b) => b.IBruk)!;
    const del = await t.call(
      ftg.cookie,
      'DELETE',
      `${at('brukare')}/${used.Brukare}?Version=${used.Version}`,
    );
    expect(del.json().Code).toBe(ERRORS.RegisterInUse.code);
  });

  it('keeps result units 1–6 by dimension and code', async () => {
    const { ftg } = await newTeam(t);
    const made = await t.call(ftg.cookie, 'POST', at('resultunits'), {
      Dim: 4,
      Kod: 'P100',
      Namn: 'Projekt 100',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ Dim: 4, Kod: 'P100', IBruk: false });
    expect(
      (await t.call(ftg.cookie, 'POST', at('resultunits'), { Dim: 7, Kod: 'X', Namn: 'X' })).statusCode,
    ).toBe(400);
    const renamed = await t.call(ftg.cookie, 'PUT', `${at('resultunits')}/4/P100`, {
      Version: 0,
      Namn: 'Projekt hundra',
    });
    expect(renamed.json()).toMatchObject({ Namn: 'Projekt hundra', Version: 1 });
    expect(
      (await t.call(ftg.cookie, 'PUT', `${at('resultunits')}/3/P100`, { Version: 0, Namn: 'X' })).statusCode,
    ).toBe(404);
    expect((await t.call(ftg.cookie, 'DELETE', `${at('resultunits')}/4/P100?Version=1`)).statusCode).toBe(
      204,
    );
  });

  it('keeps goods groups and accounts', async () => {
    const { ftg, avd } = await newTeam(t);
    expect(
      (await t.call(ftg.cookie, 'POST', at('goodsgroups'), { Namn: 'Kontorsmaterial X' })).statusCode,
    ).toBe(201);
    const account = await t.call(ftg.cookie, 'POST', at('accounts'), { Konto: '6999', Namn: 'Övrigt' });
    expect(account.statusCode, account.body).toBe(201);
    const again = await t.call(ftg.cookie, 'POST', at('accounts'), { Konto: '6999', Namn: 'Igen' });
    expect(again.json().Details).toEqual([{ Field: 'Konto', Code: 'validation.register.codeTaken' }]);
    const read = (await t.call(avd.cookie, 'GET', at('accounts'))).json() as CodeEntry<'accounts'>[];
    expect(read.map((a) => a.Konto)).toContain('6999');
    expect((await t.call(avd.cookie, 'DELETE', `${at('accounts')}/6999?Version=0`)).statusCode).toBe(403);
  });
});
