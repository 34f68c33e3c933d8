// What the working-time engine (law.ts) reads and answers: the kinds of a person's time, and a
// warning as the API sends it (DOMAIN §4, ADR 0030).
import { z } from 'zod';

export const PASS_TYPER = ['ARBETE', 'JOUR', 'BEREDSKAP'] as const;
export type PassTyp = (typeof PASS_TYPER)[number];

/** A span of one person's time the law reads: a shift, a punch or a time row. */
export interface Arbetspass {
  start: Date;
  end: Date;
  typ: PassTyp;
  /** Minutes of rast within it whose place is not recorded. */
  rastMinuter?: number;
}

export const ARBETSTID_REGLER = [
  'DYGNSVILA',
  'VECKOVILA',
  'RAST',
  'VECKOARBETSTID',
  'SAMMANLAGD',
  'OVERTID',
  'OVERTID_AR',
  'EXTRA_OVERTID',
  'NATTARBETE',
] as const;
export type ArbetstidsRegel = (typeof ARBETSTID_REGLER)[number];

/** The paragraph of Arbetstidslagen each rule is. */
export const PARAGRAF: Readonly<Record<ArbetstidsRegel, string>> = {
  DYGNSVILA: '13 §',
  VECKOVILA: '14 §',
  RAST: '15 §',
  VECKOARBETSTID: '5 §',
  SAMMANLAGD: '10 a §',
  OVERTID: '8 §',
  OVERTID_AR: '8 §',
  EXTRA_OVERTID: '8 a §',
  NATTARBETE: '13 a §',
};

export const ArbetstidsvarningSchema = z.object({
  Regel: z.enum(ARBETSTID_REGLER),
  /** BROTT: the rule is broken; SKULD: a shorter rest the agreement allows, to be made up by Vilskuld.Senast. */
  Niva: z.enum(['BROTT', 'SKULD']),
  /** The stretch of time the warning is about (ISO instants). */
  Fran: z.string(),
  Till: z.string(),
  /** What was found and what the rule asks, in minutes (rest, time in a row, or time in the week or block). */
  Minuter: z.number().int(),
  Krav: z.number().int(),
  /** The caller's indexes of the shifts concerned. */
  Pass: z.array(z.number().int()),
  /** A start of the shift that would keep the rule (13 §). */
  Forslag: z.object({ Start: z.string() }).nullable(),
  /** 13 § with averaging: the rest still owed and the day by which it is made up. */
  Vilskuld: z.object({ Minuter: z.number().int(), Senast: z.string() }).nullable(),
});
export type Arbetstidsvarning = z.infer<typeof ArbetstidsvarningSchema>;

/** The Stockholm dates the warnings are of, both included. */
export interface Kontrollperiod {
  from: string;
  to: string;
}
