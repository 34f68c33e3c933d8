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
