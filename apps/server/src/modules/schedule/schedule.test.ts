import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '@lonportal/domain/schedule/index';
import type { ScheduleDay } from '@lonportal/domain/schedule/index';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, type Team } from '../../../test/factories';
import { absenceReports, bemuppgifter, leaveApplications, shifts } from '../../db/schema/index';

// The employee's schedule (SPEC §2.1 /schedule, §6 Schedule). The week of Christmas 2026: Monday
// 21 December to Sunday 27, with julafton (an eve), juldagen and annandag jul (DOMAIN §8).
const WEEK = '/api/schedule?From=2026-12-21&To=2026-12-27';

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await newTeam(t);
  const ftgId = team.company.ftgId;
  const db = t.database.db;
  await db.insert(bemuppgifter).values([
    { ftgId, bemuppgift: 'VARD', benText: 'Omvårdnad' },
    { ftgId, bemuppgift: 'KOK', benText: 'Kök' },
  ]);
  const base = { ftgId, avdelning: 'EKO', typ: 'ARBETE' as const, bemuppgift: 'VARD', publicerad: true };
  await db.insert(shifts).values([
    {
      ...base,
      anstNr: team.per.anstNr,
      datum: '2026-12-21',
      startTid: '07:00',
      slutTid: '15:30',
      rastMinuter: 30,
      kommentar: 'Nyckel i receptionen',
    },
    // A draft is no one's schedule yet.
    {
      ...base,
      anstNr: team.per.anstNr,
      datum: '2026-12-22',
      startTid: '07:00',
      slutTid: '15:00',
      publicerad: false,
    },
    // A night of jour: two stored parts, on both days.
    {
      ...base,
      anstNr: team.per.anstNr,
      datum: '2026-12-23',
      startTid: '22:00',
      slutTid: '24:00',
      typ: 'JOUR',
    },
    {
      ...base,
      anstNr: team.per.anstNr,
      datum: '2026-12-24',
      startTid: '00:00',
      slutTid: '06:00',
      typ: 'JOUR',
    },
    // Colleagues: the AVD on the same task and day; the other on it unpublished, and on another task.
    { ...base, anstNr: team.avd.anstNr, datum: '2026-12-21', startTid: '12:00', slutTid: '20:00' },
    {
      ...base,
      anstNr: team.other.anstNr,
      datum: '2026-12-21',
      startTid: '07:00',
      slutTid: '12:00',
      publicerad: false,
    },
    {
      ...base,
      anstNr: team.other.anstNr,
      datum: '2026-12-21',
      startTid: '13:00',
      slutTid: '17:00',
      bemuppgift: 'KOK',
      avdelning: 'LAG',
    },
  ]);
  const leave = { ftgId, anstNr: team.per.anstNr, tidKod: 'SEM', dagar: 1, timmar: 8 };
  await db.insert(leaveApplications).values([
    { ...leave, fromDatum: '2026-12-22', toDatum: '2026-12-22', status: 'APPROVED' },
    { ...leave, fromDatum: '2026-12-23', toDatum: '2026-12-23', status: 'DENIED' },
  ]);
  await db.insert(absenceReports).values({
    ftgId,
    anstNr: team.per.anstNr,
    typ: 'SJUK',
    fromDatum: '2026-12-27',
    tidKod: 'SJK',
    omfattning: 50,
  });
});
afterAll(() => t.close());

const dayOf = (s: Schedule, datum: string): ScheduleDay => s.Dagar.find((d) => d.Datum === datum)!;

