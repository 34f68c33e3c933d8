import { describe, expect, it } from 'vitest';
import { PUNCH_REASON_FROM_SCHEDULE, type Stampling } from '@lonportal/domain/punches/punches';
import type { BusEvent } from '../../plugins/realtime/bus';
import { punchTestSetup, type Who } from './punch-test-setup';

// The punch clock over HTTP (domain punches/punches.ts). Each test's employee (`per`,
// Ekonomi) works DEL30: 6 h from 08:00 (to 14:00) Monday to Friday; the company's
// AvvikandeStamplingMinuter is 15 (the default).
const events: BusEvent[] = [];
const { app, call, at, list, anstNr } = punchTestSetup((t) => t.app.bus.subscribe((e) => events.push(e)));
const press = (Action: string, who: Who = 'per', AnstNr?: string) =>
  call(who, 'POST', '/api/stamplingar', { Action, ...(AnstNr ? { AnstNr } : {}) });
/** Punches `per` in and out at two wall times of one day. */
const punch = async (day: string, inTime: string, outTime: string) => {
  at(`${day} ${inTime}`);
  expect((await press('in')).statusCode).toBe(201);
  at(`${day} ${outTime}`);
  expect((await press('ut')).statusCode).toBe(200);
};
const open = async () =>
  (await call('per', 'GET', '/api/stamplingar/oppen')).json() as { Stampling: Stampling | null; Nu: string };
const entryOf = async (s: Stampling) => {
  const r = (
    await call('per', 'GET', `/api/tidrapport/${anstNr()}?From=${s.Datum}&To=${s.Datum}`)
  ).json() as {
    Rader: { Id: string }[];
  };
  return r.Rader.find((e) => e.Id === s.TidradId);
};
const closeFromSchedule = (s: Stampling, who: Who = 'per') =>
  call(who, 'POST', `/api/stamplingar/${s.Id}/stangfranschema`, { Version: s.Version });

