import { describe, expect, it } from 'vitest';
import { defaultSalaryYear, salaryYearsFor } from './salary-years';

describe('salary years (SPEC §4, §9)', () => {
  it('runs from the first year to the current year', () => {
    expect(salaryYearsFor(2022, 2026)).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(salaryYearsFor(2026, 2026)).toEqual([2026]);
  });
  it.each([
    [[2024, 2025, 2026], 2026, 2026],
    [[2024, 2025, 2026, 2027], 2026, 2026],
    [[2027, 2028], 2026, 2027],
    [[], 2026, null],
  ])('default of %j in %i is %s', (years, now, expected) => {
    expect(defaultSalaryYear(years, now)).toBe(expected);
  });
});
