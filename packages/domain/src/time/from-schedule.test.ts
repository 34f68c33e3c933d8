import { describe, expect, it } from 'vitest';
import { entryHours } from './entries';
import { fillsDay, scheduledEntry, usualTidKod } from './from-schedule';
import { scheduledTimes, scheduleOn } from './schedule';

const HEL40 = { ArbSchema: 'HEL40', Dagar: [8, 8, 8, 8, 8, 0, 0], StartTid: '08:00', RastMinuter: 60 };
const NATT = { ArbSchema: 'NATT', Dagar: [8, 8, 8, 8, 8, 8, 8], StartTid: '22:00', RastMinuter: 0 };

describe('scheduledTimes', () => {
  it.each([
    ['a day with a break', '2026-11-23', 8, HEL40, { StartTid: '08:00', SlutTid: '17:00', RastMinuter: 60 }],
    [
      'a night across midnight',
      '2026-11-23',
      8,
      NATT,
      { StartTid: '22:00', SlutTid: '06:00', RastMinuter: 0 },
    ],
    // 25 October 2026 has 25 hours: eight real hours from 22:00 end at 05:00 on the wall clock.
    [
      'the autumn clock change',
      '2026-10-24',
      8,
      NATT,
      { StartTid: '22:00', SlutTid: '05:00', RastMinuter: 0 },
    ],
    // 29 March 2026 has 23 hours: eight real hours from 22:00 end at 07:00.
    [
      'the spring clock change',
      '2026-03-28',
      8,
      NATT,
      { StartTid: '22:00', SlutTid: '07:00', RastMinuter: 0 },
    ],
    // A schedule starting in the hour 29 March 2026 skips begins when the clock shows it: 03:30
    // (ADR 0021), so the row's times exist and give its hours.
    [
      'a start the spring clock change skips',
      '2026-03-29',
      4,
      { StartTid: '02:30' },
      { StartTid: '03:30', SlutTid: '07:30', RastMinuter: 0 },
    ],
    [
      'part of an hour',
      '2026-11-23',
      7.5,
      { StartTid: '07:00' },
      { StartTid: '07:00', SlutTid: '14:30', RastMinuter: 0 },
    ],
  ])('%s', (_name, datum, hours, schedule, expected) => {
    const times = scheduledTimes(datum, hours, schedule);
    expect(times).toEqual(expected);
    // A row with these times has the scheduled hours.
    expect(entryHours({ Datum: datum, Timmar: null, ...times! })).toBe(hours);
  });

  it('is null on a day without hours or for a schedule without a start time', () => {
    expect(scheduledTimes('2026-11-28', 0, HEL40)).toBeNull();
    expect(scheduledTimes('2026-11-23', 8, { RastMinuter: 30 })).toBeNull();
    expect(scheduledTimes('2026-11-23', 8, undefined)).toBeNull();
  });
});

describe('scheduleOn', () => {
  const periods = [
    { FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'HEL40' },
    { FromDatum: '2026-11-16', UseArbSchema: true, ArbSchema: 'NATT' },
    { FromDatum: '2026-12-01', UseArbSchema: false, ArbSchema: 'NATT' },
  ];
  it('finds the schedule of the period in effect, none where the period has no schedule', () => {
    expect(scheduleOn(periods, [HEL40, NATT], '2026-11-15')?.ArbSchema).toBe('HEL40');
    expect(scheduleOn(periods, [HEL40, NATT], '2026-11-16')?.ArbSchema).toBe('NATT');
    expect(scheduleOn(periods, [HEL40, NATT], '2026-12-01')).toBeUndefined();
    expect(scheduleOn(periods, [HEL40, NATT], '2025-12-31')).toBeUndefined();
  });
});

describe('usualTidKod', () => {
  const offered = [
    { TidKod: 'FRISK', Typ: 'NORMAL' },
    { TidKod: 'ARB', Typ: 'NORMAL' },
    { TidKod: 'SJK', Typ: 'SJUK' },
  ];
  it.each([
    ['no rows: the first NORMAL code in code order', [], 'ARB'],
    [
      'the NORMAL code used last',
      [
        { Datum: '2026-11-02', TidKod: 'ARB' },
        { Datum: '2026-11-03', TidKod: 'FRISK' },
      ],
      'FRISK',
    ],
    [
      'the latest date, whatever the order',
      [
        { Datum: '2026-11-05', TidKod: 'ARB' },
        { Datum: '2026-11-03', TidKod: 'FRISK' },
      ],
      'ARB',
    ],
    [
      'not an absence code',
      [
        { Datum: '2026-11-02', TidKod: 'ARB' },
        { Datum: '2026-11-09', TidKod: 'SJK' },
      ],
      'ARB',
    ],
    ['not a code no longer offered', [{ Datum: '2026-11-09', TidKod: 'GAMMAL' }], 'ARB'],
  ])('%s', (_name, recent, expected) => {
    expect(usualTidKod(offered, recent)).toBe(expected);
  });

  it('is null when no NORMAL code is offered', () => {
    expect(usualTidKod([{ TidKod: 'SJK', Typ: 'SJUK' }], [])).toBeNull();
  });
});

describe('scheduledEntry', () => {
  it('writes the times and break when known, the hours alone otherwise', () => {
    const base = { AnstNr: '1001', Datum: '2026-11-23', TidKod: 'ARB', hours: 8 };
    const timed = scheduledEntry({ ...base, times: scheduledTimes('2026-11-23', 8, HEL40) });
    expect(timed).toMatchObject({ StartTid: '08:00', SlutTid: '17:00', RastMinuter: 60, Timmar: 8 });
    const plain = scheduledEntry({ ...base, times: null, Brukare: 'B001', ResEnhet: ['200'] });
    expect(plain).toMatchObject({ StartTid: '', SlutTid: '', RastMinuter: 0, Timmar: 8, Brukare: 'B001' });
    expect(plain.ResEnhet1).toBe('200');
  });
});

describe('fillsDay', () => {
  it.each([
    ['a passed working day without rows', { Datum: '2026-03-02', scheduledHours: 8, hasRows: false }, true],
    ['today', { Datum: '2026-03-04', scheduledHours: 8, hasRows: false }, true],
    ['a day after the last', { Datum: '2026-03-05', scheduledHours: 8, hasRows: false }, false],
    ['a day off', { Datum: '2026-03-01', scheduledHours: 0, hasRows: false }, false],
    ['a day with a row', { Datum: '2026-03-03', scheduledHours: 8, hasRows: true }, false],
  ])('%s', (_, day, fills) => expect(fillsDay(day, '2026-03-04')).toBe(fills));
});
