import { describe, expect, it } from 'vitest';
import { formatDayWithWeekday, isoWeek, monthName, weekdayNames } from './date-format';

describe('isoWeek (ISO 8601, weeks from Monday)', () => {
  it.each([
    ['2026-11-21', 47],
    ['2026-01-01', 1], // a Thursday
    ['2027-01-01', 53], // a Friday: still week 53 of 2026
    ['2026-12-28', 53],
    ['2027-01-04', 1],
    ['2021-01-03', 53],
    ['2024-12-30', 1],
  ])('%s is week %i', (date, week) => {
    expect(isoWeek(date)).toBe(week);
  });
});

describe('names', () => {
  it('weekdays run Monday to Sunday in the language', () => {
    expect(weekdayNames('sv', 'long')[0]).toBe('måndag');
    expect(weekdayNames('en', 'long')[6]).toBe('Sunday');
  });
  it('shows a day with its weekday and the Swedish date', () => {
    expect(formatDayWithWeekday('2026-11-21', 'sv')).toBe('lör 2026-11-21');
    expect(monthName('2026-11-21', 'sv')).toBe('november');
  });
});
