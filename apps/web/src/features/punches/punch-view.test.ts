import { describe, expect, it } from 'vitest';
import type { Stampling } from '@lonportal/domain/punches/punches';
import {
  atlWarningText,
  clockButtons,
  closableFromSchedule,
  deviationsBeyond,
  elapsedClock,
  punchTimeText,
  signedMinutes,
} from './punch-view';

const punch = (over: Partial<Stampling> = {}): Stampling => ({
  Id: '5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00',
  AnstNr: '1001',
  Datum: '2026-11-23',
  In: '2026-11-23T06:58:00.000Z',
  Ut: null,
  RastPagar: false,
  RastStart: null,
  RastMinuter: 0,
  Timmar: null,
  Orsak: '',
  Korrigerad: false,
  Avvikelse: { In: -2, Ut: null, Flaggad: false },
  Glomd: false,
  AtlVarningar: [],
  SchemaStart: '2026-11-23T07:00:00.000Z',
  SchemaSlut: '2026-11-23T13:00:00.000Z',
  TidradId: null,
  AndraLast: '',
  TaBortLast: '',
  Version: 0,
  ...over,
});
const now = new Date('2026-11-23T10:00:00Z');

describe('the clock card buttons', () => {
  it.each([
    ['out', null, { in: true, out: false, breakStart: false, breakEnd: false }],
    ['in', punch(), { in: false, out: true, breakStart: true, breakEnd: false }],
    [
      'break',
      punch({ RastPagar: true, RastStart: '2026-11-23T09:30:00Z' }),
      { in: false, out: true, breakStart: false, breakEnd: true },
    ],
  ] as const)('%s', (state, open, enabled) => {
    expect(clockButtons(open, now)).toEqual({ state, ...enabled, tooLong: false });
  });

  it('offers no punch-out after 24 h', () => {
    expect(clockButtons(punch(), new Date('2026-11-24T07:00:00Z'))).toMatchObject({
      out: false,
      breakStart: false,
      tooLong: true,
    });
  });
});

describe('texts of the list', () => {
  it('shows times on the Stockholm clock, with the date on another day', () => {
    expect(punchTimeText('2026-11-23T15:31:40Z', '2026-11-23')).toBe('16:31');
    expect(punchTimeText('2026-11-24T05:15:00Z', '2026-11-23')).toBe('2026-11-24 06:15');
    expect(punchTimeText(null, '2026-11-23')).toBe('');
  });

  it('counts the time since punch-in as a clock', () => {
    expect(elapsedClock(0)).toBe('0:00:00');
    expect(elapsedClock((2 * 3600 + 13 * 60 + 5) * 1000 + 999)).toBe('2:13:05');
    expect(elapsedClock(-5000)).toBe('0:00:00');
  });

  it('names the deviations beyond the margin, with their sign', () => {
    expect(deviationsBeyond({ In: 16, Ut: -16, Flaggad: true }, 15)).toEqual([
      { side: 'in', minutes: 16 },
      { side: 'out', minutes: -16 },
    ]);
    expect(deviationsBeyond({ In: 15, Ut: null, Flaggad: false }, 15)).toEqual([]);
    expect([signedMinutes(16), signedMinutes(-16), signedMinutes(0), signedMinutes(1500)]).toEqual([
      '+16',
      '-16',
      '0',
      '+1 500',
    ]);
  });

  it('closes a forgotten punch from the schedule only when the schedule ends after the punch-in', () => {
    expect(closableFromSchedule(punch({ Glomd: true }))).toBe(true);
    expect(closableFromSchedule(punch())).toBe(false);
    expect(closableFromSchedule(punch({ Glomd: true, SchemaSlut: null }))).toBe(false);
    expect(closableFromSchedule(punch({ Glomd: true, In: '2026-11-23T14:00:00.000Z' }))).toBe(false);
  });
});

describe('texts of the working-time-law warnings', () => {
  const hm = (hours: number, minutes: number) => ({ hours, minutes });
  it.each([
    // the warning, the punch's day → the text's key, how long (key and values), since when
    [
      { Kod: 'REST_UNDER_11H', Minuter: 570, Fran: '2026-11-22T21:30:00Z' },
      '2026-11-23',
      'punches.atl.rest',
      'punches.atl.hoursMinutes',
      hm(9, 30),
      '2026-11-22 22:30',
    ],
    [
      { Kod: 'REST_UNDER_11H', Minuter: 600, Fran: '2026-03-28T21:00:00Z' },
      '2026-03-29',
      'punches.atl.rest',
      'punches.atl.hours',
      hm(10, 0),
      '2026-03-28 22:00',
    ],
    [
      { Kod: 'WORK_OVER_5H_WITHOUT_BREAK', Minuter: 301, Fran: '2026-11-23T07:00:00Z' },
      '2026-11-23',
      'punches.atl.inARow',
      'punches.atl.hoursMinutes',
      hm(5, 1),
      '08:00',
    ],
    [
      { Kod: 'WORK_OVER_5H_WITHOUT_BREAK', Minuter: 45, Fran: '2026-11-23T07:00:00Z' },
      '2026-11-23',
      'punches.atl.inARow',
      'punches.list.minutes',
      hm(0, 45),
      '08:00',
    ],
    [
      { Kod: 'WEEKLY_REST_UNDER_36H', Minuter: 2040, Fran: '2026-11-22T23:00:00Z' },
      '2026-11-28',
      'punches.atl.weeklyRest',
      'punches.atl.hours',
      hm(34, 0),
      '2026-11-23 00:00',
    ],
    [
      { Kod: 'WEEK_OVER_40H', Minuter: 2580, Fran: '2026-11-22T23:00:00Z' },
      '2026-11-28',
      'punches.atl.weekHours',
      'punches.atl.hours',
      hm(43, 0),
      '2026-11-23 00:00',
    ],
  ] as const)('%j on %s', (warning, datum, key, durationKey, values, time) => {
    expect(atlWarningText(warning, datum)).toEqual({ key, duration: { key: durationKey, values }, time });
  });
});
