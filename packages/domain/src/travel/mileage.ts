import { roundKronor } from '../compensations';

// Milersättning, DOMAIN.md §2: the tax-free amount per Swedish mil (10 km) by vehicle and year;
// what the employer pays above it is taxable salary, a row of its own. Data by year, not code.

export const VEHICLE_TYPES = ['EGEN_BIL', 'FORMANSBIL', 'FORMANSBIL_EL'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Kronor per mil, tax-free (DOMAIN §2; a förmånsbil's fuel paid by the employee). */
export const MILEAGE_RATES: Readonly<Record<number, Readonly<Record<VehicleType, number>>>> = {
  2024: { EGEN_BIL: 25, FORMANSBIL: 12, FORMANSBIL_EL: 9.5 },
  2025: { EGEN_BIL: 25, FORMANSBIL: 12, FORMANSBIL_EL: 9.5 },
  2026: { EGEN_BIL: 25, FORMANSBIL: 12, FORMANSBIL_EL: 9.5 },
};

export type MileageResult =
  | { kind: 'ok'; mil: number; rate: number; taxFree: number; taxable: number }
  | { kind: 'missingRules'; years: number[] };

/**
 * The mileage of `km` driven in `year`: tax-free at the year's rate for the vehicle, and, when the
 * company pays `paidPerMil` above it, the excess as taxable salary (never negative).
 */
export function mileageAllowance(
  km: number,
  vehicle: VehicleType,
  year: number,
  paidPerMil?: number,
): MileageResult {
  const rate = MILEAGE_RATES[year]?.[vehicle];
  if (rate === undefined) return { kind: 'missingRules', years: [year] };
  const mil = km / 10;
  const paid = paidPerMil ?? rate;
  return {
    kind: 'ok',
    mil,
    rate,
    taxFree: roundKronor(mil * Math.min(rate, paid)),
    taxable: roundKronor(mil * Math.max(0, paid - rate)),
  };
}
