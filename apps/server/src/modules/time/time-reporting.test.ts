import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../plugins/realtime/bus';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import { buildTimeEntry, createEmployee } from '../../db/seed/factories';

// SPEC §5 Time reporting and §4 Attest status over the real HTTP stack and database. Every test
// makes its own company and people (test/factories.ts), so the tests run alone and in any order.
let t: TestApp;
const events: BusEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call: TestApp['call'] = (...args) => t.call(...args);
const report = async (cookie: string, anstNr: string, from: string, to: string) =>
  (await call(cookie, 'GET', `/api/tidrapport/${anstNr}?From=${from}&To=${to}`)).json() as {
    Dagar: {
      Datum: string;
      SchemaTimmar: number;
      SchemaTider: { StartTid: string; SlutTid: string; RastMinuter: number } | null;
      Helgdag: string | null;
      HelgdagNamn: string;
    }[];
    Rader: (Json & { Id: string; Version: number; Status: string; KanAndras: boolean; Datum: string })[];
  };
/** Posts a row (8 h ARB on 2 November unless overridden) and expects it stored. */
const create = async (cookie: string, anstNr: string, over: Json = {}) => {
  const res = await call(cookie, 'POST', '/api/tidrader', buildTimeEntry({ AnstNr: anstNr, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { Id: string; Version: number };
};
const period = { From: '2026-11-01', To: '2026-11-30' };
const statusCall = (cookie: string, url: '/api/godkann' | '/api/attest', Action: string, AnstNr: string[]) =>
  call(cookie, 'POST', url, { ...period, Action, AnstNr });
/** Result units open and registered in dimensions 1 and 2, as Exempelbolaget has them. */
const RES_UNITS = {
  settings: {
    openResEnhet: [true, true, false, false, false, false],
    regResEnh: [true, true, false, false, false, false],
  },
  resultatenheter: [{ dim: 1, kod: '200', namn: 'Ekonomi' }],
};

describe('the time report of a period', () => {
  it('gives every day with its schedule and days off', async () => {
    const per = await newEmployee(t);
    const r = await report(per.cookie, per.anstNr, '2026-12-20', '2026-12-31');
    expect(r.Dagar).toHaveLength(12);
    const day = (d: string) => r.Dagar.find((x) => x.Datum === d);
    expect(day('2026-12-24')?.Helgdag).toBe('eve');
    expect(day('2026-12-25')?.Helgdag).toBe('public');
    expect(day('2026-12-24')?.SchemaTimmar).toBe(0);
    expect(day('2026-12-20')?.SchemaTimmar).toBe(0); // Sunday
    expect(day('2026-12-21')?.SchemaTimmar).toBe(8);
  });

  it('refuses a period that ends before it starts or is too long', async () => {
    const per = await newEmployee(t);
    const back = await call(per.cookie, 'GET', `/api/tidrapport/${per.anstNr}?From=2026-11-30&To=2026-11-01`);
    expect(back.statusCode).toBe(400);
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
    const year = await call(per.cookie, 'GET', `/api/tidrapport/${per.anstNr}?From=2026-01-01&To=2026-12-31`);
    expect(year.statusCode).toBe(400);
  });

  it('keeps PER to their own time and AVD to their department', async () => {
    const { per, avd, other, ftg } = await newTeam(t);
    const nov = (cookie: string, anstNr: string) =>
      call(cookie, 'GET', `/api/tidrapport/${anstNr}?From=2026-11-01&To=2026-11-30`);
    expect((await nov(per.cookie, other.anstNr)).json().Code).toBe(40311);
    const foreign = buildTimeEntry({ AnstNr: other.anstNr });
    expect((await call(per.cookie, 'POST', '/api/tidrader', foreign)).statusCode).toBe(403);
    expect((await nov(avd.cookie, per.anstNr)).statusCode).toBe(200);
    // `other` works in Lager, not in the AVD's Ekonomi.
    expect((await nov(avd.cookie, other.anstNr)).statusCode).toBe(403);
    expect((await nov(ftg.cookie, other.anstNr)).statusCode).toBe(200);
  });
});

describe('creating, changing and deleting rows', () => {
  it('creates rows from hours or from start and end, across midnight too', async () => {
    const per = await newEmployee(t);
    events.length = 0;
    expect(await create(per.cookie, per.anstNr)).toMatchObject({
      Timmar: 8,
      Status: 'NOT_APPROVED',
      KanAndras: true,
      Kalla: 'MANUELL',
    });
    const night = await create(per.cookie, per.anstNr, {
      Datum: '2026-11-03',
      Timmar: null,
      StartTid: '22',
      SlutTid: '0600',
    });
    expect(night).toMatchObject({ Timmar: 8, StartTid: '22:00', SlutTid: '06:00' });
    expect(events.some((e) => e.Event === 'RESOURCE_UPDATED' && e.Payload.Resource === 'timeEntries')).toBe(
      true,
    );
  });

  it.each([
    [{ Timmar: null }, 'Timmar', 'validation.timeEntry.hoursOrTime'],
    [{ Timmar: null, StartTid: '08:00' }, 'SlutTid', 'validation.timeEntry.endMissing'],
    [{ StartTid: '25:00', SlutTid: '10:00' }, 'StartTid', 'validation.time.invalid'],
    [{ Timmar: 30 }, 'Timmar', 'validation.timeEntry.hoursRange'],
    [{ Datum: '2026-02-30' }, 'Datum', 'validation.date.invalid'],
    [{ TidKod: 'ÖT1' }, 'TidKod', 'validation.timeEntry.unknownCode'], // overtime is not offered to tjänstemän
    [{ ResEnhet1: 'NOPE' }, 'ResEnhet1', 'validation.timeEntry.unknownResEnhet'],
  ])('refuses %j with %s %s', async (over, field, code) => {
    const { ftgId } = await newCompany(t, RES_UNITS);
    const per = await newEmployee(t, { ftgId });
    const res = await call(per.cookie, 'POST', '/api/tidrader', {
      ...buildTimeEntry({ AnstNr: per.anstNr }),
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toContainEqual({ Field: field, Code: code });
  });

  it('requires the brukare where UseLSS and mandatory brukare are set', async () => {
    const { ftgId } = await newCompany(t, {
      settings: { useLss: true },
      portal: { UseMandatoryBrukare: true },
      brukare: ['B001'],
    });
    const per = await newEmployee(t, { ftgId });
    const res = await call(per.cookie, 'POST', '/api/tidrader', buildTimeEntry({ AnstNr: per.anstNr }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toContainEqual({
      Field: 'Brukare',
      Code: 'validation.timeEntry.brukareRequired',
    });
    const [b] = (await call(per.cookie, 'GET', '/api/brukarlista')).json() as { Brukare: string }[];
    expect(b?.Brukare).toBe('B001');
    await create(per.cookie, per.anstNr, { Brukare: 'B001' });
  });

  it("lets a brukare read their assistants' time but not change it", async () => {
    const { ftgId } = await newCompany(t, { settings: { useLss: true }, brukare: ['B001'] });
    const assistant = await createEmployee(t.database.db, { ftgId, employeeBrukare: 'B001', account: false });
    const bru = await newUser(t, { ftgId, role: ROLE.BRU, brukare: 'B001' });
    const lss = await newUser(t, { ftgId, role: ROLE.LSS });
    const staff = (await call(bru.cookie, 'GET', '/api/perlista')).json() as { AnstNr: string }[];
    expect(staff.map((s) => s.AnstNr)).toEqual([assistant.anstNr]);
    const row = buildTimeEntry({ AnstNr: assistant.anstNr, Brukare: 'B001' });
    expect((await call(bru.cookie, 'POST', '/api/tidrader', row)).json().Code).toBe(40311);
    // The customer-responsible reports for the brukare's assistants; the brukare only reads.
    expect((await call(lss.cookie, 'POST', '/api/tidrader', row)).statusCode).toBe(201);
    const r = await report(bru.cookie, assistant.anstNr, '2026-11-02', '2026-11-02');
    expect(r.Rader).toHaveLength(1);
    expect(r.Rader[0]).toMatchObject({ KanAndras: false, LastOrsak: 'timeReport.locked.readOnly' });
  });

  it('requires a result unit that is open, registered and mandatory', async () => {
    const { ftgId } = await newCompany(t, {
      settings: {
        openResEnhet: [true, false, false, false, false, false],
        regResEnh: [true, false, false, false, false, false],
      },
      portal: { UseMandatoryResEnhet1: true },
    });
    const e = await createEmployee(t.database.db, { ftgId, account: false });
    const ftg = await newUser(t, { ftgId, role: ROLE.FTG });
    const res = await call(ftg.cookie, 'POST', '/api/tidrader', buildTimeEntry({ AnstNr: e.anstNr }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Details).toContainEqual({
      Field: 'ResEnhet1',
      Code: 'validation.timeEntry.resEnhetRequired',
    });
  });

  it('gives the second of two concurrent edits a conflict and keeps the first', async () => {
    const { per, ftg } = await newTeam(t);
    const created = await create(per.cookie, per.anstNr, { Datum: '2026-11-04' });
    const row = (Timmar: number) => buildTimeEntry({ AnstNr: per.anstNr, Datum: '2026-11-04', Timmar });
    const first = await call(per.cookie, 'PUT', `/api/tidrader/${created.Id}`, {
      ...row(7),
      Version: created.Version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().Version).toBe(created.Version + 1);
    const second = await call(ftg.cookie, 'PUT', `/api/tidrader/${created.Id}`, {
      ...row(6),
      Version: created.Version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().Code).toBe(40900);
    const stale = await call(per.cookie, 'DELETE', `/api/tidrader/${created.Id}?Version=${created.Version}`);
    expect(stale.statusCode).toBe(409);
    const r = await report(per.cookie, per.anstNr, '2026-11-04', '2026-11-04');
    expect(r.Rader[0]?.Timmar).toBe(7);
    const history = async () =>
      ((await call(per.cookie, 'GET', `/api/tidrader/${created.Id}/historik`)).json() as Json[]).map(
        (h) => h.Handelse,
      );
    expect(await history()).toEqual(['CREATE', 'UPDATE']);
    const trail = (await call(per.cookie, 'GET', `/api/tidrader/${created.Id}/historik`)).json() as Json[];
    expect(trail[1]?.Detaljer).toEqual({ Timmar: { from: 8, to: 7 } });
    const del = await call(
      per.cookie,
      'DELETE',
      `/api/tidrader/${created.Id}?Version=${first.json().Version}`,
    );
    expect(del.statusCode).toBe(204);
    expect(await history()).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('copies a day and fills a period from the schedule', async () => {
    const per = await newEmployee(t);
    await create(per.cookie, per.anstNr, { Datum: '2026-11-02' });
    const copy = await call(per.cookie, 'POST', '/api/tidrader/kopiera', {
      AnstNr: per.anstNr,
      FranDatum: '2026-11-02',
      TillDatum: '2026-11-09',
      Dagar: 1,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      Skapade: 1,
      Rader: [{ Datum: '2026-11-09', Kalla: 'KOPIA', Timmar: 8 }],
    });
    const fill = await call(per.cookie, 'POST', '/api/tidrader/franschema', {
      AnstNr: per.anstNr,
      From: '2026-11-09',
      To: '2026-11-15',
    });
    expect(fill.statusCode).toBe(201);
    const r = await report(per.cookie, per.anstNr, '2026-11-09', '2026-11-15');
    const scheduled = r.Dagar.filter((d) => d.SchemaTimmar > 0).map((d) => d.Datum);
    // Every scheduled day has a row now; the copied Monday kept its own and got no second one.
    expect(new Set(r.Rader.map((x) => x.Datum))).toEqual(new Set(scheduled));
    expect(r.Rader.filter((x) => x.Datum === '2026-11-09')).toHaveLength(1);
    expect(fill.json().Skapade).toBe(scheduled.length - 1);
  });
});

describe('rows from the schedule', () => {
  const fill = (cookie: string, body: Json) => call(cookie, 'POST', '/api/tidrader/franschema', body);

  it('gives each scheduled day its start, end and break, and fills rows with them', async () => {
    const per = await newEmployee(t); // HEL40: 8 h from 08:00 with an hour's break
    const r = await report(per.cookie, per.anstNr, '2026-11-02', '2026-11-08');
    const monday = r.Dagar.find((d) => d.Datum === '2026-11-02');
    expect(monday?.SchemaTider).toEqual({ StartTid: '08:00', SlutTid: '17:00', RastMinuter: 60 });
    expect(r.Dagar.find((d) => d.Datum === '2026-11-07')?.SchemaTider).toBeNull(); // Saturday

    const res = await fill(per.cookie, { AnstNr: per.anstNr, From: '2026-11-02', To: '2026-11-02' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Rader).toEqual([
      expect.objectContaining({
        Datum: '2026-11-02',
        TidKod: 'ARB',
        StartTid: '08:00',
        SlutTid: '17:00',
        RastMinuter: 60,
        Timmar: 8,
        Kalla: 'SCHEMA',
      }),
    ]);
  });

  it('leaves the days after today alone unless asked for them', async () => {
    const per = await newEmployee(t); // today is Saturday 21 November 2026 (TEST_TODAY)
    const week = { AnstNr: per.anstNr, From: '2026-11-16', To: '2026-11-29' };
    const past = await fill(per.cookie, week);
    expect(past.json().Rader.map((r: Json) => r.Datum)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const future = await fill(per.cookie, { ...week, MedFramtida: true });
    expect(future.json().Skapade).toBe(5); // the week of 23 November
    expect(new Set(future.json().Rader.map((r: Json) => r.Datum))).toEqual(
      new Set(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']),
    );
    const nothing = await fill(per.cookie, { AnstNr: per.anstNr, From: '2026-11-30', To: '2026-12-04' });
    expect(nothing.json()).toEqual({ Skapade: 0, Rader: [] });
  });

  it('starts from the NORMAL code the employee used last, else the first one', async () => {
    const per = await newEmployee(t);
    await create(per.cookie, per.anstNr, { Datum: '2026-10-20', TidKod: 'FRISK', Timmar: 1 });
    await create(per.cookie, per.anstNr, { Datum: '2026-10-21', TidKod: 'SJK', Timmar: 8 });
    const res = await fill(per.cookie, { AnstNr: per.anstNr, From: '2026-11-02', To: '2026-11-02' });
    expect(res.json().Rader[0].TidKod).toBe('FRISK'); // the sick day is not a NORMAL code
    const other = await newEmployee(t);
    const first = await fill(other.cookie, { AnstNr: other.anstNr, From: '2026-11-02', To: '2026-11-02' });
    expect(first.json().Rader[0].TidKod).toBe('ARB');
  });

  it('refuses to fill for someone the caller may not report for', async () => {
    const { per, other } = await newTeam(t);
    const res = await fill(per.cookie, { AnstNr: other.anstNr, From: '2026-11-02', To: '2026-11-06' });
    expect(res.statusCode).toBe(403);
  });
});

describe('approval and attestation (SPEC §4 Attest status)', () => {
  /** A team whose PER reported three days of November and approved them. */
  const approvedTeam = async () => {
    const team = await newTeam(t);
    for (const Datum of ['2026-11-02', '2026-11-03', '2026-11-04'])
      await create(team.per.cookie, team.per.anstNr, { Datum });
    const res = await statusCall(team.per.cookie, '/api/godkann', 'approve', [team.per.anstNr]);
    expect(res.statusCode).toBe(200);
    expect(res.json().Andrade).toBe(3);
    return team;
  };

  it('lets PER approve their month, after which they cannot change it', async () => {
    const { per, avd, other } = await newTeam(t);
    await create(per.cookie, per.anstNr);
    expect((await statusCall(per.cookie, '/api/godkann', 'approve', [other.anstNr])).statusCode).toBe(403);
    const res = await statusCall(per.cookie, '/api/godkann', 'approve', [per.anstNr]);
    expect(res.statusCode).toBe(200);
    expect(res.json().Andrade).toBe(1);
    const r = await report(per.cookie, per.anstNr, period.From, period.To);
    expect(r.Rader.every((x) => x.Status === 'NOT_ATTESTED' && !x.KanAndras)).toBe(true);
    expect(r.Rader[0]?.LastOrsak).toBe('timeReport.locked.approved');
    const target = r.Rader[0]!;
    const edit = await call(per.cookie, 'PUT', `/api/tidrader/${target.Id}`, {
      ...buildTimeEntry({ AnstNr: per.anstNr, Datum: target.Datum }),
      Version: target.Version,
    });
    expect(edit.json().Code).toBe(40310);
    // The manager may still correct an approved row that is not attested.
    const mgr = await report(avd.cookie, per.anstNr, period.From, period.To);
    expect(mgr.Rader.every((x) => x.KanAndras)).toBe(true);
  });

  it('lets AVD attest their department only, never themselves, and lists it', async () => {
    const { per, avd, other } = await approvedTeam();
    expect((await statusCall(per.cookie, '/api/attest', 'attest', [per.anstNr])).statusCode).toBe(403);
    expect((await statusCall(avd.cookie, '/api/attest', 'attest', [other.anstNr])).json().Code).toBe(40311);
    await create(avd.cookie, avd.anstNr);
    await statusCall(avd.cookie, '/api/godkann', 'approve', [avd.anstNr]);
    const res = await statusCall(avd.cookie, '/api/attest', 'attest', [per.anstNr, avd.anstNr]);
    expect(res.statusCode).toBe(200);
    const own = await report(avd.cookie, avd.anstNr, period.From, period.To);
    expect(own.Rader.map((x) => x.Status)).toEqual(['NOT_ATTESTED']);
    const r = await report(per.cookie, per.anstNr, period.From, period.To);
    expect(r.Rader.map((x) => x.Status)).toEqual(['ATTESTED', 'ATTESTED', 'ATTESTED']);
    expect(res.json()).toMatchObject({ Andrade: 3, Oforandrade: 1 });
    const list = (
      await call(avd.cookie, 'GET', `/api/attestlista?From=${period.From}&To=${period.To}`)
    ).json() as Json[];
    expect(list.map((e) => e.AnstNr).sort()).toEqual([per.anstNr, avd.anstNr].sort());
    expect(list.every((e) => e.Avdelning === 'EKO')).toBe(true);
    const mine = list.find((e) => e.AnstNr === per.anstNr);
    expect(mine).toMatchObject({ Antal: { ATTESTED: 3, NOT_APPROVED: 0 } });
    expect(mine?.SchemaTimmar).toBeGreaterThan(0);
    const history = (
      await call(per.cookie, 'GET', `/api/tidrader/${r.Rader[0]!.Id}/historik`)
    ).json() as Json[];
    expect(history.map((h) => h.Handelse)).toEqual(['CREATE', 'APPROVE', 'ATTEST']);
    expect(history.find((h) => h.Handelse === 'ATTEST')?.Detaljer).toEqual({
      From: 'NOT_ATTESTED',
      To: 'ATTESTED',
    });
  });

  it('takes an attest and an approval back one step at a time', async () => {
    const { per, avd } = await approvedTeam();
    expect((await statusCall(avd.cookie, '/api/attest', 'attest', [per.anstNr])).json().Andrade).toBe(3);
    // Attested: the employee cannot take the approval back until the attest is.
    expect((await statusCall(per.cookie, '/api/godkann', 'unapprove', [per.anstNr])).json().Andrade).toBe(0);
    expect((await statusCall(avd.cookie, '/api/attest', 'unattest', [per.anstNr])).json().Andrade).toBe(3);
    expect((await statusCall(per.cookie, '/api/godkann', 'unapprove', [per.anstNr])).json().Andrade).toBe(3);
    const r = await report(per.cookie, per.anstNr, period.From, period.To);
    expect(r.Rader.every((x) => x.Status === 'NOT_APPROVED' && x.KanAndras)).toBe(true);
  });
});