describe('punching in and out', () => {
  it('punches in, takes a break and punches out into a time entry', async () => {
    at('2026-11-23 07:58');
    const punchIn = await press('in');
    expect(punchIn.statusCode).toBe(201);
    const s = punchIn.json() as Stampling;
    expect(s).toMatchObject({
      AnstNr: anstNr(),
      Datum: '2026-11-23',
      In: '2026-11-23T06:58:00.000Z',
      Ut: null,
      Timmar: null,
      Avvikelse: { In: -2, Ut: null, Flaggad: false },
      Glomd: false,
      SchemaStart: '2026-11-23T07:00:00.000Z',
      SchemaSlut: '2026-11-23T13:00:00.000Z',
      Korrigerad: false,
      TidradId: null,
      AndraLast: '',
    });
    expect((await open()).Stampling?.Id).toBe(s.Id);
    expect((await open()).Nu).toBe('2026-11-23T06:58:00.000Z');
    expect((await press('in')).json().Code).toBe(40920);

    at('2026-11-23 12:00');
    expect((await press('rastSlut')).json().Code).toBe(40923);
    expect((await press('rastStart')).json()).toMatchObject({
      RastPagar: true,
      RastStart: '2026-11-23T11:00:00.000Z',
    });
    expect((await press('rastStart')).json().Code).toBe(40922);
    at('2026-11-23 12:30');
    app().clock.advance(20_000);
    expect((await press('rastSlut')).json()).toMatchObject({ RastPagar: false, RastMinuter: 30 });

    at('2026-11-23 16:31');
    app().clock.advance(40_000);
    events.length = 0;
    const out = await press('ut');
    expect(out.statusCode).toBe(200);
    const closed = out.json() as Stampling;
    // 07:58–16:31 is 513 min, less 30 min of break: 483 min = 8.05 h
    expect(closed).toMatchObject({
      Ut: '2026-11-23T15:31:40.000Z',
      Timmar: 8.05,
      Avvikelse: { In: -2, Ut: 151, Flaggad: true },
    });
    expect(await entryOf(closed)).toMatchObject({
      Datum: '2026-11-23',
      TidKod: 'ARB',
      Timmar: 8.05,
      StartTid: '07:58',
      SlutTid: '16:31',
      RastMinuter: 30,
      Kalla: 'STAMPLING',
      Status: 'NOT_APPROVED',
    });
    // DOMAIN §14: the break is part of the row, so the row opened and saved again keeps its hours.
    const entry = (await entryOf(closed)) as Record<string, unknown> & { Id: string; Version: number };
    const { Id, Status, Kalla, KanAndras, LastOrsak, AndradAv, AndradTid, ...values } = entry;
    void [Status, Kalla, KanAndras, LastOrsak, AndradAv, AndradTid];
    const resaved = await call('per', 'PUT', `/api/tidrader/${Id}`, values);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json()).toMatchObject({
      Timmar: 8.05,
      RastMinuter: 30,
      StartTid: '07:58',
      SlutTid: '16:31',
    });
    expect(events.map((e) => e.Payload)).toEqual(
      expect.arrayContaining([
        { Resource: 'punches', AnstNr: [anstNr()] },
        { Resource: 'timeEntries', AnstNr: [anstNr()] },
      ]),
    );
    expect((await press('ut')).json().Code).toBe(40921);
    expect((await open()).Stampling).toBeNull();
  });

  it.each([
    ['2026-11-24', '08:16', '14:00', { In: 16, Ut: 0, Flaggad: true }],
    ['2026-11-25', '08:10', '14:15', { In: 10, Ut: 15, Flaggad: false }],
    ['2026-11-26', '08:00', '13:44', { In: 0, Ut: -16, Flaggad: true }],
  ])('%s %s–%s deviates %j from the schedule', async (day, inTime, outTime, deviation) => {
    at(`${day} ${inTime}`);
    expect((await press('in')).statusCode).toBe(201);
    at(`${day} ${outTime}`);
    expect((await press('ut')).json().Avvikelse).toEqual(deviation);
  });

  it('shows a forgotten punch-out and closes it at the scheduled end', async () => {
    at('2026-11-27 08:05');
    await press('in');
    at('2026-11-27 14:15');
    const [notYet] = await list('2026-11-27', '2026-11-27');
    expect(notYet?.Glomd).toBe(false);
    expect((await closeFromSchedule(notYet!)).json().Code).toBe(40925);
    at('2026-11-27 14:16');
    const [forgotten] = await list('2026-11-27', '2026-11-27');
    expect(forgotten?.Glomd).toBe(true);
    expect((await open()).Stampling?.Glomd).toBe(true);
    const closed = await closeFromSchedule(forgotten!);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      Ut: '2026-11-27T13:00:00.000Z',
      Timmar: 5.92,
      Orsak: PUNCH_REASON_FROM_SCHEDULE,
      Korrigerad: true,
      Glomd: false,
    });
    expect(await entryOf(closed.json())).toMatchObject({ Timmar: 5.92, StartTid: '08:05', SlutTid: '14:00' });
    expect((await closeFromSchedule(closed.json())).json().Code).toBe(40921);
  });

  it('will not punch out a punch open for more than 24 h; the schedule closes it', async () => {
    at('2026-11-30 08:00');
    await press('in');
    at('2026-12-01 08:01');
    expect((await press('ut')).json().Code).toBe(40924);
    expect((await press('in')).json().Code).toBe(40920);
    // Open from before the period, it is in the period's list all the same.
    const [old] = await list('2026-12-01', '2026-12-31');
    expect(old).toMatchObject({ Datum: '2026-11-30', Glomd: true });
    expect((await closeFromSchedule(old!)).json()).toMatchObject({
      Ut: '2026-11-30T13:00:00.000Z',
      Timmar: 6,
    });
  });

  it('makes one entry on the day of punch-in for a night past midnight, without schedule', async () => {
    at('2026-12-05 22:00');
    await press('in');
    at('2026-12-06 06:15');
    const night = (await press('ut')).json() as Stampling;
    expect(night).toMatchObject({
      Datum: '2026-12-05',
      Timmar: 8.25,
      Avvikelse: { In: null, Ut: null, Flaggad: false },
    });
    expect(await entryOf(night)).toMatchObject({
      Datum: '2026-12-05',
      StartTid: '22:00',
      SlutTid: '06:15',
      Timmar: 8.25,
    });
  });

  it('makes no time row for a punch within one minute (rule 2): nothing of 0 hours goes to payroll', async () => {
    at('2026-12-07 09:00');
    await press('in');
    app().clock.advance(30_000);
    const res = await press('ut');
    expect(res.statusCode).toBe(200);
    const quick = res.json() as Stampling;
    expect(quick).toMatchObject({ Timmar: 0, TidradId: null });
    expect(quick.Ut).not.toBeNull();
    const day = (
      await call('per', 'GET', `/api/tidrapport/${anstNr()}?From=2026-12-07&To=2026-12-07`)
    ).json() as { Rader: unknown[] };
    expect(day.Rader).toEqual([]);
    // The punch stays, closed: the next one punches in as usual.
    expect((await press('in')).statusCode).toBe(201);
  });

  it('puts the same brukare and result units on a punched row as fill from schedule does', async () => {
    at('2026-12-08 08:00');
    await press('in');
    at('2026-12-08 14:00');
    const punched = (await entryOf((await press('ut')).json() as Stampling)) as Record<string, unknown>;
    const fill = await call('per', 'POST', '/api/tidrader/franschema', {
      AnstNr: anstNr(),
      From: '2026-12-10',
      To: '2026-12-10',
      MedFramtida: true, // the clock stands at 8 December
    });
    expect(fill.statusCode).toBe(201);
    const [filled] = fill.json().Rader as Record<string, unknown>[];
    const units = (r: Record<string, unknown> | undefined) =>
      Object.fromEntries(['Brukare', 'ResEnhet1', 'ResEnhet2', 'ResEnhet3'].map((k) => [k, r?.[k]]));
    // The employee has a kostnadsställe, so the comparison is not between two empty rows.
    expect(punched.ResEnhet1).not.toBe('');
    expect(units(filled)).toEqual(units(punched));
  });

  it('lets only one of two punch-ins sent at once through', async () => {
    at('2026-12-09 08:00');
    const both = await Promise.all([press('in'), press('in')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await list('2026-12-09', '2026-12-09')).length).toBe(1);
  });

  it('lists the punches of a period in order', async () => {
    for (const day of ['2026-11-26', '2026-11-23', '2026-11-25', '2026-11-24', '2026-11-27'])
      await punch(day, '08:00', '14:00');
    const week = await list('2026-11-23', '2026-11-29');
    expect(week.map((s) => s.Datum)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(week.every((s) => s.TidradId !== null && s.Ut !== null)).toBe(true);
  });
});

