import { describe, expect, it } from 'vitest';
import { countriesOfDays, foreignPerDiem, OTHER_COUNTRIES, type NormalbeloppTable } from './foreign-per-diem';

// Cases computed by hand from DOMAIN.md §1.3. The amounts are the known rows of DOMAIN §1.3
// (2024: Frankrike 935, Finland 948, Danmark 1 274, Tyskland 800; 2026: Norge 1 054, Danmark 1 226,
// Tyskland 760, Övriga 493), as a table a test passes in.
const TABLES: Record<number, NormalbeloppTable> = {
  2024: { FR: 935, FI: 948, DK: 1274, DE: 800 },
  2026: { NO: 1054, DK: 1226, DE: 760, [OTHER_COUNTRIES]: 493 },
};
const taxFree = (r: ReturnType<typeof foreignPerDiem>) => {
  if (r.kind !== 'taxFree') throw new Error(JSON.stringify(r));
  return r;
};

describe('the country of a day (the longest part of 06:00–24:00)', () => {
  it('flies to Oslo: 07:00 from home, 08:00–09:10 in the air, Norway from then on, home 21:00 two days later', () => {
    const trip = {
      departure: { date: '2026-05-04', time: '07:00' },
      return: { date: '2026-05-06', time: '21:00' },
    };
    const legs = [
      { date: '2026-05-04', time: '07:00', place: 'SE' },
      { date: '2026-05-04', time: '08:00', place: null },
      { date: '2026-05-04', time: '09:10', place: 'NO' },
      { date: '2026-05-06', time: '18:00', place: null },
      { date: '2026-05-06', time: '19:10', place: 'SE' },
    ];
    // Day 1: SE 06:00–08:00 (only from 07:00: 60 min), NO 09:10–24:00 (890 min) → NO.
    // Day 3: NO 06:00–18:00 (720 min), SE 19:10–21:00 (110 min) → NO.
    expect([...countriesOfDays(trip, legs).values()]).toEqual(['NO', 'NO', 'NO']);
    const r = taxFree(foreignPerDiem({ ...trip, lodgingPaid: ['2026-05-04', '2026-05-05'] }, legs, TABLES));
    // Whole days (out 07:00, home 21:00): 3 × 1 054 = 3 162.
    expect(r.days.map((d) => [d.country, d.part, d.amount])).toEqual([
      ['NO', 'full', 1054],
      ['NO', 'full', 1054],
      ['NO', 'full', 1054],
    ]);
    expect(r.total).toBe(3162);
  });

  it('counts the time in the air for no country: a day of 5 h in Denmark and 6 h in the air is Denmark', () => {
    const trip = {
      departure: { date: '2026-05-04', time: '06:00' },
      return: { date: '2026-05-05', time: '20:00' },
    };
    const legs = [
      { date: '2026-05-04', time: '06:00', place: 'SE' },
      { date: '2026-05-04', time: '06:30', place: 'DK' },
      { date: '2026-05-04', time: '11:30', place: null },
      { date: '2026-05-04', time: '17:30', place: 'DE' },
    ];
    // Day 1: SE 30 min, DK 300 min, air 360 min, DE 17:30–24:00 390 min → DE.
    // Day 2: DE 06:00–20:00 → DE.
    expect([...countriesOfDays(trip, legs).values()]).toEqual(['DE', 'DE']);
  });

  it('sets a day by its longest country when there are several: 4 h Denmark, 10 h Germany', () => {
    const trip = {
      departure: { date: '2024-06-10', time: '08:00' },
      return: { date: '2024-06-11', time: '20:00' },
    };
    const legs = [
      { date: '2024-06-10', time: '08:00', place: 'DK' },
      { date: '2024-06-10', time: '12:00', place: 'DE' },
    ];
    const r = taxFree(foreignPerDiem(trip, legs, TABLES));
    expect(r.days.map((d) => [d.country, d.amount])).toEqual([
      ['DE', 800],
      ['DE', 800],
    ]);
  });
});

describe('the amounts abroad', () => {
  it('is half the normalbelopp on a half day and for a night: Frankrike 935 → 468 (467.50 up)', () => {
    const trip = {
      departure: { date: '2024-03-04', time: '13:00' },
      return: { date: '2024-03-05', time: '17:00' },
      lodgingPaid: [],
    };
    const r = taxFree(foreignPerDiem(trip, [{ date: '2024-03-04', time: '13:00', place: 'FR' }], TABLES));
    expect(r.days.map((d) => [d.part, d.amount])).toEqual([
      ['half', 468],
      ['half', 468],
    ]);
    expect(r.nights).toEqual([{ date: '2024-03-04', amount: 468 }]);
  });

  it('takes a foreign meal share: breakfast abroad is 15 % of 1 054 = 158 (158.10)', () => {
    const trip = {
      departure: { date: '2026-05-04', time: '07:00' },
      return: { date: '2026-05-06', time: '21:00' },
      meals: { '2026-05-05': { breakfast: true } },
    };
    const r = taxFree(foreignPerDiem(trip, [{ date: '2026-05-04', time: '07:00', place: 'NO' }], TABLES));
    expect(r.days[1]).toMatchObject({ base: 1054, mealReduction: 158, amount: 896 });
  });

  it('uses the "other countries" row for a country the table does not name, and says when a year has no table', () => {
    const trip = {
      departure: { date: '2026-05-04', time: '07:00' },
      return: { date: '2026-05-05', time: '21:00' },
    };
    const r = taxFree(foreignPerDiem(trip, [{ date: '2026-05-04', time: '07:00', place: 'IS' }], TABLES));
    expect(r.days.map((d) => d.amount)).toEqual([493, 493]);
    const in2025 = {
      departure: { date: '2025-05-04', time: '07:00' },
      return: { date: '2025-05-05', time: '21:00' },
    };
    expect(foreignPerDiem(in2025, [{ date: '2025-05-04', time: '07:00', place: 'NO' }], TABLES)).toEqual({
      kind: 'missingRules',
      years: [2025],
    });
  });

  it('gives a day spent mostly in Sweden the Swedish amount: home from Copenhagen at 10:00 is a Swedish half day', () => {
    const trip = {
      departure: { date: '2026-05-04', time: '07:00' },
      return: { date: '2026-05-05', time: '18:00' },
    };
    const legs = [
      { date: '2026-05-04', time: '07:00', place: 'DK' },
      { date: '2026-05-05', time: '10:00', place: 'SE' },
    ];
    // Day 2: DK 06:00–10:00 (240 min), SE 10:00–18:00 (480 min) → SE, home 18:00 → half: 150.
    const r = taxFree(foreignPerDiem({ ...trip, lodgingPaid: ['2026-05-04'] }, legs, TABLES));
    expect(r.days.map((d) => [d.country, d.part, d.amount])).toEqual([
      ['DK', 'full', 1226],
      ['SE', 'half', 150],
    ]);
  });
});
