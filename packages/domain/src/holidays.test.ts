import { describe, expect, it } from 'vitest';
import { easterSunday, isHoliday, swedishHolidays } from './holidays';

const dateOf = (year: number, namn: string): string | undefined =>
  swedishHolidays(year).find((h) => h.Namn === namn)?.Datum;

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    // Boundaries of the Gregorian range: earliest (22 March) and latest (25 April) Easter.
    [2285, '2285-03-22'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('swedishHolidays', () => {
  it('lists 13 public days and 3 eves, sorted by date', () => {
    for (const year of [2022, 2024, 2025, 2026, 2027]) {
      const list = swedishHolidays(year);
      expect(list.filter((h) => h.Typ === 'public')).toHaveLength(13);
      expect(list.filter((h) => h.Typ === 'eve').map((h) => h.Namn)).toEqual([
        'Midsommarafton',
        'Julafton',
        'Nyårsafton',
      ]);
      const dates = list.map((h) => h.Datum);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
    }
  });

  // DOMAIN §8, checked against date-holidays for 2025 and 2026.
  it.each([
    [2025, 'Midsommardagen', '2025-06-21'],
    [2026, 'Midsommardagen', '2026-06-20'],
    [2025, 'Midsommarafton', '2025-06-20'],
    [2026, 'Midsommarafton', '2026-06-19'],
    [2025, 'Alla helgons dag', '2025-11-01'],
    [2026, 'Alla helgons dag', '2026-10-31'],
    [2025, 'Långfredagen', '2025-04-18'],
    [2025, 'Annandag påsk', '2025-04-21'],
    [2025, 'Kristi himmelsfärdsdag', '2025-05-29'],
    [2025, 'Pingstdagen', '2025-06-08'],
    [2026, 'Långfredagen', '2026-04-03'],
    [2026, 'Kristi himmelsfärdsdag', '2026-05-14'],
    [2026, 'Pingstdagen', '2026-05-24'],
    [2026, 'Sveriges nationaldag', '2026-06-06'],
    [2026, 'Trettondedag jul', '2026-01-06'],
    // Midsommardagen falls on 26 June, the last day of its window, in 2021; alla helgons dag on 6 Nov in 2021.
    [2021, 'Midsommardagen', '2021-06-26'],
    [2021, 'Alla helgons dag', '2021-11-06'],
    // The first day of each window: 20 June 2020 and 31 October 2020 were Saturdays.
    [2020, 'Midsommardagen', '2020-06-20'],
    [2020, 'Alla helgons dag', '2020-10-31'],
  ])('%i %s = %s', (year, namn, expected) => {
    expect(dateOf(year, namn)).toBe(expected);
  });

  it('keeps two holidays on one date, in the order of the law (2008: Första maj is Kristi himmelsfärdsdag)', () => {
    const may1 = swedishHolidays(2008).filter((h) => h.Datum === '2008-05-01');
    expect(may1.map((h) => h.Namn)).toEqual(['Första maj', 'Kristi himmelsfärdsdag']);
  });

  it('places midsommardagen and alla helgons dag on a Saturday every year', () => {
    for (let year = 2000; year <= 2050; year++) {
      for (const namn of ['Midsommardagen', 'Alla helgons dag']) {
        const datum = dateOf(year, namn);
        expect(datum).toBeDefined();
        expect(new Date(`${datum}T00:00:00Z`).getUTCDay()).toBe(6);
      }
    }
  });
});

describe('isHoliday', () => {
  it.each([
    ['2025-01-01', true],
    ['2025-04-18', true], // långfredagen
    ['2025-06-21', true], // midsommardagen
    ['2025-06-20', false], // midsommarafton is an eve, not a helgdag (DOMAIN §8)
    ['2025-12-24', false], // julafton
    ['2025-12-31', false], // nyårsafton
    ['2025-05-02', false], // a klämdag is an ordinary weekday
    ['2025-06-22', false], // an ordinary Sunday is not listed
    ['2026-10-31', true],
    ['2026-11-01', false],
    ['not-a-date', false],
  ])('%s → %s', (date, expected) => {
    expect(isHoliday(date)).toBe(expected);
  });
});
