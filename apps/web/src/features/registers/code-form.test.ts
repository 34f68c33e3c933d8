import { describe, expect, it } from 'vitest';
import type { CodeRegister } from '@lonportal/domain/registers/codes';
import type { RegisterRow } from './api/codes';
import {
  codeFormField,
  codeFormOf,
  codeResolver,
  weekTotal,
  weeksOf,
  type CodeFormValues,
} from './code-form';

/** What the resolver answers for `values`: the body to send, or the fields in error. */
async function check(kind: CodeRegister, isNew: boolean, values: CodeFormValues) {
  const result = await codeResolver(kind, isNew)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return { body: result.values, errors: Object.keys(result.errors) };
}

const schedule: RegisterRow = {
  ArbSchema: 'ROT2',
  BenText: 'Rullande två veckor',
  Dagar: [8, 8, 8, 8, 8, 0, 0, 10, 10, 10, 10, 0, 0, 0],
  StartTid: '07:00',
  RastMinuter: 30,
  RotationStart: '2026-01-05',
  Version: 4,
  Stangd: false,
  IBruk: true,
};

describe("a code register's form", () => {
  it('holds a saved row as its fields, version and state, and sends only the fields of an edit', async () => {
    const values = codeFormOf('schedules', schedule);
    expect(values).toMatchObject({ Version: 4, Stangd: false, ArbSchema: 'ROT2', RastMinuter: 30 });
    expect(values.Dagar).not.toBe(schedule.Dagar);
    const { body, errors } = await check('schedules', false, { ...values, Stangd: true });
    expect(errors).toEqual([]);
    // The code is the URL's, not the body's: the strict schema would refuse it.
    expect(body).toEqual({
      Version: 4,
      Stangd: true,
      BenText: 'Rullande två veckor',
      Dagar: schedule.Dagar,
      StartTid: '07:00',
      RastMinuter: 30,
      RotationStart: '2026-01-05',
    });
  });

  it("checks a rotation's weeks and Monday, and a time code's way to payroll, on their own fields", async () => {
    const eight = [8, 8, 8, 8, 8, 0, 0];
    expect(
      (
        await check('schedules', true, {
          ...codeFormOf('schedules', null),
          ArbSchema: 'X',
          BenText: 'X',
          Dagar: [...eight, 8],
          RotationStart: '2026-01-05',
        })
      ).errors,
    ).toEqual(['Dagar']);
    const rotating = {
      ...codeFormOf('schedules', null),
      ArbSchema: 'X',
      BenText: 'X',
      Dagar: [...eight, ...eight],
    };
    expect((await check('schedules', true, rotating)).errors).toEqual(['RotationStart']);
    expect((await check('schedules', true, { ...rotating, RotationStart: '2026-01-06' })).errors).toEqual([
      'RotationStart',
    ]);
    expect(
      (
        await check('schedules', true, {
          ...rotating,
          Dagar: [...eight, 25, 8, 8, 8, 8, 0, 0],
          RotationStart: '2026-01-05',
        })
      ).errors,
    ).toEqual(['Dagar']);

    const code = { ...codeFormOf('timecodes', null), TidKod: 'SEMX', BenText: 'Semester' };
    expect((await check('timecodes', true, code)).errors).toEqual(['LonKod']);
    expect((await check('timecodes', true, { ...code, PaxmlKod: 'SEM' })).body).toMatchObject({
      TidKod: 'SEMX',
      PaxmlKod: 'SEM',
      LonKod: '',
      Typ: 'NORMAL',
    });
  });

  it("needs a new pay code's type, and takes an empty price as none", async () => {
    const code = { ...codeFormOf('paycodes', null), LonKod: 'L100', BenText: 'Parkering' };
    expect((await check('paycodes', true, code)).errors).toEqual(['Typ']);
    expect((await check('paycodes', true, { ...code, Typ: 'UTLAGG' })).body).toMatchObject({
      Apris: null,
      Enhet: 'st',
    });
  });

  it("puts a server's field error on its field, and on no field of another register", () => {
    expect(codeFormField('resultunits', true)('Kod')).toBe('Kod');
    expect(codeFormField('schedules', false)('Dagar.3')).toBe('Dagar.3');
    expect(codeFormField('schedules', false)('ArbSchema')).toBeNull();
    expect(codeFormField('accounts', true)('Dagar')).toBeNull();
  });

  it("cuts a schedule's days in weeks and adds each week's hours", () => {
    const weeks = weeksOf(schedule.Dagar as number[]);
    expect(weeks).toHaveLength(2);
    expect(weeks.map(weekTotal)).toEqual([40, 40]);
    expect(weekTotal([7.5, null, Number.NaN, 2.25])).toBe(9.75);
  });
});
