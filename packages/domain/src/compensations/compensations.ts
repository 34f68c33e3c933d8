import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants';
import type { PortalInfo } from '../portal-info';
import type { ErrorDetail } from '../errors/codes';
import type { ValidationKey } from '../validation/keys';
import { isValidIsoDate } from '../validation/dates';
import { zIsoDate, zVersion } from '../validation/zod';
import {
  KOMMENTAR_MAX,
  PeriodSchema,
  RES_DIMS,
  RES_ENHET_MAX,
  resEnhetField,
  type ResEnhetField,
} from '../time';
import {
  mayEdit,
  TIME_ENTRY_STATUSES,
  transition,
  type StatusFlags,
  type TimeEntryStatus,
} from '../row-status';
import { EVERY_VAT_RATE } from './vat-rates';

// Compensations (ersättningar): SPEC §3 "Compensation form", §4 "Compensation", §5 "Compensation
// reporting"; the receipt a row carries (SPEC §3 Receipt model). Amounts are kronor with öre on
// the wire; every sum is made here, in one way, for the dialog, the server, the print and PAXml.

/**
 * Every Swedish VAT rate the rate table has had (vat-rates.ts). @deprecated A row's or a receipt's
 * rates are those of its day: `vatRatesOn(date)`.
 */
export const VAT_RATES: readonly number[] = EVERY_VAT_RATE;
/** A VAT rate in percent. */
export type VatRate = number;
/** The pay code of an out-of-pocket expense (utlägg), which needs a receipt when the company says so. */
export const UTLAGG_LONKOD = 'UTLÄGG';
/** What kind of compensation a pay code is (LonKod Typ), and the portal flag that shows it (SPEC §6). */
export const COMPENSATION_KINDS = {
  UTLAGG: 'EnableUtlaggView',
  TRAKTAMENTE: 'EnableTraktamenteView',
  MILERSATTNING: 'EnableMilersattningView',
  REPRESENTATION: 'EnableRepresentationView',
  TILLAGG: 'EnableErsattningarView',
  AVDRAG: 'EnableErsattningarView',
} as const;
export type CompensationKind = keyof typeof COMPENSATION_KINDS;

/** Whether the company shows pay codes of this kind (LonKod Typ) on /compensations. */
export function compensationKindShown(
  kind: string,
  portal: Pick<PortalInfo, (typeof COMPENSATION_KINDS)[CompensationKind]>,
): boolean {
  const flag = (
    COMPENSATION_KINDS as Record<string, (typeof COMPENSATION_KINDS)[CompensationKind] | undefined>
  )[kind];
  return flag !== undefined && portal[flag];
}

/**
 * Where a row came from. Only a row typed on /compensations is changed there; the others belong to
 * what made them (a guide, a travel expense report, an import) and say so.
 */
export const COMPENSATION_SOURCES = ['MANUELL', 'GUIDE', 'RESA', 'IMPORT'] as const;
export type CompensationSource = (typeof COMPENSATION_SOURCES)[number];

/** The currencies a row may be paid in (SEK first, the default), and a receipt may name. */
export const CURRENCIES = ['SEK', 'EUR', 'USD', 'NOK', 'DKK', 'GBP', 'CHF', 'PLN'] as const;

/** Largest quantity, unit price or amount of one row: a typo of a few digits too many is refused. */
export const AMOUNT_MAX = 10_000_000;
/** Largest exchange rate (kronor per unit of the other currency). */
export const RATE_MAX = 10_000;
export const VARUGRUPP_MAX = 20;
export const KONTO_MAX = 20;

/** The messages of a compensation's fields: each says what to type. */
export const COMPENSATION_MESSAGES = {
  dateRequired: 'validation.compensation.dateRequired',
  codeRequired: 'validation.compensation.codeRequired',
  unknownCode: 'validation.compensation.unknownCode',
  amountRequired: 'validation.compensation.amountRequired',
  amountRange: 'validation.compensation.amountRange',
  vatAboveAmount: 'validation.compensation.vatAboveAmount',
  currency: 'validation.compensation.currency',
  rateRequired: 'validation.compensation.rateRequired',
  rateRange: 'validation.compensation.rateRange',
  receiptRequired: 'validation.compensation.receiptRequired',
  brukareRequired: 'validation.compensation.brukareRequired',
  resEnhetRequired: 'validation.compensation.resEnhetRequired',
  textTooLong: 'validation.compensation.textTooLong',
} as const satisfies Record<string, ValidationKey>;

