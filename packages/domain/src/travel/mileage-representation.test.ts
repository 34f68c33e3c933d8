import { describe, expect, it } from 'vitest';
import { mileageAllowance } from './mileage';
import { representationVat } from './representation';

// Cases computed by hand from DOMAIN.md §2 and §3.
describe('mileage (kr per mil, tax-free; above it taxable)', () => {
  it('own car 2026: 137 km = 13.7 mil × 25 = 342.50 tax-free', () => {
    expect(mileageAllowance(137, 'EGEN_BIL', 2026)).toEqual({
      kind: 'ok',
      mil: 13.7,
      rate: 25,
      taxFree: 342.5,
      taxable: 0,
    });
  });

  it('own car paid 30 kr/mil: 100 km gives 250 tax-free and 50 taxable salary', () => {
    expect(mileageAllowance(100, 'EGEN_BIL', 2025, 30)).toMatchObject({ taxFree: 250, taxable: 50 });
  });

  it('förmånsbil 12 kr/mil and fully electric 9.50: 250 km is 300 and 237.50', () => {
    expect(mileageAllowance(250, 'FORMANSBIL', 2024)).toMatchObject({ taxFree: 300, taxable: 0 });
    expect(mileageAllowance(250, 'FORMANSBIL_EL', 2026)).toMatchObject({ taxFree: 237.5, taxable: 0 });
  });

  it('pays less than the rate when the company pays less (all tax-free), and no table is missing rules', () => {
    expect(mileageAllowance(100, 'EGEN_BIL', 2026, 18.5)).toMatchObject({ taxFree: 185, taxable: 0 });
    expect(mileageAllowance(100, 'EGEN_BIL', 2027)).toEqual({ kind: 'missingRules', years: [2027] });
  });
});

describe('representation VAT (base at most 300 kr excl. VAT per person)', () => {
  it('a lunch for 2 at 560 kr incl. 60 kr VAT (base 500 ≤ 600): all 60 deductible', () => {
    expect(representationVat({ participants: 2, total: 560, vat: 60, alcohol: false })).toEqual({
      deductibleVat: 60,
      nonDeductibleVat: 0,
      reason: 'travel.representation.withinBase',
    });
  });

  it('a dinner for 3 at 1 344 kr incl. 144 kr VAT at 12 % (base 1 200 > 900): 3 × 36 = 108 deductible, 36 not', () => {
    expect(representationVat({ participants: 3, total: 1344, vat: 144, alcohol: false })).toEqual({
      deductibleVat: 108,
      nonDeductibleVat: 36,
      reason: 'travel.representation.capped',
    });
  });

  it('a dinner with wine for 4 at 2 500 kr incl. 400 kr VAT (base 2 100 > 1 200): 4 × 46 = 184 deductible', () => {
    expect(representationVat({ participants: 4, total: 2500, vat: 400, alcohol: true })).toEqual({
      deductibleVat: 184,
      nonDeductibleVat: 216,
      reason: 'travel.representation.alcoholSchablon',
    });
  });

  it('with alcohol but within the base, all the VAT is deductible: 2 at 500 kr incl. 80 kr', () => {
    expect(representationVat({ participants: 2, total: 500, vat: 80, alcohol: true }).deductibleVat).toBe(80);
  });

  it('never deducts more than the receipt holds: 10 people, 46 kr schablon, but only 300 kr VAT', () => {
    expect(representationVat({ participants: 10, total: 3400, vat: 300, alcohol: true })).toMatchObject({
      deductibleVat: 300,
      nonDeductibleVat: 0,
    });
  });
});
