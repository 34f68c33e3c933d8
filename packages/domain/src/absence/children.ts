import { z } from 'zod';
import { addDays, daysBetween } from '../dates';
import { parsePersonnummer } from '../validation/identity';
import type { ValidationKey } from '../validation/keys';
import { zPersonnummer, zRequiredString } from '../validation/zod';

// The child register (SPEC §3, §5 Child register; DOMAIN §11) and the rules of care of a sick child
// (VAB, tillfällig föräldrapenning). The register's days are the parental-leave days that earn
// vacation (SemL 17 a §): 120 per child and parent, 180 for a single parent.

export const CHILD_MESSAGES = {
  incomingOverMax: 'validation.child.incomingOverMax',
  duplicate: 'validation.child.duplicate',
  inUse: 'validation.child.inUse',
  age: 'validation.absence.childAge',
  unknownChild: 'validation.absence.unknownChild',
} as const satisfies Record<string, ValidationKey>;

/** Vacation-earning parental-leave days per child and parent; a single parent has 180 (SemL 17 a §). */
export const CHILD_DAYS_DEFAULT = 120;
export const CHILD_DAYS_MAX = 180;

export const ChildInputSchema = z
  .object({
    PersNr: zPersonnummer(),
    Namn: zRequiredString(100),
    /** Allotted days (max vacation-earning days). */
    MaxDagar: z
      .number({ error: 'validation.number.invalid' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.numberBetween' })
      .max(CHILD_DAYS_MAX, { error: 'validation.numberBetween' })
      .default(CHILD_DAYS_DEFAULT),
    /** Days already used before the portal kept them (ingående). */
    IngaendeDagar: z
      .number({ error: 'validation.number.invalid' })
      .min(0, { error: 'validation.numberBetween' })
      .max(CHILD_DAYS_MAX, { error: 'validation.numberBetween' })
      .default(0),
  })
  .superRefine((c, ctx) => {
    if (c.IngaendeDagar > c.MaxDagar)
      ctx.addIssue({ code: 'custom', path: ['IngaendeDagar'], message: CHILD_MESSAGES.incomingOverMax });
  });
export type ChildInput = z.output<typeof ChildInputSchema>;

export const ChildSchema = z.object({
  Id: z.string(),
  AnstNr: z.string(),
  PersNr: z.string(),
  Namn: z.string(),
  Fodd: z.string(),
  MaxDagar: z.number(),
  IngaendeDagar: z.number(),
  /** VAB days reported for the child this calendar year (degree counted). */
  VabDagarAr: z.number(),
  Version: z.number(),
});
export type Child = z.infer<typeof ChildSchema>;

/**
 * The register's days used of a child's allotted days: those used before the portal kept them and
 * this year's VAB. Shown beside the year's VAB, the incoming days alone disagreed with it.
 */
export const childDaysUsed = (c: Pick<Child, 'IngaendeDagar' | 'VabDagarAr'>): number =>
  Math.round((c.IngaendeDagar + c.VabDagarAr) * 100) / 100;

/** Full years of age on `on` for a child born on `birthDate` (a birthday on 29 February counts on 1 March). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The child's birth date from the personnummer, or null when it is none. */
export const birthDateOf = (persNr: string): string | null => parsePersonnummer(persNr)?.birthDate ?? null;

/** VAB for one child per year: 120 days; more only for a seriously ill child (DOMAIN §11). */
export const VAB_DAYS_PER_YEAR = 120;
/** From this day of a care period a certificate is needed for a child under 12. */
export const VAB_CERTIFICATE_DAY = 8;

export type VabEligibility =
  /** Under 12: the usual rules; a certificate from day 8. */
  | 'child'
  /** 12–15: a doctor's certificate from the first day. */
  | 'certificateFromStart'
  /** 16–17: only for a seriously ill child, with a doctor's certificate. */
  | 'seriouslyIllOnly'
  /** Not born yet, or 18 or older: no VAB. */
  | 'none';

/** What VAB the child's age on `on` allows (Försäkringskassan's rules, DOMAIN §11). */
export function vabEligibility(birthDate: string, on: string): VabEligibility {
  if (on < birthDate) return 'none';
  const age = ageOn(birthDate, on);
  if (age < 12) return 'child';
  if (age < 16) return 'certificateFromStart';
  return age < 18 ? 'seriouslyIllOnly' : 'none';
}

export interface VabFacts {
  Eligibility: VabEligibility;
  /** The date from which a certificate is needed, or null when the care period does not reach it. */
  CertificateFrom: string | null;
  /** VAB days of the child in the calendar year of the start, this report's included. */
  DaysThisYear: number;
  /** More than 120 days in the year: only for a seriously ill child. */
  OverYearLimit: boolean;
}

/**
 * The facts of a VAB report for a child: the certificate day (day 8 of the care period, or day 1
 * from 12 years), and the year's days against the 120-day limit. `lastDay` is the care period's
 * last day so far; `daysThisYear` the child's VAB days in the year with this report's.
 */
export function vabFacts(birthDate: string, from: string, lastDay: string, daysThisYear: number): VabFacts {
  const eligibility = vabEligibility(birthDate, from);
  const certificateDay = eligibility === 'child' ? VAB_CERTIFICATE_DAY : 1;
  const length = lastDay < from ? 0 : daysBetween(from, lastDay) + 1;
  return {
    Eligibility: eligibility,
    CertificateFrom:
      eligibility === 'none' || length < certificateDay ? null : addDays(from, certificateDay - 1),
    DaysThisYear: daysThisYear,
    OverYearLimit: daysThisYear > VAB_DAYS_PER_YEAR,
  };
}