/**
 * Kronor rounded to whole öre, half away from zero, without binary fractions' drift
 * (1.005 → 1.01, 0.1 + 0.2 → 0.3); never -0.
 */
export function roundKronor(kr: number): number {
  const ore = Math.round(Math.abs(kr) * 100 + 1e-7);
  return (Math.sign(kr) * ore) / 100 || 0;
}

/** Quantity × unit price (à-pris), in öre: the amount when the form computes it (showAutoCalc). */
export const amountOf = (antal: number, apris: number): number => roundKronor(antal * apris);

/** An amount in another currency in kronor at the rate used (kronor per unit). */
export const inKronor = (amount: number, kurs: number): number => roundKronor(amount * kurs);

/** The VAT inside a price that includes it, at `rate` percent: 125 kr at 25 % holds 25 kr. */
export const vatOfGross = (gross: number, rate: VatRate): number =>
  roundKronor((gross * rate) / (100 + rate));

const amount = (message: ValidationKey) =>
  z
    .number({ error: 'validation.number.invalid' })
    .min(-AMOUNT_MAX, { error: message })
    .max(AMOUNT_MAX, { error: message });

const resEnhetShape = Object.fromEntries(
  RES_DIMS.map((n) => [
    resEnhetField(n),
    z.string().trim().max(RES_ENHET_MAX, { error: 'validation.resEnhet.maxLength' }).default(''),
  ]),
) as Record<ResEnhetField, z.ZodDefault<z.ZodString>>;

/**
 * One compensation row as typed. The amount is either typed (Belopp) or quantity × unit price; a
 * row in another currency than SEK carries the rate used, stored with it. VAT is part of the
 * amount, never more than it.
 */
export const CompensationInputSchema = z
  .object({
    AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
    Datum: z.string().trim().min(1, { error: COMPENSATION_MESSAGES.dateRequired }).pipe(zIsoDate()),
    LonKod: z
      .string()
      .trim()
      .min(1, { error: COMPENSATION_MESSAGES.codeRequired })
      .max(20, { error: COMPENSATION_MESSAGES.unknownCode }),
    Text: z.string().trim().max(KOMMENTAR_MAX, { error: COMPENSATION_MESSAGES.textTooLong }).default(''),
    FromDatum: zIsoDate({ allowEmpty: true }).default(''),
    TomDatum: zIsoDate({ allowEmpty: true }).default(''),
    Antal: amount(COMPENSATION_MESSAGES.amountRange).default(1),
    Apris: amount(COMPENSATION_MESSAGES.amountRange).nullable().default(null),
    Belopp: amount(COMPENSATION_MESSAGES.amountRange).nullable().default(null),
    Moms: amount(COMPENSATION_MESSAGES.amountRange).default(0),
    Varugrupp: z.string().trim().max(VARUGRUPP_MAX, { error: 'validation.maxLength' }).default(''),
    ValutaKod: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: COMPENSATION_MESSAGES.currency })
      .default(DEFAULT_CURRENCY),
    Kurs: z
      .number({ error: 'validation.number.invalid' })
      .gt(0, { error: COMPENSATION_MESSAGES.rateRange })
      .max(RATE_MAX, { error: COMPENSATION_MESSAGES.rateRange })
      .nullable()
      .default(null),
    Brukare: z.string().trim().max(20, { error: 'validation.maxLength' }).default(''),
    ...resEnhetShape,
    Konto: z.string().trim().max(KONTO_MAX, { error: 'validation.maxLength' }).default(''),
    ReceiptId: z.uuid().nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.FromDatum && v.TomDatum && isValidIsoDate(v.FromDatum) && v.TomDatum < v.FromDatum)
      ctx.addIssue({ code: 'custom', path: ['TomDatum'], message: 'validation.period.endBeforeStart' });
    if (v.ValutaKod !== DEFAULT_CURRENCY && /^[A-Z]{3}$/.test(v.ValutaKod) && v.Kurs === null)
      ctx.addIssue({ code: 'custom', path: ['Kurs'], message: COMPENSATION_MESSAGES.rateRequired });
    if (v.Belopp === null && v.Apris === null)
      ctx.addIssue({ code: 'custom', path: ['Belopp'], message: COMPENSATION_MESSAGES.amountRequired });
    const belopp = v.Belopp ?? (v.Apris === null ? null : amountOf(v.Antal, v.Apris));
    if (belopp === null) return;
    if (Math.abs(v.Moms) > Math.abs(belopp) || (v.Moms !== 0 && Math.sign(v.Moms) !== Math.sign(belopp)))
      ctx.addIssue({ code: 'custom', path: ['Moms'], message: COMPENSATION_MESSAGES.vatAboveAmount });
  })
  .transform((v) => ({ ...v, ...compensationSums(v) }));
