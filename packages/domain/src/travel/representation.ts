import { roundKronor } from '../compensations';

// Representation, DOMAIN.md §3: the VAT of a meal with business contacts or staff is deductible on
// a base of at most 300 kr excluding VAT per person and occasion (13 kap. 24–25 §§ ML 2023:200),
// intern and extern alike; above that with alcohol, 46 kr per person (Skatteverket's schablon).

/** The largest base excluding VAT per person whose VAT may be deducted. */
export const REPRESENTATION_BASE_PER_PERSON = 300;
/** The deductible VAT per person above the base when alcohol was served (schablon). */
export const REPRESENTATION_ALCOHOL_VAT_PER_PERSON = 46;

export interface RepresentationMeal {
  /** Everyone at the table, the employee included. */
  participants: number;
  /** What the receipt says: the total including VAT and the VAT in it. */
  total: number;
  vat: number;
  alcohol: boolean;
}

export type RepresentationReason =
  | 'travel.representation.withinBase'
  | 'travel.representation.capped'
  | 'travel.representation.alcoholSchablon';

/**
 * The deductible and non-deductible VAT of a representation meal, and why: all of it while the
 * base per person is at most 300 kr; above that, the VAT on 300 kr per person at the receipt's
 * own rate (12 % food: 36 kr), or with alcohol 46 kr per person; never more than the receipt's VAT.
 */
export function representationVat(meal: RepresentationMeal): {
  deductibleVat: number;
  nonDeductibleVat: number;
  reason: RepresentationReason;
} {
  const people = Math.max(1, Math.floor(meal.participants));
  const base = meal.total - meal.vat;
  const cap = REPRESENTATION_BASE_PER_PERSON * people;
  let deductible: number;
  let reason: RepresentationReason;
  if (base <= cap) {
    deductible = meal.vat;
    reason = 'travel.representation.withinBase';
  } else if (meal.alcohol) {
    deductible = REPRESENTATION_ALCOHOL_VAT_PER_PERSON * people;
    reason = 'travel.representation.alcoholSchablon';
  } else {
    // The receipt's own rate, applied to the capped base.
    deductible = base > 0 ? (meal.vat / base) * cap : 0;
    reason = 'travel.representation.capped';
  }
  const deductibleVat = roundKronor(Math.min(meal.vat, deductible));
  return { deductibleVat, nonDeductibleVat: roundKronor(meal.vat - deductibleVat), reason };
}
