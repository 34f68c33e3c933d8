import { describe, expect, it } from 'vitest';
import { vatRateOf, vatRatesOn, VAT_RATE_TABLE } from './vat-rates';

// DOMAIN.md §3 "VAT rates by date": food bought in shops is 6 % from 2026-04-01 to 2027-12-31
// (prop. 2025/26:55), restaurants and catering stay at 12 %.
describe('VAT rates by date', () => {
  it('lowers food bought in shops to 6 % from 2026-04-01 to 2027-12-31, and only that', () => {
    expect(vatRateOf('foodShop', '2026-03-31')).toBe(12);
    expect(vatRateOf('foodShop', '2026-04-01')).toBe(6);
    expect(vatRateOf('foodShop', '2027-12-31')).toBe(6);
    expect(vatRateOf('foodShop', '2028-01-01')).toBe(12);
    for (const day of ['2026-03-31', '2026-04-01', '2027-12-31', '2028-01-01']) {
      expect(vatRateOf('restaurant', day)).toBe(12);
      expect(vatRateOf('standard', day)).toBe(25);
      expect(vatRateOf('passengerTransport', day)).toBe(6);
      expect(vatRateOf('books', day)).toBe(6);
      expect(vatRateOf('culture', day)).toBe(6);
    }
  });

  it('gives the rates a receipt of a day may carry, highest first', () => {
    expect(vatRatesOn('2026-03-31')).toEqual([25, 12, 6]);
    expect(vatRatesOn('2026-04-01')).toEqual([25, 12, 6]);
    expect(vatRatesOn('2028-01-01')).toEqual([25, 12, 6]);
    // The categories at a rate on a day: what a rate's button or a receipt line may be.
    expect(vatRatesOn('2026-04-01', true).find((r) => r.rate === 6)?.categories).toContain('foodShop');
    expect(vatRatesOn('2026-03-31', true).find((r) => r.rate === 12)?.categories).toContain('foodShop');
  });

  it('has one rate per category on every day: no two rows of a category overlap, none is missing', () => {
    const days = ['2020-01-01', '2026-03-31', '2026-04-01', '2027-12-31', '2028-01-01', '2040-06-30'];
    const categories = [...new Set(VAT_RATE_TABLE.map((r) => r.category))];
    for (const day of days)
      for (const category of categories) {
        const rows = VAT_RATE_TABLE.filter(
          (r) =>
            r.category === category &&
            (r.validFrom === null || r.validFrom <= day) &&
            (r.validTo === null || day <= r.validTo),
        );
        expect(rows, `${category} ${day}`).toHaveLength(1);
      }
  });
});
