import { describe, expect, it } from 'vitest';
import {
  commitDateText,
  commitTimeText,
  dateDisplayText,
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
