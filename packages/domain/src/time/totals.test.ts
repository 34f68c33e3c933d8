import { describe, expect, it } from 'vitest';
import {
  dayHours,
  kindOfCodes,
  periodTotals,
  reportedHours,
  roundHours,
  sumHours,
  sumsPerCode,
  type HoursRow,
} from './totals';

// Codes as the standard catalogue has them (DOMAIN §12): ARB attendance, SJK absence, OB supplement.
const kindOf = kindOfCodes([
  ['ARB', 'NORMAL'],
  ['OVT', 'OVERTID'],
  ['SJK', 'SJUK'],
  ['SEM', 'SEMESTER'],
  ['OB1', 'OB'],
  ['BER', 'BEREDSKAP'],
]);
const row = (TidKod: string, Timmar: number): HoursRow => ({ TidKod, Timmar });

describe('kindOfCodes', () => {
  it.each([
    ['ARB', 'attendance'],
    ['OVT', 'attendance'],
    ['SJK', 'absence'],
    ['SEM', 'absence'],
    ['OB1', 'supplement'],
    ['BER', 'supplement'],
    ['XYZ', 'attendance'], // a code not in the list counts, as on the attest list
  ] as const)('%s is %s', (code, kind) => {
    expect(kindOf(code)).toBe(kind);
  });
});

describe('roundHours: 2 decimals, Math.round on the hundredths', () => {
  it.each([
    [0, 0],
    [7.5, 7.5],
    [0.1 + 0.2, 0.3],
    [0.125, 0.13],
    [-0.125, -0.12], // half rounds up (towards +∞), also for negatives
    [0.004, 0],
    [0.0051, 0.01],
    [1.005, 1], // 1.005 is 1.00499… as a double
    [2.675, 2.68],
    [-1.005, -1],
    [-0.015, -0.01],
    [23.995, 24],
    [0.3 - 0.1 - 0.2, 0], // a day whose corrections cancel out is 0, not −0
    [-0.004, 0],
  ])('%s → %s', (hours, rounded) => {
    expect(roundHours(hours)).toBe(rounded);
  });

  it('sums and rounds once', () => {
    expect(sumHours([])).toBe(0);
    expect(sumHours([0.1, 0.2, 0.3])).toBe(0.6);
    expect(
      sumHours(
        new Map([
          ['a', 7.5],
          ['b', 0.005],
        ]).values(),
      ),
    ).toBe(7.51);
  });
});

describe('dayHours', () => {
  it.each<[string, HoursRow[], { attendance: number; absence: number; reported: number }]>([
    ['an empty day', [], { attendance: 0, absence: 0, reported: 0 }],
    ['attendance only', [row('ARB', 8)], { attendance: 8, absence: 0, reported: 8 }],
    [
      'mixed kinds: supplements are paid on top and not counted',
      [row('ARB', 4), row('SJK', 4), row('OB1', 3), row('BER', 12)],
      { attendance: 4, absence: 4, reported: 8 },
    ],
    [
      'a negative correction takes hours off',
      [row('ARB', 8), row('ARB', -2.5), row('SEM', 1)],
      { attendance: 5.5, absence: 1, reported: 6.5 },
    ],
    ['a correction to below zero', [row('ARB', -1.25)], { attendance: -1.25, absence: 0, reported: -1.25 }],
    ['a whole cancellation', [row('ARB', 8), row('ARB', -8)], { attendance: 0, absence: 0, reported: 0 }],
    [
      'float noise is rounded away',
      [row('ARB', 0.1), row('ARB', 0.2), row('SJK', 0.7)],
      { attendance: 0.3, absence: 0.7, reported: 1 },
    ],
    [
      'reported is rounded from the unrounded kinds',
      [row('ARB', 0.005), row('SJK', 0.005)],
      { attendance: 0.01, absence: 0.01, reported: 0.01 },
    ],
    ['an unknown code counts as attendance', [row('XYZ', 2)], { attendance: 2, absence: 0, reported: 2 }],
  ])('%s', (_name, rows, hours) => {
    expect(dayHours(rows, kindOf)).toEqual(hours);
    expect(reportedHours(rows, kindOf)).toBe(hours.reported);
  });
});

describe('periodTotals', () => {
  const day = (scheduled: number, attendance: number, absence: number, warnings = 0) => ({
    scheduled,
    attendance,
    absence,
    warnings,
  });

  it.each([
    [
      'no days',
      [],
      { scheduled: 0, attendance: 0, absence: 0, reported: 0, difference: 0, daysWithWarnings: 0 },
    ],
    [
      'empty days keep their schedule',
      [day(8, 0, 0), day(8, 0, 0)],
      { scheduled: 16, attendance: 0, absence: 0, reported: 0, difference: -16, daysWithWarnings: 0 },
    ],
    [
      'scheduled against reported, warnings counted per day',
      [day(8, 8.5, 0), day(8, 0, 8, 1), day(0, -1, 0, 2)],
      { scheduled: 16, attendance: 7.5, absence: 8, reported: 15.5, difference: -0.5, daysWithWarnings: 2 },
    ],
    [
      'float noise in the period',
      [day(0.1, 0.1, 0), day(0.2, 0.2, 0), day(0.1, 0, 0.1)],
      { scheduled: 0.4, attendance: 0.3, absence: 0.1, reported: 0.4, difference: 0, daysWithWarnings: 0 },
    ],
  ])('%s', (_name, days, totals) => {
    expect(periodTotals(days)).toEqual(totals);
  });
});

describe('sumsPerCode', () => {
  it.each<[string, HoursRow[], { tidKod: string; antal: number; timmar: number }[]]>([
    ['no rows', [], []],
    [
      'every kind, supplements too, in Swedish code order',
      [row('ÖT', 1), row('SJK', 8), row('OB1', 3), row('ARB', 7.5), row('ARB', 0.25), row('AAA', 1)],
      [
        { tidKod: 'AAA', antal: 1, timmar: 1 },
        { tidKod: 'ARB', antal: 2, timmar: 7.75 },
        { tidKod: 'OB1', antal: 1, timmar: 3 },
        { tidKod: 'SJK', antal: 1, timmar: 8 },
        { tidKod: 'ÖT', antal: 1, timmar: 1 },
      ],
    ],
    [
      'a correction counts as a row and takes hours off',
      [row('ARB', 8), row('ARB', -8), row('ARB', 0.1), row('ARB', 0.2)],
      [{ tidKod: 'ARB', antal: 4, timmar: 0.3 }],
    ],
  ])('%s', (_name, rows, sums) => {
    expect(sumsPerCode(rows)).toEqual(sums);
  });
});
