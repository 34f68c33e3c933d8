import { describe, expect, it } from 'vitest';
import { swedishHolidays } from '../holidays';
import { expandSchedule, periodOn, weekdayIndex } from './schedule';
import { dayWarnings } from './warnings';

const HEL40 = { ArbSchema: 'HEL40', Dagar: [8, 8, 8, 8, 8, 0, 0] };
const DEL30 = { ArbSchema: 'DEL30', Dagar: [6, 6, 6, 6, 6, 0, 0] };
const periods = [
  { FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'HEL40' },
  { FromDatum: '2026-06-15', UseArbSchema: true, ArbSchema: 'DEL30' },
  { FromDatum: '2026-09-01', UseArbSchema: false, ArbSchema: 'DEL30' },
];
const daysOff = swedishHolidays(2026);

describe('schedule expansion with holidays', () => {
  it('knows Monday as the first day of the week', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });

  it('picks the period in effect', () => {
    expect(periodOn(periods, '2025-12-31')).toBeNull();
    expect(periodOn(periods, '2026-06-14')?.ArbSchema).toBe('HEL40');
    expect(periodOn(periods, '2026-06-15')?.ArbSchema).toBe('DEL30');
  });

  it.each([
    ['2025-12-31', 0], // before any period
    ['2026-01-01', 0], // nyårsdagen
    ['2026-01-02', 8], // klämdag, an ordinary working day
    ['2026-01-03', 0], // Saturday
    ['2026-04-03', 0], // långfredagen
    ['2026-04-06', 0], // annandag påsk
    ['2026-06-15', 6], // new period: DEL30
    ['2026-06-19', 0], // midsommarafton (eve)
    ['2026-09-01', 0], // schedule not used
  ])('%s is scheduled %i h', (date, hours) => {
    const days = expandSchedule('2025-12-31', '2026-09-30', periods, [HEL40, DEL30], daysOff);
    expect(days.get(date)).toBe(hours);
  });

  it('sums a month', () => {
    const days = expandSchedule('2026-02-01', '2026-02-28', periods, [HEL40, DEL30], daysOff);
    expect([...days.values()].reduce((a, b) => a + b, 0)).toBe(20 * 8);
  });
});

describe('a rotation over weeks', () => {
  // Two weeks from Monday 2 November 2026: 40 h, then 3 × 10 h and a weekend of 5 h days.
  const ROT = {
    ArbSchema: 'ROT',
    Dagar: [8, 8, 8, 8, 8, 0, 0, 10, 10, 0, 0, 10, 5, 5],
    RotationStart: '2026-11-02',
  };
  const rot = [{ FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'ROT' }];
  const hours = (from: string, to: string) => [...expandSchedule(from, to, rot, [ROT], []).values()];

  it('takes week 1 from the rotation start, week 2 after it, and week 1 again after that', () => {
    expect(hours('2026-11-02', '2026-11-08')).toEqual([8, 8, 8, 8, 8, 0, 0]);
    expect(hours('2026-11-09', '2026-11-15')).toEqual([10, 10, 0, 0, 10, 5, 5]);
    expect(hours('2026-11-16', '2026-11-22')).toEqual([8, 8, 8, 8, 8, 0, 0]);
  });

  it('counts back before the start: the week before it is the last of the rotation', () => {
    expect(hours('2026-10-26', '2026-11-01')).toEqual([10, 10, 0, 0, 10, 5, 5]);
  });

  it('keeps a schedule of one week as it was, whatever its start', () => {
    expect(
      expandSchedule('2026-11-09', '2026-11-09', rot, [{ ...HEL40, ArbSchema: 'ROT' }], []).get('2026-11-09'),
    ).toBe(8);
  });
});

describe('day warnings (SPEC §5 Time reporting)', () => {
  it.each([
    [[{ hours: 8, kind: 'attendance' as const }], 8, []],
    [
      [
        { hours: 20, kind: 'attendance' as const },
        { hours: 5, kind: 'attendance' as const },
      ],
      8,
      ['timeReport.warning.over24h'],
    ],
    [[{ hours: -2, kind: 'attendance' as const }], 8, ['timeReport.warning.negativeAttendance']],
    [[{ hours: 8, kind: 'absence' as const }], 6, ['timeReport.warning.absenceOverSchedule']],
    [[{ hours: 6, kind: 'absence' as const }], 6, []],
    [[{ hours: 4, kind: 'absence' as const }], 0, ['timeReport.warning.absenceOverSchedule']],
  ])('%j with %i h scheduled → %j', (entries, scheduled, expected) => {
    expect(dayWarnings(entries, scheduled)).toEqual(expected);
  });
});
