import { describe, expect, it } from 'vitest';
import {
  commitDateText,
  commitTimeText,
  dateDisplayText,
  QUARTER_HOURS,
  quarterNear,
  stepTime,
  isoToLocalDate,
  localDateToIso,
} from './date-input';

const april15 = new Date(2025, 3, 15);

describe('dateDisplayText (SPEC §5: the sentinel is cleared)', () => {
  it.each<[unknown, string]>([
    ['2025-04-15', '2025-04-15'],
    ['1899-12-30', ''],
    ['1899-12-30T00:00:00', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['15', '15'], // typed text not yet committed stays visible
  ])('%j → %j', (value, expected) => {
    expect(dateDisplayText(value)).toBe(expected);
  });
});

describe('commitDateText (SPEC §5 typed shorthand, expanded on blur)', () => {
  it.each<[string, string]>([
    ['5', '2025-04-05'],
    [' 512 ', '2025-05-12'],
    ['1231', '2025-12-31'],
    ['250512', '2025-05-12'],
    ['20240229', '2024-02-29'],
    ['2024-02-29', '2024-02-29'],
    ['', ''],
    ['1899-12-30', ''],
    ['31', '31'], // April has no 31st: kept, so the schema reports an invalid date
    ['abc', 'abc'],
  ])('%j → %j', (text, expected) => {
    expect(commitDateText(text, april15)).toBe(expected);
  });

  it('stores an empty date as the sentinel when asked', () => {
    expect(commitDateText('  ', april15, '1899-12-30')).toBe('1899-12-30');
    expect(commitDateText('5', april15, '1899-12-30')).toBe('2025-04-05');
  });
});

describe('calendar conversions (local calendar parts)', () => {
  it('reads a stored date as a local day and writes it back unchanged', () => {
    const d = isoToLocalDate('2024-02-29');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate(), d?.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(localDateToIso(d!)).toBe('2024-02-29');
  });

  it.each<[unknown]>([[''], ['1899-12-30'], ['2023-02-29'], ['abc'], [null]])('%j → null', (value) => {
    expect(isoToLocalDate(value)).toBeNull();
  });
});

describe('commitTimeText (SPEC §5 Time)', () => {
  it.each<[string, string]>([
    ['8', '08:00'],
    ['830', '08:30'],
    ['8:5', '08:05'],
    ['2400', '24:00'],
    ['', ''],
    ['2430', '2430'], // invalid: kept for the schema's InvalidTime
    ['12.30', '12.30'],
  ])('%j → %j', (text, expected) => {
    expect(commitTimeText(text)).toBe(expected);
  });
});

describe('stepTime (15-minute steps on the arrow keys)', () => {
  it.each<[string, 1 | -1, string]>([
    ['16:30', 1, '16:45'],
    ['16:30', -1, '16:15'],
    ['16:40', 1, '16:45'], // off a quarter: to the next one up…
    ['16:40', -1, '16:30'], // …or down
    ['1630', 1, '16:45'], // shorthand is read first
    ['23:45', 1, '24:00'], // 24:00 ends the day (SPEC §5 Time)…
    ['24:00', 1, '24:00'], // …and is the last
    ['00:00', -1, '00:00'],
    ['00:10', -1, '00:00'],
    ['', 1, ''], // nothing to step from
    ['abc', 1, 'abc'],
  ])('%j %i → %j', (text, direction, expected) => {
    expect(stepTime(text, direction)).toBe(expected);
  });
});

describe('the quarter hours offered in the list', () => {
  it('runs 00:00, 00:15 … 23:45, 24:00', () => {
    expect(QUARTER_HOURS).toHaveLength(97);
    expect(QUARTER_HOURS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(QUARTER_HOURS.at(-1)).toBe('24:00');
  });

  it.each<[string, string | null]>([
    ['16:30', '16:30'],
    ['16:37', '16:30'],
    ['16:38', '16:45'],
    ['1700', '17:00'],
    ['23:59', '24:00'],
    ['', null],
    ['25', null],
  ])('the list opens at the quarter nearest %j → %j', (text, expected) => {
    expect(quarterNear(text)).toBe(expected);
  });
});
