import { describe, expect, it } from 'vitest';
import { addMonths } from '../dates';
import {
  domesticPerDiem,
  hasOvernight,
  longStayPercent,
  mealReductionPercent,
  type DomesticTrip,
} from './per-diem';

// Cases computed by hand from DOMAIN.md §1 (amounts 2024–2025: 290/145/145, 2026: 300/150/150).
const trip = (over: Partial<DomesticTrip> = {}): DomesticTrip => ({
  departure: { date: '2026-03-10', time: '07:00' },
  return: { date: '2026-03-12', time: '20:00' },
  distanceKm: 120,
  lodgingPaid: ['2026-03-10', '2026-03-11'],
  ...over,
});
const taxFree = (t: DomesticTrip) => {
  const r = domesticPerDiem(t);
  if (r.kind !== 'taxFree') throw new Error(`expected a tax-free per diem, got ${JSON.stringify(r)}`);
  return r;
};

describe('the departure and return days (12:00 and 19:00, to the minute)', () => {
  it('departure 11:59 is a whole day, 12:00 a half (2026: 300 / 150)', () => {
    expect(taxFree(trip({ departure: { date: '2026-03-10', time: '11:59' } })).days[0]).toMatchObject({
      part: 'full',
      amount: 300,
    });
    expect(taxFree(trip({ departure: { date: '2026-03-10', time: '12:00' } })).days[0]).toMatchObject({
      part: 'half',
      amount: 150,
    });
  });

  it('return 19:01 is a whole day, 19:00 a half', () => {
    expect(taxFree(trip({ return: { date: '2026-03-12', time: '19:01' } })).days[2]).toMatchObject({
      part: 'full',
      amount: 300,
    });
    expect(taxFree(trip({ return: { date: '2026-03-12', time: '19:00' } })).days[2]).toMatchObject({
      part: 'half',
      amount: 150,
    });
  });

  it('a three-day trip 07:00–20:00 is three whole days: 3 × 300 = 900, lodging paid so no nights', () => {
    const r = taxFree(trip());
    expect(r.days.map((d) => d.part)).toEqual(['full', 'full', 'full']);
    expect(r.days[1]!.reasons).toEqual(['travel.reason.wholeDayAway']);
    expect(r.nights).toEqual([]);
    expect(r.total).toBe(900);
  });

  it('a two-day trip out 13:00, home 18:00 is two half days: 150 + 150', () => {
    const r = taxFree(
      trip({
        departure: { date: '2026-03-10', time: '13:00' },
        return: { date: '2026-03-11', time: '18:00' },
      }),
    );
    expect(r.days.map((d) => [d.part, d.amount])).toEqual([
      ['half', 150],
      ['half', 150],
    ]);
  });
});

describe('who gets a tax-free per diem at all', () => {
  it('needs a night away: home the same day is none, home 05:59 the next morning is none, 06:00 is one', () => {
    expect(domesticPerDiem(trip({ return: { date: '2026-03-10', time: '22:00' } }))).toEqual({
      kind: 'notEligible',
      reason: 'travel.notEligible.noOvernight',
    });
    expect(
      hasOvernight(
        trip({
          departure: { date: '2026-03-10', time: '18:00' },
          return: { date: '2026-03-11', time: '05:59' },
        }),
      ),
    ).toBe(false);
    expect(
      hasOvernight(
        trip({
          departure: { date: '2026-03-10', time: '18:00' },
          return: { date: '2026-03-11', time: '06:00' },
        }),
      ),
    ).toBe(true);
  });

  it('needs more than 50 km: 50 km is not enough, 50.1 km is', () => {
    expect(domesticPerDiem(trip({ distanceKm: 50 }))).toEqual({
      kind: 'notEligible',
      reason: 'travel.notEligible.tooClose',
    });
    expect(domesticPerDiem(trip({ distanceKm: 50.1 })).kind).toBe('taxFree');
  });

  it('gives "missing rules for travel" for a year without amounts, never a guess', () => {
    expect(
      domesticPerDiem(
        trip({
          departure: { date: '2027-12-30', time: '08:00' },
          return: { date: '2028-01-02', time: '20:00' },
        }),
      ),
    ).toEqual({ kind: 'missingRules', years: [2027, 2028] });
  });

  it('takes each day at its own year: over New Year 2025–2026 the days are 290, 290, 300', () => {
    const r = taxFree(
      trip({
        departure: { date: '2025-12-30', time: '08:00' },
        return: { date: '2026-01-01', time: '20:00' },
      }),
    );
    expect(r.days.map((d) => d.amount)).toEqual([290, 290, 300]);
  });
});

