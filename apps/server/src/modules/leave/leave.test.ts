import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam } from '../../../test/factories';
import { timeEntries } from '../../db/schema/index';

// Leave applications: applying, the managers' decisions and the rows they write. The
// test clock stands on 21 November 2026; the team's employee works HEL40 (8 h Mon–Fri).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call: TestApp['call'] = (...args) => t.call(...args);
const HR = { settings: { licensOptions: ['HRTIL'] } };
/** The week before Christmas: 21–23 December are working days; 24–26 are days off, 27 a Sunday. */
const CHRISTMAS = { TidKod: 'SEM', From: '2026-12-21', To: '2026-12-27' };

const rowDates = async (ftgId: string, anstNr: string) =>
  (
    await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.ftgId, ftgId), eq(timeEntries.anstNr, anstNr)))
  )
    .map((r) => `${r.datum} ${r.tidKod} ${r.timmar} ${r.kalla}`)
    .sort();

const apply = async (cookie: string, body: Json) => {
  const res = await call(cookie, 'POST', '/api/leaveapplications', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { Id: string; Version: number };
};
const decide = (cookie: string, Ids: string[], Beslut: string, Kommentar = '') =>
  call(cookie, 'POST', '/api/leaveapplications/beslut', { Ids, Beslut, Kommentar });

describe('leave applications', () => {
  it('counts working days without holidays; the manager approves, and the rows follow every decision', async () => {
    const { company, per, avd } = await newTeam(t, HR);
    const count = await call(per.cookie, 'POST', '/api/leaveapplications/berakna', {
      AnstNr: per.anstNr,
      From: CHRISTMAS.From,
      To: CHRISTMAS.To,
    });
    expect(count.json()).toEqual({ Dagar: 3, Timmar: 24 });
    const application = await apply(per.cookie, { AnstNr: per.anstNr, ...CHRISTMAS, Kommentar: 'Jul' });
    expect(application).toMatchObject({ Status: 'IN_REVIEW', Typ: 'SEMESTER', Dagar: 3, Timmar: 24 });

    // The manager's badge list: not approved, not denied, starting this month through a year ahead.
    const waiting = await call(
      avd.cookie,
      'GET',
      '/api/leaveapplications/admin?Approved=false&Denied=false&FromDate=2026-11-01|2027-11-30',
    );
    expect((waiting.json() as Json[]).map((a) => a.Id)).toEqual([application.Id]);
    // The employee sees their own; the admin view is not theirs.
    expect(
      (await call(per.cookie, 'GET', `/api/leaveapplications?AnstNr=${per.anstNr}`)).json(),
    ).toHaveLength(1);
    expect((await call(per.cookie, 'GET', '/api/leaveapplications/admin')).statusCode).toBe(403);
    expect((await decide(per.cookie, [application.Id], 'APPROVE')).statusCode).toBe(403);

    const approved = await decide(avd.cookie, [application.Id], 'APPROVE', 'Trevlig helg');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()[0]).toMatchObject({ Status: 'APPROVED', BeslutKommentar: 'Trevlig helg' });
    expect(await rowDates(company.ftgId, per.anstNr)).toEqual([
      '2026-12-21 SEM 8 LEDIGHET',
      '2026-12-22 SEM 8 LEDIGHET',
      '2026-12-23 SEM 8 LEDIGHET',
    ]);
    // Decided: the employee can no longer change or withdraw it.
    const change = await call(per.cookie, 'PUT', `/api/leaveapplications/${application.Id}`, {
      AnstNr: per.anstNr,
      ...CHRISTMAS,
      Version: approved.json()[0].Version,
    });
    expect(change.json().Code).toBe(40316);
    // Approving twice is refused; denying after an approval removes the rows.
    expect((await decide(avd.cookie, [application.Id], 'APPROVE')).json().Code).toBe(40934);
    const denied = await decide(avd.cookie, [application.Id], 'DENY', 'Bemanningen räcker inte');
    expect(denied.json()[0]).toMatchObject({ Status: 'DENIED' });
    expect(await rowDates(company.ftgId, per.anstNr)).toEqual([]);
    const reverted = await decide(avd.cookie, [application.Id], 'REVERT');
    expect(reverted.json()[0]).toMatchObject({ Status: 'REVERTED' });
  });

  it('a part day takes its share of each day; a range without working days is refused', async () => {
    const { per } = await newTeam(t, HR);
    const half = await apply(per.cookie, {
      AnstNr: per.anstNr,
      TidKod: 'KOM',
      From: '2026-12-01',
      To: '2026-12-02',
      Omfattning: 50,
    });
    expect(half).toMatchObject({ Dagar: 1, Timmar: 8 });
    const weekend = await call(per.cookie, 'POST', '/api/leaveapplications', {
      AnstNr: per.anstNr,
      TidKod: 'SEM',
      From: '2026-12-05',
      To: '2026-12-06',
    });
    expect(weekend.json().Details).toEqual([{ Field: 'To', Code: 'validation.leave.noWorkingDays' }]);
    const overlap = await call(per.cookie, 'POST', '/api/leaveapplications', {
      AnstNr: per.anstNr,
      TidKod: 'SEM',
      From: '2026-12-02',
      To: '2026-12-04',
    });
    expect(overlap.json().Details).toEqual([{ Field: 'From', Code: 'validation.absence.overlaps' }]);
    const work = await call(per.cookie, 'POST', '/api/leaveapplications', {
      AnstNr: per.anstNr,
      TidKod: 'ARB',
      From: '2026-12-08',
      To: '2026-12-08',
    });
    expect(work.json().Details).toEqual([{ Field: 'TidKod', Code: 'validation.absence.notAbsenceCode' }]);
    // Withdrawn while in review.
    const gone = await call(
      per.cookie,
      'DELETE',
      `/api/leaveapplications/${half.Id}?Version=${half.Version}`,
    );
    expect(gone.statusCode).toBe(204);
  });

  it('a manager decides for their own employees only, and not on their own application', async () => {
    const { per, avd, other, ftg } = await newTeam(t, HR);
    const own = await apply(avd.cookie, { AnstNr: avd.anstNr, ...CHRISTMAS });
    expect((await decide(avd.cookie, [own.Id], 'APPROVE')).statusCode).toBe(403);
    const others = await apply(other.cookie, { AnstNr: other.anstNr, ...CHRISTMAS });
    // LAG is not avd's department: all or none, so nothing is decided.
    const mine = await apply(per.cookie, { AnstNr: per.anstNr, ...CHRISTMAS });
    expect((await decide(avd.cookie, [mine.Id, others.Id], 'APPROVE')).statusCode).toBe(403);
    expect(
      (await call(per.cookie, 'GET', `/api/leaveapplications?AnstNr=${per.anstNr}`)).json()[0].Status,
    ).toBe('IN_REVIEW');
    expect((await call(ftg.cookie, 'GET', '/api/leaveapplications/admin')).statusCode).toBe(200);
    expect((await call(other.cookie, 'GET', `/api/leaveapplications?AnstNr=${per.anstNr}`)).statusCode).toBe(
      403,
    );
  });

  it('an approved application whose days are attested cannot be denied', async () => {
    const { company, per, avd } = await newTeam(t, HR);
    const a = await apply(per.cookie, { AnstNr: per.anstNr, ...CHRISTMAS });
    await decide(avd.cookie, [a.Id], 'APPROVE');
    await t.database.db
      .update(timeEntries)
      .set({ status: 'ATTESTED' })
      .where(and(eq(timeEntries.ftgId, company.ftgId), eq(timeEntries.datum, '2026-12-22')));
    const res = await decide(avd.cookie, [a.Id], 'DENY');
    expect(res.statusCode).toBe(409);
    expect(res.json().Code).toBe(40933);
    expect(await rowDates(company.ftgId, per.anstNr)).toHaveLength(3);
  });

  it('the absence calendar: the manager sees why, a colleague sees "away", another department nothing', async () => {
    const { per, avd, other, ftg } = await newTeam(t, HR);
    const a = await apply(per.cookie, { AnstNr: per.anstNr, ...CHRISTMAS });
    await decide(avd.cookie, [a.Id], 'APPROVE');
    const sick = await call(avd.cookie, 'POST', '/api/absenceReports', {
      AnstNr: avd.anstNr,
      Typ: 'SJUK',
      From: '2026-11-16',
    });
    expect(sick.statusCode, sick.body).toBe(201);
    const calendar = async (cookie: string, from: string, to: string) => {
      const res = await call(cookie, 'GET', `/api/absencecalendar?From=${from}&To=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        Helgdagar: { Datum: string }[];
        Personer: { AnstNr: string; Dagar: { Datum: string; Typ: string; Timmar: number }[] }[];
      };
    };
    const december = await calendar(avd.cookie, '2026-12-01', '2026-12-31');
    expect(december.Helgdagar.map((h) => h.Datum)).toEqual(
      expect.arrayContaining(['2026-12-24', '2026-12-25']),
    );
    expect(december.Personer.find((p) => p.AnstNr === per.anstNr)?.Dagar).toEqual([
      { Datum: '2026-12-21', Typ: 'SEMESTER', Timmar: 8 },
      { Datum: '2026-12-22', Typ: 'SEMESTER', Timmar: 8 },
      { Datum: '2026-12-23', Typ: 'SEMESTER', Timmar: 8 },
    ]);
    // The employee sees their manager (a colleague of the department) away, without the reason.
    const november = await calendar(per.cookie, '2026-11-16', '2026-11-20');
    expect(november.Personer.find((p) => p.AnstNr === avd.anstNr)?.Dagar[0]).toEqual({
      Datum: '2026-11-16',
      Typ: 'BORTA',
      Timmar: 8,
    });
    expect(november.Personer.map((p) => p.AnstNr)).not.toContain(other.anstNr);
    expect((await calendar(other.cookie, '2026-12-01', '2026-12-31')).Personer.map((p) => p.AnstNr)).toEqual([
      other.anstNr,
    ]);
    // The company administrator needs the HR option for the calendar (SPEC §6).
    expect(
      (await call(ftg.cookie, 'GET', '/api/absencecalendar?From=2026-12-01&To=2026-12-31')).statusCode,
    ).toBe(403);
    const tooLong = await call(avd.cookie, 'GET', '/api/absencecalendar?From=2026-01-01&To=2026-12-31');
    expect(tooLong.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.tooLong' }]);
  });
});
