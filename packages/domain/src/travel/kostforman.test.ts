import { describe, expect, it } from 'vitest';
import { kostformanOf } from './kostforman';

const meals = (over: Partial<Parameters<typeof kostformanOf>[0]> = {}) => ({
  breakfast: false,
  lunch: false,
  dinner: false,
  hotelBreakfast: false,
  ...over,
});

describe('kostförmån of free meals on a trip (DOMAIN §1.2, by year)', () => {
  it.each([
    // [meals, year, kronor]: breakfast 62 / lunch or dinner 124 in 2026; 60 / 120 in 2024.
    [meals({ breakfast: true }), 2026, 62],
    [meals({ lunch: true }), 2026, 124],
    [meals({ lunch: true, dinner: true }), 2026, 248],
    [meals({ breakfast: true, lunch: true, dinner: true }), 2026, 310], // a whole day: 62 + 2 × 124
    [meals({ breakfast: true, lunch: true, dinner: true }), 2024, 300], // 60 + 2 × 120
    [meals({ breakfast: true, dinner: true }), 2025, 183], // 61 + 122
  ])('%o in %i is %i kr', (m, year, amount) => {
    expect(kostformanOf(m, year)).toEqual({ kind: 'ok', amount });
  });

  it('gives no benefit for a breakfast that came with the hotel room, nor for no free meals', () => {
    expect(kostformanOf(meals({ breakfast: true, hotelBreakfast: true }), 2026)).toEqual({
      kind: 'ok',
      amount: 0,
    });
    expect(kostformanOf(meals({ breakfast: true, hotelBreakfast: true, lunch: true }), 2026)).toEqual({
      kind: 'ok',
      amount: 124,
    });
    expect(kostformanOf(meals(), 2031)).toEqual({ kind: 'ok', amount: 0 });
  });

  it('says "missing rules" for a free meal in a year without amounts', () => {
    expect(kostformanOf(meals({ lunch: true }), 2023)).toEqual({ kind: 'missingRules', years: [2023] });
  });
});
