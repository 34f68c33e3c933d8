import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee } from '../../../test/factories';

// A row's hours over the API (DOMAIN §14): real elapsed Stockholm time between start and end, less
// the row's break, the same on every save; result-unit codes within PAXml's 10 characters; rows
// only in the company's salary years (the test clock's today is 2026-11-21, the first year 2022).
let t: TestApp;
let cookie = '';
let anstNr = '';
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, anstNr } = await newEmployee(t));
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const post = (row: Json) =>
  t.api({
    method: 'POST',
    url: '/api/tidrader',
    cookie,
    body: { AnstNr: anstNr, TidKod: 'ARB', ...row },
  });
const put = (id: string, row: Json) =>
  t.api({ method: 'PUT', url: `/api/tidrader/${id}`, cookie, body: row });

describe('hours from start and end', () => {
  it.each([
    ['2026-03-28', '22:00', '06:00', 0, 7], // the clocks go forward in the night
    ['2026-10-24', '22:00', '06:00', 0, 9], // and back
    ['2026-10-25', '01:00', '04:00', 0, 4],
    ['2026-11-09', '22:00', '06:00', 0, 8],
    ['2026-11-10', '08:00', '17:00', 60, 8],
    ['2026-03-29', '00:00', '06:00', 0, 5], // the whole spring night
    ['2026-10-25', '00:00', '06:00', 0, 7], // the whole autumn night
    ['2026-10-25', '02:30', '06:00', 0, 3.5], // a repeated time is its second pass (ADR 0021)
  ])(
    '%s %s–%s less %i min is stored as %s h, and stays so when saved again',
    async (Datum, StartTid, SlutTid, RastMinuter, hours) => {
      const res = await post({ Datum, StartTid, SlutTid, RastMinuter });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as Json & { Id: string; Version: number };
      expect(created).toMatchObject({ Timmar: hours, RastMinuter, StartTid, SlutTid });
      // Saved again as read (Timmar as sent is ignored where times are given).
      const again = await put(created.Id, {
        AnstNr: anstNr,
        Datum,
        TidKod: 'ARB',
        StartTid,
        SlutTid,
        RastMinuter,
        Timmar: 1,
        Version: created.Version,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ Timmar: hours, RastMinuter });
    },
  );

  it('refuses a break without times or as long as the row, with field errors', async () => {
    const noTimes = await post({ Datum: '2026-11-11', Timmar: 8, RastMinuter: 30 });
    expect(noTimes.statusCode).toBe(400);
    expect(noTimes.json().Details).toEqual([
      { Field: 'RastMinuter', Code: 'validation.timeEntry.breakNeedsTimes' },
    ]);
    const tooLong = await post({ Datum: '2026-11-11', StartTid: '08:00', SlutTid: '08:30', RastMinuter: 30 });
    expect(tooLong.json().Details).toEqual([
      { Field: 'RastMinuter', Code: 'validation.timeEntry.breakTooLong' },
    ]);
  });
});

// ADR 0021: 02:00–02:59 on the last Sunday of March is no time on Stockholm's clock.
describe('a time the spring clock change skips', () => {
  const skipped = (Field: string) => [{ Field, Code: 'validation.time.skipped' }];

  it('is refused as a start or an end, new or changed, and no row of 0 hours is stored', async () => {
    const { cookie: own, anstNr: nr } = await newEmployee(t);
    const send = (method: 'POST' | 'PUT', url: string, row: Json) =>
      t.api({ method, url, cookie: own, body: { AnstNr: nr, TidKod: 'ARB', ...row } });
    const start = await send('POST', '/api/tidrader', {
      Datum: '2026-03-29',
      StartTid: '02:30',
      SlutTid: '03:30',
    });
    expect(start.statusCode, start.body).toBe(400);
    expect(start.json()).toMatchObject({ Code: 40000, Details: skipped('StartTid') });
    // A night row's end is on the next day, 29 March.
    const end = await send('POST', '/api/tidrader', {
      Datum: '2026-03-28',
      StartTid: '22:00',
      SlutTid: '02:15',
    });
    expect(end.json().Details).toEqual(skipped('SlutTid'));
    const row = await send('POST', '/api/tidrader', {
      Datum: '2026-03-29',
      StartTid: '01:00',
      SlutTid: '04:00',
    });
    expect(row.json()).toMatchObject({ Timmar: 2 });
    const { Id, Version } = row.json() as { Id: string; Version: number };
    const changed = await send('PUT', `/api/tidrader/${Id}`, {
      Datum: '2026-03-29',
      StartTid: '01:00',
      SlutTid: '02:45',
      Version,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().Details).toEqual(skipped('SlutTid'));
    const report = await t.api({ url: `/api/tidrapport/${nr}?From=2026-03-28&To=2026-03-29`, cookie: own });
    expect((report.json() as { Rader: Json[] }).Rader.map((r) => [r.StartTid, r.SlutTid, r.Timmar])).toEqual([
      ['01:00', '04:00', 2],
    ]);
  });

  it('a copied row takes the hours of its new date, and a copy onto the skipped hour is refused', async () => {
    const { cookie: own, anstNr: nr } = await newEmployee(t);
    const send = (url: string, body: Json) => t.api({ method: 'POST', url, cookie: own, body });
    // Saturday 21 March 22:00–06:00 is 8 h; a week later the same night is 7 h.
    const night = await send('/api/tidrader', {
      AnstNr: nr,
      TidKod: 'ARB',
      Datum: '2026-03-21',
      StartTid: '22:00',
      SlutTid: '06:00',
    });
    expect(night.json()).toMatchObject({ Timmar: 8 });
    const copy = await send('/api/tidrader/kopiera', {
      AnstNr: nr,
      FranDatum: '2026-03-21',
      TillDatum: '2026-03-28',
      Dagar: 1,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ Rader: [{ Datum: '2026-03-28', Timmar: 7 }] });
    // Sunday 22 March 02:30–04:00 has no 02:30 on Sunday 29 March.
    await send('/api/tidrader', {
      AnstNr: nr,
      TidKod: 'ARB',
      Datum: '2026-03-22',
      StartTid: '02:30',
      SlutTid: '04:00',
    });
    const onto = await send('/api/tidrader/kopiera', {
      AnstNr: nr,
      FranDatum: '2026-03-22',
      TillDatum: '2026-03-29',
      Dagar: 1,
    });
    expect(onto.statusCode, onto.body).toBe(400);
    expect(onto.json().Details).toEqual(skipped('StartTid'));
  });
});

describe('what a row may hold', () => {
  it('refuses a result-unit code longer than 10 characters with a clear message', async () => {
    const res = await post({ Datum: '2026-11-12', Timmar: 8, ResEnhet1: '12345678901' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Code: 40000,
      Details: [{ Field: 'ResEnhet1', Code: 'validation.resEnhet.maxLength' }],
    });
  });

  it('refuses dates outside the company’s salary years', async () => {
    for (const Datum of ['2027-01-04', '2021-12-31']) {
      const res = await post({ Datum, Timmar: 8 });
      expect(res.statusCode, Datum).toBe(400);
      expect(res.json().Details).toEqual([{ Field: 'Datum', Code: 'validation.date.outsideSalaryYears' }]);
    }
    expect((await post({ Datum: '2022-01-03', Timmar: 8 })).statusCode).toBe(201);
  });
});
