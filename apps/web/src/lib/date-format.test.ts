import { describe, expect, it } from 'vitest';
import { formatDayWithWeekday, monthName, periodName, weekdayNames } from './date-format';

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

describe('periodName', () => {
  it('names a salary period by its month and year, and leaves a day as it is', () => {
    expect(periodName('2026-11', 'sv')).toBe('november 2026');
    expect(periodName('2026-11', 'en')).toBe('November 2026');
    expect(periodName('2026-11-19', 'sv')).toBe('2026-11-19');
  });
});
