// A payslip and its balances as the payroll program reports them after a pay run (DOMAIN §12: the
// PAXml format LÖNUT, `loneutbetalning/lonebesked` and `saldon/saldo`), and how the portal shows
// them: the rows as the payroll program meant them (DOLD rows are not shown, FET rows are bold),
// grouped by pay type in the payslip's order.
import { z } from 'zod';

/** `lonrad/lonetyp`: what a row is (the schema's closed list). */
export const LONETYPER = [
  'BRUTTO',
  'FÖRMÅN',
  'SKATT',
  'NETTO',
  'KAPITAL',
  'KAPITALSKATT',
  'PENSION',
] as const;
export type Lonetyp = (typeof LONETYPER)[number];

/** The order the payslip shows its groups in; rows without a type come last (OVRIGT). */
export const RADGRUPPER = [...LONETYPER, 'OVRIGT'] as const;
export type Radgrupp = (typeof RADGRUPPER)[number];

const amount = z.number().nullable();

/** One row of a payslip (`lonerader/lonrad`). */
export const LoneradSchema = z.object({
  /** `lonart`: the payroll program's pay type ('' when it names none). */
  LoneArt: z.string(),
  Benamning: z.string(),
  Kommentar: z.string(),
  DatumFrom: z.string().nullable(),
  DatumTom: z.string().nullable(),
  Timmar: amount,
  Dagar: amount,
  Antal: amount,
  Enhet: z.string(),
  APris: amount,
  Belopp: amount,
  LoneTyp: z.enum(LONETYPER).nullable(),
  /** `font` FET: printed bold. */
  Fet: z.boolean(),
  /** `font` DOLD: not printed on the payslip, so never shown to the employee. */
  Dold: z.boolean(),
  /** `kundnr`: the brukare the row is for (personal assistance). */
  KundNr: z.string(),
});
export type Lonerad = z.output<typeof LoneradSchema>;

/** A BRUTTO row with these values, the rest empty (the demo's and the tests' rows). */
export const lonerad = (r: Partial<Lonerad> & Pick<Lonerad, 'Benamning' | 'Belopp'>): Lonerad => ({
  LoneArt: '',
  Kommentar: '',
  DatumFrom: null,
  DatumTom: null,
  Timmar: null,
  Dagar: null,
  Antal: null,
  Enhet: '',
  APris: null,
  LoneTyp: 'BRUTTO',
  Fet: false,
  Dold: false,
  KundNr: '',
  ...r,
});

/** Vacation days of one kind: the year's total, taken, and what remains (total − taken). */
export const SemesterdagarSchema = z.object({ Totalt: amount, Uttagna: amount, Kvar: amount });
export type Semesterdagar = z.output<typeof SemesterdagarSchema>;

/**
 * The balances after a pay run (in `lonebesked`, or `saldon/saldo` with its date): flex and comp
 * time in hours, the time bank in hours and kronor, vacation days paid, unpaid, advance and saved,
 * and the vacation pay.
 */
export const SaldoSchema = z.object({
  Datum: z.string(),
  FlexSaldo: amount,
  KompSaldo: amount,
  TidbankTimmar: amount,
  TidbankBelopp: amount,
  Semester: z.object({
    Betalda: SemesterdagarSchema,
    Obetalda: SemesterdagarSchema,
    Forskott: SemesterdagarSchema,
    Sparade: SemesterdagarSchema,
  }),
  SemLonTotalt: amount,
  SemLonUtbetald: amount,
});
export type Saldo = z.output<typeof SaldoSchema>;

/** The tax of a payslip as the payroll program reports it. */
export const LoneskattSchema = z.object({
  Procent: amount,
  Tabell: z.int().nullable(),
  Kolumn: z.int().nullable(),
  JamkningProcent: amount,
  JamkningBelopp: amount,
  Tabellskatt: amount,
  Engangsskatt: amount,
  Kapitalskatt: amount,
  Extraskatt: amount,
});

/** What the portal keeps of one `lonebesked`: everything the employee is shown of it. */
export const LonebeskedDataSchema = z.object({
  PeriodId: z.string(),
  PeriodText: z.string(),
  BetalDatum: z.string(),
  Namn: z.string(),
  ClearingNr: z.string(),
  BankKonto: z.string(),
  Skatt: LoneskattSchema,
  Utbetalt: amount,
  Ackumulerat: z.object({ Bruttolon: amount, PrelSkatt: amount, Nettolon: amount }),
  Rader: z.array(LoneradSchema),
  Info: z.string(),
});
export type LonebeskedData = z.output<typeof LonebeskedDataSchema>;

/** The sum of the amounts, to the öre; null when none has one. */
export function summa(values: readonly (number | null)[]): number | null {
  const given = values.filter((v): v is number => v !== null);
  if (given.length === 0) return null;
  return Math.round(given.reduce((a, b) => a + b * 100, 0)) / 100;
}

/** The rows the employee sees, by group in the payslip's order, each with its sum. */
export function radgrupper(
  rader: readonly Lonerad[],
): { Grupp: Radgrupp; Rader: Lonerad[]; Summa: number | null }[] {
  const visible = rader.filter((r) => !r.Dold);
  return RADGRUPPER.map((Grupp) => {
    const rows = visible.filter((r) => (r.LoneTyp ?? 'OVRIGT') === Grupp);
    return { Grupp, Rader: rows, Summa: summa(rows.map((r) => r.Belopp)) };
  }).filter((g) => g.Rader.length > 0);
}

/**
 * The last four digits of an account number, the rest masked: the payslip says where the money
 * went without putting the whole account on a screen.
 */
export const maskedAccount = (konto: string): string => {
  const digits = konto.replace(/\D/g, '');
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
};
