/**
 * The working-time rules a company plans by, as data (DOMAIN §4): Arbetstidslagen by default, or a
 * collective agreement that deviates from it under ATL 3 §, down to the EU 2003/88 floor. Each
 * agreement is a preset of the same parameters; no agreement is written as code, and a company may
 * change a parameter of the preset it chose (its dygnsbryt, for one); what it does not change is the
 * preset's. The figures of the agreements are from secondary sources (DOMAIN §4), for the company
 * that chooses one to check.
 */
import { z } from 'zod';
import { DAILY_REST_MIN_HOURS, WEEKLY_REST_MIN_HOURS } from '../constants';

const HOUR = 60;

/**
 * How 13 § is read (ADR 0030): LOPANDE, the 11 hours within the 24 hours before each start of work
 * (SPEC §5, as the punches are checked); DYGN, the 11 hours within each dygn from the dygnsbryt
 * (DOMAIN §4, "checked per dygn starting at a fixed hour"), where the agreement or company says so.
 */
export const DYGNSVILA_PER = ['LOPANDE', 'DYGN'] as const;
export type DygnsvilaPer = (typeof DYGNSVILA_PER)[number];

/** The rules, in minutes where they are lengths of time. */
export interface ArbetstidsRegler {
  /** ATL 13 §: the daily rest in every 24 hours. */
  dygnsvila: number;
  /**
   * The shortest daily rest an agreement allows when the rest averages `dygnsvila` over
   * `snittDagar` days (Vårdföretagarna: 9 h over 14 days); `dygnsvila` where it allows none.
   */
  dygnsvilaLagst: number;
  /** The days within which a shorter rest is made up (its rest debt); 0 where none is allowed. */
  snittDagar: number;
  /**
   * The 24 hours 13 § reads: those before each start of work (LOPANDE), or each dygn from the
   * dygnsbryt (DYGN), whose rest counts only for its part inside the dygn.
   */
  dygnsvilaPer: DygnsvilaPer;
  /**
   * The company's dygnsbryt ('HH:MM', Stockholm time): where its 24-hour days begin (the dygn of
   * 13 § under DYGN), and with them the 7-day periods of the weekly rest (from a Monday) and the
   * weeks of 5 §.
   */
  dygnsbryt: string;
  /** ATL 14 §: the consecutive rest in every 7-day period. */
  veckovila: number;
  /** ATL 15 §: the most worked in a row without a rast. */
  arbeteIFoljd: number;
  /** The shortest stop that counts as a rast (a shorter one is a paus, ATL 17 §). */
  rast: number;
  /** ATL 5 §: ordinary time a week, on average over `veckoarbetstidVeckor` weeks (at most 4). */
  veckoarbetstid: number;
  veckoarbetstidVeckor: number;
  /** ATL 10 a §: total time per 7 days, on average over `sammanlagdManader` months (at most 4). */
  sammanlagd: number;
  sammanlagdManader: number;
  /** ATL 8 §: allmän övertid (beyond `veckoarbetstid`) per calendar month, and per calendar year. */
  overtidManad: number;
  overtidAr: number;
  /** ATL 8 a §: extra övertid beyond `overtidAr` in a calendar year, with special reasons. */
  extraOvertidAr: number;
  /** ATL 13 a §: a night worker's time per 24 hours, on average over `nattManader` months. */
  nattarbete: number;
  nattManader: number;
}

/** The presets a company chooses from (DOMAIN §4, the agreement table). */
export const AVTAL = ['ATL', 'VARDFORETAGARNA_PA', 'SKR_PAN', 'FREMIA'] as const;
export type Avtal = (typeof AVTAL)[number];

// SPEC §9's rest constants are the law's figures.
const ATL: ArbetstidsRegler = {
  dygnsvila: DAILY_REST_MIN_HOURS * HOUR,
  dygnsvilaLagst: DAILY_REST_MIN_HOURS * HOUR,
  snittDagar: 0,
  dygnsvilaPer: 'LOPANDE',
  dygnsbryt: '00:00',
  veckovila: WEEKLY_REST_MIN_HOURS * HOUR,
  arbeteIFoljd: 5 * HOUR,
  rast: 30,
  veckoarbetstid: 40 * HOUR,
  veckoarbetstidVeckor: 1,
  sammanlagd: 48 * HOUR,
  sammanlagdManader: 4,
  overtidManad: 50 * HOUR,
  overtidAr: 200 * HOUR,
  extraOvertidAr: 150 * HOUR,
  nattarbete: 8 * HOUR,
  nattManader: 4,
};

export const AVTAL_REGLER: Readonly<Record<Avtal, Readonly<ArbetstidsRegler>>> = {
  ATL,
  // Vårdföretagarna, personal assistance: 9 h if it averages 11 h over 14 days.
  VARDFORETAGARNA_PA: { ...ATL, dygnsvilaLagst: 9 * HOUR, snittDagar: 14 },
  // SKR/Sobona with Kommunal (PAN, May 2023): 24-hour shifts possible, the rest made up within 14 days.
  SKR_PAN: { ...ATL, dygnsvilaLagst: 0, snittDagar: 14 },
  // Fremia (KFO) with Kommunal: 9 h if the half-year average is 11 h, in a dygn that may run
  // 15:00–15:00 (DOMAIN §4).
  FREMIA: { ...ATL, dygnsvilaLagst: 9 * HOUR, snittDagar: 182, dygnsvilaPer: 'DYGN', dygnsbryt: '15:00' },
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A company's choice: a preset, and the parameters it changes. Dygnsbryt and DygnsvilaPer left out
 * are the preset's (Fremia's dygn runs from 15:00), so neither has a default of its own here.
 */
export const ArbetstidsvalSchema = z.object({
  Avtal: z.enum(AVTAL).default('ATL'),
  Dygnsbryt: z.string().regex(CLOCK, { error: 'validation.time.invalid' }).optional(),
  /** ATL 13 §: the 24 hours before each start of work, or each dygn from the dygnsbryt. */
  DygnsvilaPer: z.enum(DYGNSVILA_PER).optional(),
  /** ATL 5 §: the weeks ordinary time is averaged over (1 to 4). */
  SnittVeckor: z.number().int().min(1).max(4).default(1),
});
export type Arbetstidsval = z.output<typeof ArbetstidsvalSchema>;

/** The rules of a company's choice: its preset, with what it changed. */
export function arbetstidsRegler(val: Partial<Arbetstidsval> = {}): ArbetstidsRegler {
  const { Avtal, Dygnsbryt, DygnsvilaPer, SnittVeckor } = ArbetstidsvalSchema.parse(val);
  const preset = AVTAL_REGLER[Avtal];
  return {
    ...preset,
    dygnsbryt: Dygnsbryt ?? preset.dygnsbryt,
    dygnsvilaPer: DygnsvilaPer ?? preset.dygnsvilaPer,
    veckoarbetstidVeckor: SnittVeckor,
  };
}
