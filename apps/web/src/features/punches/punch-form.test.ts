import { describe, expect, it } from 'vitest';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { correctionBody, formFieldOf, punchFormSchema, punchFormValues } from './punch-form';

const closed = {
  Datum: '2026-11-23',
  In: '2026-11-23T06:58:00.000Z',
  Ut: '2026-11-23T21:31:00.000Z',
  RastMinuter: 30,
  Orsak: 'Tidigare orsak',
} as Stampling;

describe('the correction form', () => {
  it('starts from the punch on the Stockholm clock, with an empty reason', () => {
    expect(punchFormValues(closed)).toEqual({
      InDatum: '2026-11-23',
      InTid: '07:58',
      UtDatum: '2026-11-23',
      UtTid: '22:31',
      RastMinuter: 30,
      Orsak: '',
    });
    expect(punchFormValues({ ...closed, Ut: null })).toMatchObject({ UtDatum: '', UtTid: '' });
  });

  it('needs a reason, and a punch-out for a closed punch', () => {
    const issues = (closedPunch: boolean, v: object) =>
      punchFormSchema(closedPunch)
        .safeParse({ ...punchFormValues(closed), Orsak: 'Glömde', ...v })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(true, { Orsak: ' ' })).toEqual([['Orsak', 'validation.required']]);
    expect(issues(true, { UtDatum: '', UtTid: '' })).toEqual([
      ['UtDatum', 'validation.required'],
      ['UtTid', 'validation.required'],
    ]);
    expect(issues(false, { UtDatum: '', UtTid: '' })).toBeUndefined();
    expect(issues(false, { UtTid: '' })).toEqual([['UtTid', 'validation.required']]);
    expect(issues(true, { RastMinuter: null })).toEqual([['RastMinuter', 'validation.required']]);
  });

  it('refuses a time the spring clock skips, and reads one the autumn clock repeats (ADR 0021)', () => {
    const issues = (v: object) =>
      punchFormSchema(true)
        .safeParse({ ...punchFormValues(closed), Orsak: 'Glömde', ...v })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    // 29 March 2026: the clocks go from 02:00 to 03:00.
    expect(issues({ InDatum: '2026-03-28', InTid: '22:00', UtDatum: '2026-03-29', UtTid: '02:30' })).toEqual([
      ['UtTid', 'validation.time.skipped'],
    ]);
    expect(issues({ InDatum: '2026-03-29', InTid: '02:15', UtDatum: '2026-03-29', UtTid: '06:00' })).toEqual([
      ['InTid', 'validation.time.skipped'],
    ]);
    // 25 October 2026: 02:30 comes twice; the form takes it.
    expect(
      issues({ InDatum: '2026-10-24', InTid: '22:00', UtDatum: '2026-10-25', UtTid: '02:30' }),
    ).toBeUndefined();
  });

  it('sends timestamps of the wall times, summer time too', () => {
    const v = punchFormSchema(true).parse({
      ...punchFormValues(closed),
      InDatum: '2026-06-15',
      InTid: '800',
      UtDatum: '2026-06-15',
      UtTid: '16',
      Orsak: 'Glömde',
    });
    expect(correctionBody(v, 3)).toEqual({
      In: '2026-06-15T06:00:00.000Z',
      Ut: '2026-06-15T14:00:00.000Z',
      RastMinuter: 30,
      Orsak: 'Glömde',
      Version: 3,
    });
  });

  it('puts the server’s field problems on the form’s fields', () => {
    expect(['In', 'Ut', 'RastMinuter', 'Orsak', 'TidradId'].map(formFieldOf)).toEqual([
      'InTid',
      'UtTid',
      'RastMinuter',
      'Orsak',
      null,
    ]);
  });
});
