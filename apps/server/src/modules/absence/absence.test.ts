import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import { timeEntries } from '../../db/schema/index';
import { extendOpenReports } from './extend-open';

// Absence reports and the child register over the real HTTP stack and database. The
// test clock stands on Saturday 21 November 2026; the team's employee works HEL40 (8 h Mon–Fri).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call: TestApp['call'] = (...args) => t.call(...args);
const HR = { settings: { licensOptions: ['HRTIL'] } };

const rowsOf = async (ftgId: string, anstNr: string) =>
  (
    await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.ftgId, ftgId), eq(timeEntries.anstNr, anstNr)))
  )
    .map((r) => [r.datum, r.tidKod, r.timmar, r.kalla])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

const report = async (cookie: string, body: Json) => {
  const res = await call(cookie, 'POST', '/api/absenceReports', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { Id: string; Version: number };
};

describe('sick reports', () => {
  it('fills the days up to today from the schedule, shows the sick-pay facts, and ends them on recovery', async () => {
    const { company, per } = await newTeam(t, HR);
    const sick = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-16' });
    expect(sick).toMatchObject({
      Typ: 'SJUK',
      TidKod: 'SJK',
      Frisk: null,
      Dagar: 5,
      Sjuk: {
        Karens: '2026-11-16',
        CertificateFrom: '2026-11-23',
        FkFrom: '2026-11-30',
        FkReportDue: '2026-12-06',
        DayOfPeriod: 6,
      },
    });
    expect(await rowsOf(company.ftgId, per.anstNr)).toEqual(
      ['16', '17', '18', '19', '20'].map((d) => [`2026-11-${d}`, 'SJK', 8, 'FRANVARO']),
    );
    // The badge: one open report.
    const open = await call(per.cookie, 'GET', `/api/absenceReports?AnstNr=${per.anstNr}&Recovered=false`);
    expect(open.json()).toHaveLength(1);

    const back = await call(per.cookie, 'POST', `/api/absenceReports/${sick.Id}/recovered`, {
      Frisk: '2026-11-19',
      Version: sick.Version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ Frisk: '2026-11-19', Dagar: 3, Sjuk: { CertificateFrom: null } });
    expect((await rowsOf(company.ftgId, per.anstNr)).map((r) => r[0])).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ]);
    expect(
      (await call(per.cookie, 'GET', `/api/absenceReports?AnstNr=${per.anstNr}&Recovered=false`)).json(),
    ).toEqual([]);
  });

  it('a new spell within 5 days continues the period: no second karens', async () => {
    const { per } = await newTeam(t, HR);
    const first = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-02' });
    await call(per.cookie, 'POST', `/api/absenceReports/${first.Id}/recovered`, {
      Frisk: '2026-11-04',
      Version: first.Version,
    });
    const again = await report(per.cookie, {
      AnstNr: per.anstNr,
      Typ: 'SJUK',
      From: '2026-11-06',
      Omfattning: 50,
    });
    expect(again.Sjuk).toMatchObject({ ContinuesId: first.Id, Karens: null, NoKarensReason: 'continuation' });
    // Half days: 4 hours on each working day from 6 November.
    expect(again.Dagar).toBe(11);
  });

  // DOMAIN §13 on fixed dates: the employee works HEL40, Monday–Friday; today is Saturday 21 November.
  it('a spell starting on a Saturday has its karens on Monday, the first day they would have worked', async () => {
    const { company, per } = await newTeam(t, HR);
    const sick = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-14' });
    expect(sick.Sjuk).toMatchObject({
      Karens: '2026-11-16',
      NoKarensReason: null,
      DayOfPeriod: 8,
      CertificateFrom: '2026-11-21',
      CertificateNeeded: true,
      FkPays: false,
    });
    expect((await rowsOf(company.ftgId, per.anstNr))[0]?.[0]).toBe('2026-11-16');
    // Well again on Monday after a weekend: no working day lost, no karens.
    const { per: weekend } = await newTeam(t, HR);
    const short = await report(weekend.cookie, { AnstNr: weekend.anstNr, Typ: 'SJUK', From: '2026-11-14' });
    const back = await call(weekend.cookie, 'POST', `/api/absenceReports/${short.Id}/recovered`, {
      Frisk: '2026-11-16',
      Version: short.Version,
    });
    expect(back.json()).toMatchObject({ Dagar: 0, Sjuk: { Karens: null, NoKarensReason: 'noWorkDay' } });
  });

  it('a spell 3 days after the last takes no karens and needs a certificate from its own 8th day', async () => {
    const { per } = await newTeam(t, HR);
    // Sick Monday 2 and Tuesday 3 November, ill again on Friday 6 November.
    const first = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-02' });
    await call(per.cookie, 'POST', `/api/absenceReports/${first.Id}/recovered`, {
      Frisk: '2026-11-04',
      Version: first.Version,
    });
    const again = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-06' });
    expect(again.Sjuk).toMatchObject({
      ContinuesId: first.Id,
      Karens: null,
      NoKarensReason: 'continuation',
      EarlierDays: 2,
      CertificateFrom: '2026-11-13',
      CertificateNeeded: true,
      FkFrom: '2026-11-18',
      FkPays: true,
    });
  });

  it('a 10-day spell needed a certificate from its 8th day', async () => {
    const { per } = await newTeam(t, HR);
    const sick = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-02' });
    const back = await call(per.cookie, 'POST', `/api/absenceReports/${sick.Id}/recovered`, {
      Frisk: '2026-11-12',
      Version: sick.Version,
    });
    expect(back.json()).toMatchObject({
      Dagar: 8,
      Sjuk: {
        Karens: '2026-11-02',
        DayOfPeriod: 10,
        CertificateFrom: '2026-11-09',
        CertificateNeeded: true,
        FkFrom: null,
        FkPays: false,
      },
    });
  });

  it('refuses overlapping reports, a recovery before the start, and another employee’s report', async () => {
    const { per, other, avd } = await newTeam(t, HR);
    const sick = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-16' });
    const overlap = await call(per.cookie, 'POST', '/api/absenceReports', {
      AnstNr: per.anstNr,
      Typ: 'SJUK',
      From: '2026-11-18',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().Details).toEqual([{ Field: 'From', Code: 'validation.absence.overlaps' }]);
    const early = await call(per.cookie, 'POST', `/api/absenceReports/${sick.Id}/recovered`, {
      Frisk: '2026-11-16',
      Version: sick.Version,
    });
    expect(early.json().Details).toEqual([
      { Field: 'Frisk', Code: 'validation.absence.recoveredBeforeStart' },
    ]);
    // Another department's employee may not report for per; per's manager may.
    const foreign = await call(other.cookie, 'POST', '/api/absenceReports', {
      AnstNr: per.anstNr,
      Typ: 'SJUK',
      From: '2026-11-02',
    });
    expect(foreign.statusCode).toBe(403);
    const byManager = await call(avd.cookie, 'GET', '/api/absenceReports?Recovered=false');
    expect((byManager.json() as Json[]).map((r) => r.AnstNr)).toContain(per.anstNr);
    expect((await call(other.cookie, 'GET', '/api/absenceReports')).json()).toEqual([]);
  });

  it('attested days lock the report: no change or removal touches them', async () => {
    const { company, per } = await newTeam(t, HR);
    const sick = await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-16' });
    await t.database.db
      .update(timeEntries)
      .set({ status: 'ATTESTED' })
      .where(and(eq(timeEntries.ftgId, company.ftgId), eq(timeEntries.datum, '2026-11-16')));
    const removed = await call(
      per.cookie,
      'DELETE',
      `/api/absenceReports/${sick.Id}?Version=${sick.Version}`,
    );
    expect(removed.statusCode).toBe(409);
    expect(removed.json().Code).toBe(40933);
    const moved = await call(per.cookie, 'PUT', `/api/absenceReports/${sick.Id}`, {
      AnstNr: per.anstNr,
      Typ: 'SJUK',
      From: '2026-11-17',
      Version: sick.Version,
    });
    expect(moved.statusCode).toBe(409);
    // A later recovery keeps the attested day and changes nothing before it.
    const back = await call(per.cookie, 'POST', `/api/absenceReports/${sick.Id}/recovered`, {
      Frisk: '2026-11-18',
      Version: sick.Version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await rowsOf(company.ftgId, per.anstNr)).map((r) => r[0])).toEqual(['2026-11-16', '2026-11-17']);
    // The rows belong to the report: the time report does not change them by hand.
    const [row] = await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.ftgId, company.ftgId), eq(timeEntries.datum, '2026-11-17')));
    const edit = await call(per.cookie, 'DELETE', `/api/tidrader/${row!.id}?Version=${row!.version}`);
    expect(edit.json().Code).toBe(40318);
    const shown = await call(
      per.cookie,
      'GET',
      `/api/tidrapport/${per.anstNr}?From=2026-11-16&To=2026-11-17`,
    );
    expect((shown.json().Rader as Json[]).map((r) => [r.Datum, r.Kalla, r.KanAndras, r.LastOrsak])).toEqual([
      ['2026-11-16', 'FRANVARO', false, 'timeReport.locked.attested'],
      ['2026-11-17', 'FRANVARO', false, 'timeReport.locked.absence'],
    ]);
  });

  it('takes hostile input with a 4xx', async () => {
    const per = await newEmployee(t, { ...(await companyWithHr()) });
    for (const body of [
      { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-16\u0000' },
      { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-16', Omfattning: 1e9 },
      { AnstNr: 'x'.repeat(10_000), Typ: 'SJUK', From: '2026-11-16' },
      { AnstNr: per.anstNr, Typ: 'PEST', From: '2026-11-16' },
    ]) {
      const res = await call(per.cookie, 'POST', '/api/absenceReports', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    // A child that is no id of the register is named as unknown, not looked up (PostgreSQL's
    // UUID column answered 500; fuzz seed 376311226).
    const vab = await call(per.cookie, 'POST', '/api/absenceReports', {
      AnstNr: per.anstNr,
      Typ: 'VAB',
      From: '2026-11-16',
      BarnId: '{{7*7}}',
    });
    expect(vab.statusCode).toBe(400);
    expect(vab.json().Details).toEqual([{ Field: 'BarnId', Code: 'validation.absence.unknownChild' }]);
    expect((await call(per.cookie, 'GET', '/api/absenceReports?Recovered=maybe')).statusCode).toBe(400);
  });
});

describe('open reports reach today', () => {
  it('the hourly job gives an open report its new days, and leaves a recovered one alone', async () => {
    const { company, per, other } = await newTeam(t, HR);
    await report(per.cookie, { AnstNr: per.anstNr, Typ: 'SJUK', From: '2026-11-19' });
    const back = await report(other.cookie, { AnstNr: other.anstNr, Typ: 'SJUK', From: '2026-11-19' });
    await call(other.cookie, 'POST', `/api/absenceReports/${back.Id}/recovered`, {
      Frisk: '2026-11-20',
      Version: back.Version,
    });
    // Thursday and Friday so far; on Tuesday 24 November Monday and Tuesday come too.
    expect(await rowsOf(company.ftgId, per.anstNr)).toHaveLength(2);
    const failures: unknown[] = [];
    const tuesday = new Date('2026-11-24T01:00:00+01:00');
    await extendOpenReports(t.database.db, tuesday, (err) => failures.push(err));
    expect(failures).toEqual([]);
    expect((await rowsOf(company.ftgId, per.anstNr)).map((r) => r[0])).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(await rowsOf(company.ftgId, other.anstNr)).toHaveLength(1);
    // Run again the same day: nothing changes.
    await extendOpenReports(t.database.db, tuesday, (err) => failures.push(err));
    expect(await rowsOf(company.ftgId, per.anstNr)).toHaveLength(4);
  });
});

const companyWithHr = async () => ({ ftgId: (await newTeam(t, HR)).company.ftgId });

describe('VAB and the child register', () => {
  it('registers children, refuses a duplicate or too many incoming days, and reports VAB for a child', async () => {
    const { company, per } = await newTeam(t, HR);
    const child = await call(per.cookie, 'POST', '/api/barnregister', {
      AnstNr: per.anstNr,
      PersNr: '20180101-2384',
      Namn: 'Alva',
    });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json()).toMatchObject({ PersNr: '201801012384', Fodd: '2018-01-01', MaxDagar: 120 });
    const twice = await call(per.cookie, 'POST', '/api/barnregister', {
      AnstNr: per.anstNr,
      PersNr: '201801012384',
      Namn: 'Alva igen',
    });
    expect(twice.json().Details).toEqual([{ Field: 'PersNr', Code: 'validation.child.duplicate' }]);
    const over = await call(per.cookie, 'POST', '/api/barnregister', {
      AnstNr: per.anstNr,
      PersNr: '200501012389',
      Namn: 'Stor',
      MaxDagar: 120,
      IngaendeDagar: 130,
    });
    expect(over.json().Details).toEqual([
      { Field: 'IngaendeDagar', Code: 'validation.child.incomingOverMax' },
    ]);

    const vab = await report(per.cookie, {
      AnstNr: per.anstNr,
      Typ: 'VAB',
      From: '2026-11-19',
      BarnId: child.json().Id,
    });
    expect(vab).toMatchObject({
      TidKod: 'VAB',
      Barn: { Namn: 'Alva', Fodd: '2018-01-01' },
      Vab: { Eligibility: 'child', CertificateFrom: null, DaysThisYear: 2, OverYearLimit: false },
    });
    expect(await rowsOf(company.ftgId, per.anstNr)).toEqual([
      ['2026-11-19', 'VAB', 8, 'FRANVARO'],
      ['2026-11-20', 'VAB', 8, 'FRANVARO'],
    ]);
    // A child named by a report stays in the register.
    const remove = await call(per.cookie, 'DELETE', `/api/barnregister/barn/${child.json().Id}?Version=0`);
    expect(remove.json().Details).toEqual([{ Field: 'Id', Code: 'validation.child.inUse' }]);
  });

  it('refuses VAB for an 18-year-old and for a child of someone else', async () => {
    const { per, avd } = await newTeam(t, HR);
    const grown = await call(per.cookie, 'POST', '/api/barnregister', {
      AnstNr: per.anstNr,
      PersNr: '200501012389',
      Namn: 'Vuxen',
    });
    expect(grown.statusCode, grown.body).toBe(201);
    const res = await call(per.cookie, 'POST', '/api/absenceReports', {
      AnstNr: per.anstNr,
      Typ: 'VAB',
      From: '2026-11-16',
      BarnId: grown.json().Id,
    });
    expect(res.json().Details).toEqual([{ Field: 'BarnId', Code: 'validation.absence.childAge' }]);
    const foreign = await call(avd.cookie, 'POST', '/api/absenceReports', {
      AnstNr: avd.anstNr,
      Typ: 'VAB',
      From: '2026-11-16',
      BarnId: grown.json().Id,
    });
    expect(foreign.json().Details).toEqual([{ Field: 'BarnId', Code: 'validation.absence.unknownChild' }]);
  });

  it('other absence takes an absence code only', async () => {
    const { per } = await newTeam(t, HR);
    const work = await call(per.cookie, 'POST', '/api/absenceReports', {
      AnstNr: per.anstNr,
      Typ: 'OVRIG',
      From: '2026-11-16',
      TidKod: 'ARB',
    });
    expect(work.json().Details).toEqual([{ Field: 'TidKod', Code: 'validation.absence.notAbsenceCode' }]);
    const tjl = await report(per.cookie, {
      AnstNr: per.anstNr,
      Typ: 'OVRIG',
      From: '2026-11-16',
      TidKod: 'TJL',
    });
    expect(tjl).toMatchObject({ TidKod: 'TJL', Sjuk: null, Vab: null, Dagar: 5 });
  });

  it('a user without the route is refused', async () => {
    const noHr = await newEmployee(t);
    expect((await call(noHr.cookie, 'GET', '/api/absenceReports')).statusCode).toBe(403);
    const ftg = await newUser(t, { ...(await companyWithHr()), role: ROLE.FTG });
    // FTG without the HRTIL user option (SPEC §6).
    expect((await call(ftg.cookie, 'GET', '/api/absenceReports')).statusCode).toBe(403);
  });
});
