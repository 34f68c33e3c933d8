import { describe, expect, it } from 'vitest';
import {
  EMPTY_DATE,
  daysInMonth,
  expandDateShorthand,
  isEmptyDate,
  isValidIsoDate,
  normaliseDateInput,
  resolveTwoDigitYear,
  toIsoDate,
} from './dates';

describe('isValidIsoDate (SPEC §5 Dates)', () => {
  it.each([
    ['2024-02-29', true], // leap year
    ['2023-02-29', false],
    ['2000-02-29', true], // divisible by 400
    ['1900-02-29', false], // divisible by 100
    ['2024-04-30', true],
    ['2024-04-31', false], // 30-day month
    ['2024-06-31', false],
    ['2024-09-31', false],
    ['2024-11-31', false],
    ['2024-01-31', true],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-01', false],
    ['20240101', false],
    [' 2024-01-01', false],
    ['2024-01-01T00:00', false],
    ['', false],
    [EMPTY_DATE, true], // a real date; emptiness is isEmptyDate's concern
  ])('%j → %s', (s, expected) => {
    expect(isValidIsoDate(s)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2024, 4, 30],
    [2024, 12, 31],
    [2024, 0, 0],
    [2024, 13, 0],
  ])('%i-%i has %i days', (y, m, expected) => {
    expect(daysInMonth(y, m)).toBe(expected);
  });
});

describe('isEmptyDate / normaliseDateInput (SPEC §5 "The sentinel 1899-12-30 is cleared")', () => {
  it.each([
    ['', true, ''],
    ['   ', true, ''],
    [null, true, ''],
    [undefined, true, ''],
    ['1899-12-30', true, ''],
    [' 1899-12-30 ', true, ''],
    ['1899-12-30T00:00:00', true, ''],
    ['1899-12-31', false, '1899-12-31'],
    [' 2024-05-03 ', false, '2024-05-03'],
  ])('%j → empty %s, normalised %j', (s, empty, normalised) => {
    expect(isEmptyDate(s)).toBe(empty);
    expect(normaliseDateInput(s)).toBe(normalised);
  });
});

describe('resolveTwoDigitYear (SPEC §5 "Years more than 10 ahead are shifted back 100")', () => {
  it.each([
    [35, 2025, 2035], // exactly 10 ahead: kept
    [36, 2025, 1936], // 11 ahead: shifted back
    [25, 2025, 2025],
    [0, 2025, 2000],
    [99, 2025, 1999],
    [10, 2000, 2010],
    [11, 2000, 1911],
    [5, 2095, 2105], // wraps forward near a century's end: 10 ahead
    [6, 2095, 2006],
  ])('%i in %i → %i', (yy, todayYear, expected) => {
    expect(resolveTwoDigitYear(yy, todayYear)).toBe(expected);
  });
});

describe('expandDateShorthand (SPEC §5 Dates)', () => {
  const april15 = new Date(2025, 3, 15); // local 2025-04-15

  it.each([
    // 1–2 digits: day of the current month
    ['5', '2025-04-05'],
    ['05', '2025-04-05'],
    [' 15 ', '2025-04-15'],
    ['30', '2025-04-30'],
    ['31', null], // April has 30 days
    ['0', null],
    ['00', null],
    // 3 digits: M + DD
    ['512', '2025-05-12'],
    ['131', '2025-01-31'],
    ['431', null],
    ['229', null], // 2025 is not a leap year
    ['015', null], // month 0
    // 4 digits: MMDD, else a four-digit year (1 January)
    ['1231', '2025-12-31'],
    ['0430', '2025-04-30'],
    ['0431', null], // not a month-day, and 0431 is no year in range
    ['0229', null],
    ['2024', '2024-01-01'],
    ['1999', '1999-01-01'],
    ['1900', '1900-01-01'],
    ['2099', '2099-01-01'],
    ['1300', null],
    ['2100', null],
    // 5 digits: YMMDD in the current decade
    ['50512', '2025-05-12'],
    ['91231', '2029-12-31'],
    ['00101', '2020-01-01'],
    ['51301', null],
    // 6 digits: YYMMDD
    ['350101', '2035-01-01'], // exactly 10 years ahead
    ['360101', '1936-01-01'], // 11 ahead: previous century
    ['991231', '1999-12-31'],
    ['240229', '2024-02-29'],
    ['230229', null],
    ['24-02-29', '2024-02-29'],
    // 8 digits: YYYYMMDD, also already formatted
    ['20240229', '2024-02-29'],
    ['20230229', null],
    ['2024-02-29', '2024-02-29'],
    ['2024-04-31', null],
    ['18991230', '1899-12-30'],
    // other lengths and characters
    ['', null],
    ['2024011', null],
    ['202401011', null],
    ['12/05', null],
    ['12.05', null],
    ['abc', null],
  ])('%j → %j', (input, expected) => {
    expect(expandDateShorthand(input, april15)).toBe(expected);
  });

  it.each([
    [new Date(2024, 1, 10), '29', '2024-02-29'],
    [new Date(2023, 1, 10), '29', null],
    [new Date(2024, 1, 10), '0229', '2024-02-29'],
    [new Date(2025, 0, 1, 0, 0), '351231', '2035-12-31'], // the 10-year rule compares years only
    [new Date(2025, 11, 31, 23, 59), '360101', '1936-01-01'],
    [new Date(2025, 0, 1, 0, 30), '5', '2025-01-05'], // local parts: no shift to 31 December
    [new Date(2030, 5, 1), '91231', '2039-12-31'],
  ])('today %s: %j → %j', (today, input, expected) => {
    expect(expandDateShorthand(input, today)).toBe(expected);
  });
});

describe('toIsoDate (local calendar parts)', () => {
  it.each([
    [new Date(2025, 0, 1, 0, 0), '2025-01-01'],
    [new Date(2024, 11, 31, 23, 59), '2024-12-31'],
    [new Date(2024, 1, 29, 12), '2024-02-29'],
  ])('%s → %s', (d, expected) => {
    expect(toIsoDate(d)).toBe(expected);
  });
});