export type CompensationInput = z.input<typeof CompensationInputSchema>;
export type CompensationValues = z.output<typeof CompensationInputSchema>;

/**
 * A row's sums: the amount (typed, or quantity × unit price), and the amount and VAT in kronor at
 * the row's rate (1 for SEK, whatever rate was sent with it).
 */
export function compensationSums(v: {
  Antal: number;
  Apris: number | null;
  Belopp: number | null;
  Moms: number;
  ValutaKod: string;
  Kurs: number | null;
}): { Belopp: number; Moms: number; Kurs: number; Summa: number; MomsSek: number } {
  const belopp = roundKronor(v.Belopp ?? amountOf(v.Antal, v.Apris ?? 0));
  const kurs = v.ValutaKod === DEFAULT_CURRENCY ? 1 : (v.Kurs ?? 1);
  const moms = roundKronor(v.Moms);
  return {
    Belopp: belopp,
    Moms: moms,
    Kurs: kurs,
    Summa: inKronor(belopp, kurs),
    MomsSek: inKronor(moms, kurs),
  };
}

/** The company switches a compensation's mandatory fields follow (SPEC §5 Compensation reporting). */
export interface CompensationRules {
  UseLSS: boolean;
  UseErsMandatoryBrukare: boolean;
  /** OpenResEnhet{n} && RegResEnh{n} && UseErsMandatoryResEnhet{n}, for n = 1..6. */
  MandatoryResEnhet: readonly boolean[];
  UseMandatoryReceipt: boolean;
  /** Pay codes configured to need a receipt whatever UseMandatoryReceipt says. */
  ReceiptCodes: readonly string[];
}

/**
 * Whether a row needs a receipt it does not have: UTLÄGG when the company makes receipts
 * mandatory, and every pay code configured to need one, unless a file comes with the row or it
 * already has a receipt (ReceiptRequired, SPEC §5).
 */
export function receiptMissing(
  lonKod: string,
  rules: Pick<CompensationRules, 'UseMandatoryReceipt' | 'ReceiptCodes'>,
  has: { newFile: boolean; receipt: boolean },
): boolean {
  const needed =
    (rules.UseMandatoryReceipt && lonKod === UTLAGG_LONKOD) || rules.ReceiptCodes.includes(lonKod);
  return needed && !has.newFile && !has.receipt;
}

/** The company's rules on a compensation row, as field errors the API sends. */
export function compensationRuleErrors(
  v: Pick<CompensationValues, 'LonKod' | 'Brukare' | ResEnhetField>,
  rules: CompensationRules,
  has: { newFile: boolean; receipt: boolean },
): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  if (receiptMissing(v.LonKod, rules, has))
    out.push({ Field: 'ReceiptId', Code: COMPENSATION_MESSAGES.receiptRequired });
  if (rules.UseLSS && rules.UseErsMandatoryBrukare && v.Brukare === '')
    out.push({ Field: 'Brukare', Code: COMPENSATION_MESSAGES.brukareRequired });
  for (const n of RES_DIMS) {
    if (rules.MandatoryResEnhet[n - 1] && v[resEnhetField(n)] === '')
      out.push({ Field: resEnhetField(n), Code: COMPENSATION_MESSAGES.resEnhetRequired });
  }
  return out;
}

/** Why a row cannot be changed or deleted on /compensations: an i18n key under compensations.locked. */
export type CompensationLock =
  | 'compensations.locked.transferred'
  | 'compensations.locked.attested'
  | 'compensations.locked.approved'
  | 'compensations.locked.GUIDE'
  | 'compensations.locked.RESA'
  | 'compensations.locked.IMPORT';

/**
 * Why the caller may not change a row, or null when they may (SPEC §4 Compensation): a row is
 * locked when transferred to salary or attested, an approved one is the manager's (as for time,
 * `mayEdit`), and a row made by a guide, a travel expense report or an import belongs to it.
 */