describe('who may punch and see punches', () => {
  it('keeps PER to their own punches', async () => {
    const other = await press('in', 'per', anstNr('other'));
    expect([other.statusCode, other.json().Code]).toEqual([403, 40311]);
    const read = await call(
      'per',
      'GET',
      `/api/stamplingar?AnstNr=${anstNr('other')}&From=2026-11-01&To=2026-11-30`,
    );
    expect([read.statusCode, read.json().Code]).toEqual([403, 40311]);
  });

  it('keeps AVD to their department', async () => {
    await punch('2026-11-23', '08:00', '14:00');
    await punch('2026-11-24', '08:00', '14:00');
    expect((await list('2026-11-23', '2026-11-29', 'avd')).length).toBe(2);
    const outside = await call(
      'avd',
      'GET',
      `/api/stamplingar?AnstNr=${anstNr('other')}&From=2026-11-01&To=2026-11-30`,
    );
    expect([outside.statusCode, outside.json().Code]).toEqual([403, 40311]);
    expect((await press('in', 'avd', anstNr('other'))).json().Code).toBe(40311);
  });

  it('lets a manager read and, through the API, punch for an employee in scope', async () => {
    expect((await list('2026-11-23', '2026-11-29', 'ftg', 'other')).length).toBe(0);
    at('2026-12-08 08:00');
    const forOther = await press('in', 'ftg', anstNr('other'));
    expect(forOther.statusCode).toBe(201);
    expect((await list('2026-12-08', '2026-12-08', 'ftg', 'other'))[0]?.Id).toBe(forOther.json().Id);
  });

  it('validates the period and the action', async () => {
    const back = await call(
      'per',
      'GET',
      `/api/stamplingar?AnstNr=${anstNr()}&From=2026-11-30&To=2026-11-01`,
    );
    expect(back.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
    expect((await press('lunch')).statusCode).toBe(400);
  });
});
