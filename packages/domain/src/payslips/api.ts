// What /api/lonebesked takes and answers: the employee's payslips and balances, one payslip with its
// groups and changes, and the administrators' import of a pay run (DOMAIN §12 LÖNUT).
import { z } from 'zod';
import { ForandringSchema } from './forandringar';
import { LoneradSchema, LonebeskedDataSchema, SaldoSchema, RADGRUPPER } from './lonebesked';

/** GET /lonebesked: the caller's own, or with AnstNr (readOthersPayslips) an employee's. */
export const LonebeskedQuerySchema = z.object({ AnstNr: z.string().trim().min(1).max(20).optional() });
export type LonebeskedQuery = z.output<typeof LonebeskedQuerySchema>;

export const LonebeskedSummarySchema = z.object({
  Id: z.uuid(),
  PeriodId: z.string(),
  PeriodText: z.string(),
  BetalDatum: z.string(),
  Utbetalt: z.number().nullable(),
});
export type LonebeskedSummary = z.output<typeof LonebeskedSummarySchema>;

/** GET /lonebesked: the payslips paid out by today (newest first) and the balances over time (oldest first). */
export const LonebeskedListSchema = z.object({
  AnstNr: z.string(),
  /** EnableLonebeskedView: the payslips part is shown; the list is empty otherwise. */
  VisaLonebesked: z.boolean(),
  /** EnableSaldonView: the balances part is shown; the list is empty otherwise. */
  VisaSaldon: z.boolean(),
  Lonebesked: z.array(LonebeskedSummarySchema),
  Saldon: z.array(SaldoSchema),
});
export type LonebeskedList = z.output<typeof LonebeskedListSchema>;

/** GET /lonebesked/:Id: one payslip as the employee reads it. */
export const LonebeskedViewSchema = LonebeskedDataSchema.omit({ Rader: true }).extend({
  Id: z.uuid(),
  AnstNr: z.string(),
  Grupper: z.array(
    z.object({ Grupp: z.enum(RADGRUPPER), Rader: z.array(LoneradSchema), Summa: z.number().nullable() }),
  ),
  /** The previous payslip's period and what changed since it; null when there is none before. */
  Foregaende: z.object({ Id: z.uuid(), PeriodText: z.string(), Utbetalt: z.number().nullable() }).nullable(),
  Forandringar: z.array(ForandringSchema),
  /** The balances as of this pay day, where the payroll program reported them (and EnableSaldonView). */
  Saldo: SaldoSchema.nullable(),
});
export type LonebeskedView = z.output<typeof LonebeskedViewSchema>;

/** The largest LÖNUT file taken: 5,000 employees' payslips of some thirty rows each. */
export const LONUT_IMPORT_MAX_BYTES = 60 * 1024 * 1024;

/** POST /lonebesked/import(/preview): the PAXml file of format LÖNUT from the payroll program. */
export const PayRunImportRequestSchema = z
  .object({
    Filnamn: z.string().trim().max(255).default(''),
    /** The file's bytes in base64. */
    Innehall: z.string().min(1, { error: 'validation.required' }),
  })
  .strict();
export type PayRunImportRequest = z.output<typeof PayRunImportRequestSchema>;

/** Why a payslip or balance of the file has no employee: no such AnstNr or personnummer, or the two disagree. */
export const OMATCHAD_ORSAKER = ['OKAND', 'PERSNR_SKILJER'] as const;

export const PayRunImportResultSchema = z.object({
  /** True once stored and published; false for the preview. */
  Publicerad: z.boolean(),
  Perioder: z.array(
    z.object({
      PeriodId: z.string(),
      PeriodText: z.string(),
      BetalDatum: z.string(),
      Lonebesked: z.int(),
      /** A pay run of this period was imported before: the file's payslips replace those of the same people. */
      Ersatter: z.boolean(),
      /** How many of the file's payslips replace one imported before (the period's others stay). */
      Ersatta: z.int(),
    }),
  ),
  Matchade: z.array(z.object({ AnstNr: z.string(), Namn: z.string(), Lonebesked: z.int(), Saldon: z.int() })),
  Omatchade: z.array(
    z.object({
      AnstNr: z.string(),
      /** The file's personnummer, all but the last four digits hidden. */
      PersNr: z.string(),
      Namn: z.string(),
      Orsak: z.enum(OMATCHAD_ORSAKER),
    }),
  ),
  Saldon: z.int(),
});
export type PayRunImportResult = z.output<typeof PayRunImportResultSchema>;