export function compensationLock(
  row: { Status: TimeEntryStatus; Kalla: CompensationSource },
  flags: StatusFlags,
  asManager: boolean,
): CompensationLock | null {
  if (row.Status === 'LOCKED') return 'compensations.locked.transferred';
  if (row.Status === 'ATTESTED') return 'compensations.locked.attested';
  if (!mayEdit(row.Status, flags, asManager)) return 'compensations.locked.approved';
  if (row.Kalla !== 'MANUELL') return `compensations.locked.${row.Kalla}`;
  return null;
}

/** One compensation row as the API answers it. */
export const CompensationSchema = z.object({
  Id: z.uuid(),
  AnstNr: z.string(),
  Datum: z.string(),
  LonKod: z.string(),
  Text: z.string(),
  FromDatum: z.string(),
  TomDatum: z.string(),
  Antal: z.number(),
  Apris: z.number().nullable(),
  Belopp: z.number(),
  Moms: z.number(),
  Summa: z.number(),
  MomsSek: z.number(),
  Varugrupp: z.string(),
  ValutaKod: z.string(),
  Kurs: z.number(),
  Brukare: z.string(),
  ...(Object.fromEntries(RES_DIMS.map((n) => [resEnhetField(n), z.string()])) as Record<
    ResEnhetField,
    z.ZodString
  >),
  Konto: z.string(),
  ReceiptId: z.uuid().nullable(),
  Status: z.enum(TIME_ENTRY_STATUSES),
  Kalla: z.enum(COMPENSATION_SOURCES),
  Version: z.number().int(),
  /** Whether the caller may still change or delete the row, and if not, why (an i18n key). */
  KanAndras: z.boolean(),
  LastOrsak: z.string(),
  AndradAv: z.string(),
  AndradTid: z.string(),
});
export type Compensation = z.infer<typeof CompensationSchema>;

/** GET /ersattningar/{AnstNr}?From&To: an employee's compensation rows of a period. */
export const CompensationReportSchema = z.object({
  AnstNr: z.string(),
  From: z.string(),
  To: z.string(),
  Rader: z.array(CompensationSchema),
});
export type CompensationReport = z.infer<typeof CompensationReportSchema>;

/**
 * GET /ersattningar/vantar-attest?From&To[&AnstNr]: the compensation rows that wait for attest in
 * months outside the period (a row is attested in the month of its date, which its receipt gives),
 * of the employees the caller attests, or of one of them.
 */
export const AttestWaitingQuerySchema = z.intersection(
  PeriodSchema,
  z.object({ AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20).optional() }),
);
export const AttestWaitingSchema = z.object({
  From: z.string(),
  To: z.string(),
  /** Month by month (YYYY-MM, oldest first): the rows waiting and whose they are. */
  Manader: z.array(z.object({ Manad: z.string(), Antal: z.number().int(), Anstallda: z.number().int() })),
});
export type AttestWaiting = z.infer<typeof AttestWaitingSchema>;

/** The statuses of rows an attest would move (row-status.ts): none while attest is off. */
export const waitingForAttest = (flags: StatusFlags): TimeEntryStatus[] =>
  TIME_ENTRY_STATUSES.filter((s) => transition(s, 'attest', flags).ok);

/** PUT /ersattningar/{Id}: the new values and the version they were read at. */
export const CompensationUpdateSchema = z.intersection(
  CompensationInputSchema,
  z.object({ Version: zVersion() }),
);

/** POST /receipts: a receipt's file for an employee, base64 as the picture upload sends it. */
export const ReceiptUploadSchema = z.object({
  AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
  Content: z.string().min(1, { error: 'validation.required' }),
  Type: z.string().max(100).default(''),
  FileName: z.string().trim().max(200).default(''),
});
/** A stored receipt: what the row refers to, and what the form shows of it. */
export const ReceiptSchema = z.object({
  Id: z.uuid(),
  Typ: z.string(),
  Filnamn: z.string(),
  Storlek: z.number().int(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/**
 * The totals of compensation rows, in kronor: what is paid (Summa) and the VAT inside it (MomsSek),
 * summed in öre so that many rows add up exactly. The page, the print and the PDF show these.
 */
export function compensationTotals(rows: readonly Pick<Compensation, 'Summa' | 'MomsSek'>[]): {
  Summa: number;
  MomsSek: number;
} {
  let summa = 0;
  let moms = 0;
  for (const r of rows) {
    summa += Math.round(r.Summa * 100);
    moms += Math.round(r.MomsSek * 100);
  }
  return { Summa: summa / 100, MomsSek: moms / 100 };
}