describe('GET /api/schedule: own schedule', () => {
  it('shows every day of the week: published shifts with task, place, kind and colleagues', async () => {
    const res = await t.call(team.per.cookie, 'GET', WEEK);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as Schedule;
    expect(s.AnstNr).toBe(team.per.anstNr);
    expect(s.Dagar.map((d) => d.Datum)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
    ]);
    const monday = dayOf(s, '2026-12-21');
    expect(monday.Pass).toEqual([
      {
        Id: expect.any(String),
        StartTid: '07:00',
        SlutTid: '15:30',
        Typ: 'ARBETE',
        Bemuppgift: 'VARD',
        BemuppgiftNamn: 'Omvårdnad',
        Avdelning: 'EKO',
        AvdelningNamn: 'Ekonomi',
        RastMinuter: 30,
        Minuter: 480,
        Kommentar: 'Nyckel i receptionen',
        Kollegor: [`${team.avd.person.foNamn} ${team.avd.person.efNamn}`],
      },
    ]);
    // A day with a shift shows the shift, not the work schedule's hours.
    expect([monday.SchemaTimmar, monday.SchemaTider]).toEqual([0, null]);
    expect(dayOf(s, '2026-12-23').Pass.map((p) => [p.StartTid, p.SlutTid, p.Typ])).toEqual([
      ['22:00', '24:00', 'JOUR'],
    ]);
    expect(dayOf(s, '2026-12-24').Pass.map((p) => [p.StartTid, p.SlutTid, p.Typ])).toEqual([
      ['00:00', '06:00', 'JOUR'],
    ]);
  });

  it('leaves out unpublished shifts; shows the work schedule where nothing is planned, and leave', async () => {
    const s = (await t.call(team.per.cookie, 'GET', WEEK)).json() as Schedule;
    const tuesday = dayOf(s, '2026-12-22');
    expect(tuesday.Pass).toEqual([]);
    expect(tuesday.SchemaTimmar).toBe(8);
    expect(tuesday.Ledighet).toEqual([
      { Id: expect.any(String), TidKod: 'SEM', BenText: 'Semester', Omfattning: 100 },
    ]);
    // A denied application is no leave.
    expect(dayOf(s, '2026-12-23').Ledighet).toEqual([]);
  });

  it('names the holidays, and shows an open absence report from its first day', async () => {
    const s = (await t.call(team.per.cookie, 'GET', WEEK)).json() as Schedule;
    const christmas = dayOf(s, '2026-12-25');
    expect([christmas.Helgdag, christmas.HelgdagNamn, christmas.SchemaTimmar]).toEqual([
      'public',
      'Juldagen',
      0,
    ]);
    expect(dayOf(s, '2026-12-24').Helgdag).toBe('eve');
    expect(dayOf(s, '2026-12-26').Franvaro).toEqual([]);
    expect(dayOf(s, '2026-12-27').Franvaro).toEqual([
      { Id: expect.any(String), Typ: 'SJUK', Omfattning: 50 },
    ]);
  });
});

describe('GET /api/schedule: whose schedule (SPEC §6)', () => {
  it("refuses an employee someone else's schedule", async () => {
    const res = await t.call(team.per.cookie, 'GET', `${WEEK}&AnstNr=${team.avd.anstNr}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40311);
  });

  it("gives a department administrator an employee's schedule in their department", async () => {
    const res = await t.call(team.avd.cookie, 'GET', `${WEEK}&AnstNr=${team.per.anstNr}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(dayOf(res.json() as Schedule, '2026-12-21').Pass).toHaveLength(1);
    const own = (await t.call(team.avd.cookie, 'GET', WEEK)).json() as Schedule;
    expect(dayOf(own, '2026-12-21').Pass[0]?.Kollegor).toEqual([
      `${team.per.person.foNamn} ${team.per.person.efNamn}`,
    ]);
  });

  it('refuses a user without an AnstNr by the route rule', async () => {
    const res = await t.call(team.ftg.cookie, 'GET', WEEK);
    expect(res.statusCode).toBe(403);
    expect(String(res.json().Code)).toMatch(/^403/);
  });
});

describe('GET /api/schedule: the period', () => {
  it('is a field error when it ends before it starts or spans more than 42 days', async () => {
    const back = await t.call(team.per.cookie, 'GET', '/api/schedule?From=2026-12-21&To=2026-12-20');
    expect(back.statusCode).toBe(400);
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
    const long = await t.call(team.per.cookie, 'GET', '/api/schedule?From=2026-12-01&To=2027-01-12');
    expect(long.statusCode).toBe(400);
    expect(long.json().Details).toEqual([{ Field: 'To', Code: 'validation.staffing.periodTooLong' }]);
    const six = await t.call(team.per.cookie, 'GET', '/api/schedule?From=2026-11-30&To=2027-01-10');
    expect(six.statusCode).toBe(200);
    expect((six.json() as Schedule).Dagar).toHaveLength(42);
    const missing = await t.call(team.per.cookie, 'GET', '/api/schedule?From=2026-12-01');
    expect(missing.statusCode).toBe(400);
  });
});