describe('free meals (SKV A 2025:5: a share of the day’s amount, whole kronor half up)', () => {
  const cases: [string, Parameters<typeof mealReductionPercent>[0], number, number, number][] = [
    // [what, meals, percent, reduction of 290, reduction of 300]
    ['breakfast', { breakfast: true }, 20, 58, 60],
    ['lunch', { lunch: true }, 35, 102, 105], // 290 × 0.35 = 101.50 → 102
    ['dinner', { dinner: true }, 35, 102, 105],
    ['lunch and dinner', { lunch: true, dinner: true }, 70, 203, 210],
    ['breakfast and lunch', { breakfast: true, lunch: true }, 55, 160, 165], // 159.50 → 160
    ['breakfast and dinner', { breakfast: true, dinner: true }, 55, 160, 165],
    ['all three', { breakfast: true, lunch: true, dinner: true }, 90, 261, 270],
    ['none', {}, 0, 0, 0],
  ];
  for (const [what, meals, percent, of290, of300] of cases)
    it(`${what}: ${percent} %, ${of290} kr of 290 and ${of300} kr of 300 on a whole day`, () => {
      expect(mealReductionPercent(meals, 'domestic')).toBe(percent);
      const in2025 = taxFree(
        trip({
          departure: { date: '2025-03-10', time: '07:00' },
          return: { date: '2025-03-12', time: '20:00' },
          meals: { '2025-03-11': meals },
        }),
      );
      expect(in2025.days[1]).toMatchObject({ base: 290, mealReduction: of290, amount: 290 - of290 });
      const in2026 = taxFree(trip({ meals: { '2026-03-11': meals } }));
      expect(in2026.days[1]).toMatchObject({ base: 300, mealReduction: of300, amount: 300 - of300 });
    });

  // The same shares of a 2026 half day (150 kr, departure 14:00): the percentage is of the half amount.
  const halfDay: [string, Parameters<typeof mealReductionPercent>[0], number][] = [
    ['breakfast', { breakfast: true }, 30], // 150 × 0.20 = 30
    ['lunch', { lunch: true }, 53], // 150 × 0.35 = 52.50 → 53
    ['dinner', { dinner: true }, 53],
    ['lunch and dinner', { lunch: true, dinner: true }, 105], // 150 × 0.70 = 105
    ['breakfast and lunch', { breakfast: true, lunch: true }, 83], // 150 × 0.55 = 82.50 → 83
    ['breakfast and dinner', { breakfast: true, dinner: true }, 83],
    ['all three', { breakfast: true, lunch: true, dinner: true }, 135], // 150 × 0.90 = 135
  ];
  for (const [what, meals, reduction] of halfDay)
    it(`${what} on a half day of 150 kr: ${reduction} kr off, ${150 - reduction} kr left`, () => {
      const r = taxFree(
        trip({ departure: { date: '2026-03-10', time: '14:00' }, meals: { '2026-03-10': meals } }),
      );
      expect(r.days[0]).toMatchObject({
        part: 'half',
        base: 150,
        mealReduction: reduction,
        amount: 150 - reduction,
      });
    });

  it('reduces a half day by the share of the half amount: a free lunch on a 150 kr half day is 53 (52.50 → 53)', () => {
    const r = taxFree(
      trip({ departure: { date: '2026-03-10', time: '14:00' }, meals: { '2026-03-10': { lunch: true } } }),
    );
    expect(r.days[0]).toMatchObject({ part: 'half', base: 150, mealReduction: 53, amount: 97 });
  });

  it('uses the foreign shares abroad: breakfast 15 %, breakfast and a main meal 50 %, all three 85 %', () => {
    expect(mealReductionPercent({ breakfast: true }, 'foreign')).toBe(15);
    expect(mealReductionPercent({ breakfast: true, dinner: true }, 'foreign')).toBe(50);
    expect(mealReductionPercent({ breakfast: true, lunch: true, dinner: true }, 'foreign')).toBe(85);
    expect(mealReductionPercent({ lunch: true, dinner: true }, 'foreign')).toBe(70);
  });
});

describe('night allowance (half a full day, only when the employer does not pay the lodging)', () => {
  it('pays 150 for each of two unpaid nights in 2026, and none for a paid one', () => {
    expect(taxFree(trip({ lodgingPaid: [] })).nights).toEqual([
      { date: '2026-03-10', amount: 150 },
      { date: '2026-03-11', amount: 150 },
    ]);
    expect(taxFree(trip({ lodgingPaid: ['2026-03-10'] })).nights).toEqual([
      { date: '2026-03-11', amount: 150 },
    ]);
  });

  it('adds the nights to the total: 3 × 300 + 2 × 150 = 1 200', () => {
    expect(taxFree(trip({ lodgingPaid: [] })).total).toBe(1200);
  });
});

describe('a long stay at the same place (70 % after 3 months, 50 % after 2 years)', () => {
  it('counts the months on the calendar', () => {
    expect(longStayPercent('2026-04-09', '2026-01-10')).toBe(100);
    expect(longStayPercent('2026-04-10', '2026-01-10')).toBe(70);
    expect(longStayPercent('2028-01-09', '2026-01-10')).toBe(70);
    expect(longStayPercent('2028-01-10', '2026-01-10')).toBe(50);
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('reduces a whole 2026 day to 210 after 3 months, and a free lunch takes 35 % of that: 74 (73.50 → 74)', () => {
    const r = taxFree(trip({ stayStart: '2025-11-01', meals: { '2026-03-11': { lunch: true } } }));
    expect(r.days[0]).toMatchObject({ base: 210, amount: 210 });
    expect(r.days[1]).toMatchObject({ base: 210, mealReduction: 74, amount: 136 });
    expect(r.days[0]!.reasons).toContain('travel.reason.longStay70');
  });

  it('reduces a 2025 whole day to 145 after 2 years (50 % of 290), a half day to 73 (72.50 → 73)', () => {
    const r = taxFree(
      trip({
        departure: { date: '2025-03-10', time: '13:00' },
        return: { date: '2025-03-12', time: '20:00' },
        stayStart: '2023-01-01',
      }),
    );
    expect(r.days.map((d) => d.base)).toEqual([73, 145, 145]);
  });
});
