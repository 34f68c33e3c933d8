import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@lonportal/domain/constants';
import { formatDayWithWeekday, monthName, periodName, weekdayName, weekdayNames } from './date-format';

describe('names', () => {
  it("are Intl's in each of the app's languages, every weekday and month", () => {
    const intl = (lng: string, options: Intl.DateTimeFormatOptions, iso: string) =>
      new Intl.DateTimeFormat(lng, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    for (const lng of LANGUAGES) {
      // 2024-01-01 was a Monday; a whole year has every weekday and month.
      for (let day = 0; day < 366; day += 5) {
        const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
        expect(weekdayName(iso, lng)).toBe(intl(lng, { weekday: 'short' }, iso));
        expect(weekdayName(iso, lng, 'long')).toBe(intl(lng, { weekday: 'long' }, iso));
        expect(monthName(iso, lng)).toBe(intl(lng, { month: 'long' }, iso));
      }
    }
    // A language without a table asks Intl.
    expect(monthName('2026-11-21', 'de')).toBe('November');
  });
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
