import type { FtgInfo } from '@lonportal/domain/auth/schemas';
import {
  amountOf,
  compensationKindShown,
  compensationRuleErrors,
  CompensationInputSchema,
  inKronor,
  type Compensation,
  type CompensationInput,
  type CompensationRules,
} from '@lonportal/domain/compensations/compensations';
import type { ScanResponse } from '@lonportal/domain/compensations/receipt-text';
import { EVERY_VAT_RATE, vatRatesOn, type VatRateOfDay } from '@lonportal/domain/compensations/vat-rates';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import type { EmployeeListEntry } from '@lonportal/domain/employees';
import type { PortalInfo } from '@lonportal/domain/portal-info';
import type { LonKodSchema } from '@lonportal/domain/reference-lists';
import { RES_DIMS, resEnhetField, type ResDim } from '@lonportal/domain/time/entries';
import { isValidIsoDate } from '@lonportal/domain/validation/dates';
import type { z } from 'zod';
import { mandatoryResDims } from '../time';

// The compensation dialog's rules (SPEC §5 Compensation reporting, §6 code groups and view flags,
// §9 showAutoCalc): which pay codes the employee may use, which fields are mandatory, the values a
// new, edited or copied row starts with, and what a read receipt fills in.

export type LonKod = z.infer<typeof LonKodSchema>;

/** The form's values: the wire input with every field present, numbers empty while not typed. */
export type CompensationFormValues = Required<
  Omit<CompensationInput, 'Antal' | 'Apris' | 'Belopp' | 'Moms' | 'Kurs'>
> & {
  Antal: number | null;
  Apris: number | null;
  Belopp: number | null;
  Moms: number | null;
  Kurs: number | null;
};

/** SPEC §5: the compensation-specific mandatory flags, the open result units, the receipt rules. */
export function compensationRulesOf(
  ftg: Pick<FtgInfo, 'UseLSS' | `OpenResEnhet${ResDim}` | `RegResEnh${ResDim}`>,
  portal:
    | Pick<PortalInfo, 'UseErsMandatoryBrukare' | 'UseMandatoryReceipt' | `UseErsMandatoryResEnhet${ResDim}`>
    | undefined,
  codes: readonly Pick<LonKod, 'LonKod' | 'KvittoKravs'>[],
): CompensationRules {
  return {
    UseLSS: ftg.UseLSS,
    UseErsMandatoryBrukare: portal?.UseErsMandatoryBrukare ?? false,
    MandatoryResEnhet: mandatoryResDims(ftg, (n) => portal?.[`UseErsMandatoryResEnhet${n}`] ?? false),
    UseMandatoryReceipt: portal?.UseMandatoryReceipt ?? false,
    ReceiptCodes: codes.filter((c) => c.KvittoKravs).map((c) => c.LonKod),
  };
}

/** SPEC §6: the pay codes of the employee's LonKodGrupp, of the kinds the company shows. */
export const codesForEmployee = (
  codes: readonly LonKod[],
  lonKodGrupp: string,
  portal: Parameters<typeof compensationKindShown>[1] | undefined,
): LonKod[] =>
  portal ? codes.filter((c) => c.Grupper.includes(lonKodGrupp) && compensationKindShown(c.Typ, portal)) : [];

/** The form's values as the wire takes them: empty selects '' and untyped numbers as the schema defaults. */
export function wireValues(v: CompensationFormValues, autoCalc: boolean): CompensationInput {
  const out: CompensationInput = {
    ...v,
    LonKod: v.LonKod ?? '',
    Varugrupp: v.Varugrupp ?? '',
    ValutaKod: v.ValutaKod ?? DEFAULT_CURRENCY,
    Brukare: v.Brukare ?? '',
    Konto: v.Konto ?? '',
    Antal: v.Antal ?? 1,
    Apris: v.Apris,
    Belopp: autoCalc && v.Apris !== null ? amountOf(v.Antal ?? 1, v.Apris) : v.Belopp,
    Moms: v.Moms ?? 0,
    Kurs: (v.ValutaKod ?? DEFAULT_CURRENCY) === DEFAULT_CURRENCY ? null : v.Kurs,
  };
  for (const n of RES_DIMS) out[resEnhetField(n)] = v[resEnhetField(n)] ?? '';
  return out;
}

/** The zod schema of the dialog: the wire rules plus the company's mandatory fields and receipt. */
export const compensationFormSchema = (rules: CompensationRules) =>
  CompensationInputSchema.superRefine((v, ctx) => {
    for (const d of compensationRuleErrors(v, rules, { newFile: false, receipt: v.ReceiptId !== null }))
      ctx.addIssue({ code: 'custom', path: [d.Field], message: d.Code });
  });

/**
 * Whether quantity × unit price may fill the amount of a row that started as `initial` and now has
 * `now`'s quantity and price: a new row, a stored one whose amount is that product, or once the
 * quantity or the price is typed; never over an amount typed apart from them.
 */
export function computesAmount(
  initial: Pick<CompensationFormValues, 'Antal' | 'Apris' | 'Belopp'>,
  now: Pick<CompensationFormValues, 'Antal' | 'Apris'>,
): boolean {
  if (now.Antal !== initial.Antal || now.Apris !== initial.Apris) return true;
  return (
    initial.Apris === null ||
    initial.Belopp === null ||
    initial.Belopp === amountOf(initial.Antal ?? 1, initial.Apris)
  );
}

/** The amount in kronor the row pays, as typed so far (null while it cannot be told). */
export function typedSumma(v: Partial<CompensationFormValues>, autoCalc: boolean): number | null {
  const belopp = autoCalc && v.Apris != null ? amountOf(v.Antal ?? 1, v.Apris) : (v.Belopp ?? null);
  if (belopp === null || Number.isNaN(belopp)) return null;
  if ((v.ValutaKod ?? DEFAULT_CURRENCY) === DEFAULT_CURRENCY) return belopp;
  return v.Kurs == null || Number.isNaN(v.Kurs) ? null : inKronor(belopp, v.Kurs);
}

const emptyRes = Object.fromEntries(RES_DIMS.map((n) => [resEnhetField(n), ''])) as Record<
  `ResEnhet${ResDim}`,
  string
>;

/**
 * A new row on `datum`: brukare and result units 1..3 from the employee's defaults (PerStatus), the
 * pay code the employee used last, in kronor.
 */
export function newCompensationValues(
  employee: Pick<EmployeeListEntry, 'AnstNr' | 'PerStatus'>,
  datum: string,
  code: LonKod | null,
): CompensationFormValues {
  const s = employee.PerStatus;
  return {
    AnstNr: employee.AnstNr,
    Datum: datum,
    LonKod: code?.LonKod ?? '',
    Text: '',
    FromDatum: '',
    TomDatum: '',
    Antal: 1,
    Apris: code?.Apris ?? null,
    Belopp: null,
    Moms: null,
    Varugrupp: '',
    ValutaKod: DEFAULT_CURRENCY,
    Kurs: null,
    Brukare: s.UseBrukare ? s.Brukare : '',
    ...emptyRes,
    ResEnhet1: s.UseResEnhet1 ? s.ResEnhet1 : '',
    ResEnhet2: s.UseResEnhet2 ? s.ResEnhet2 : '',
    ResEnhet3: s.UseResEnhet3 ? s.ResEnhet3 : '',
    Konto: '',
    ReceiptId: null,
  };
}

/** The values of a stored row, for editing. */
export function compensationValuesOf(row: Compensation): CompensationFormValues {
  return {
    AnstNr: row.AnstNr,
    Datum: row.Datum,
    LonKod: row.LonKod,
    Text: row.Text,
    FromDatum: row.FromDatum,
    TomDatum: row.TomDatum,
    Antal: row.Antal,
    Apris: row.Apris,
    Belopp: row.Belopp,
    Moms: row.Moms,
    Varugrupp: row.Varugrupp,
    ValutaKod: row.ValutaKod,
    Kurs: row.ValutaKod === DEFAULT_CURRENCY ? null : row.Kurs,
    Brukare: row.Brukare,
    ResEnhet1: row.ResEnhet1,
    ResEnhet2: row.ResEnhet2,
    ResEnhet3: row.ResEnhet3,
    ResEnhet4: row.ResEnhet4,
    ResEnhet5: row.ResEnhet5,
    ResEnhet6: row.ResEnhet6,
    Konto: row.Konto,
    ReceiptId: row.ReceiptId,
  };
}

/** A copy of a stored row as a new one on `datum`: everything but its receipt, which is the original's. */
export const copiedValues = (row: Compensation, datum: string): CompensationFormValues => ({
  ...compensationValuesOf(row),
  Datum: datum,
  ReceiptId: null,
});

/** The code the employee used last in the period, when it is still theirs (a new row starts with it). */
export function usualLonKod(
  codes: readonly LonKod[],
  rows: readonly Pick<Compensation, 'LonKod' | 'Datum'>[],
) {
  const last = [...rows]
    .sort((a, b) => (a.Datum < b.Datum ? 1 : -1))
    .find((r) => codes.some((c) => c.LonKod === r.LonKod));
  return codes.find((c) => c.LonKod === last?.LonKod) ?? null;
}

/** The fields a read receipt fills: only what it could read; the amount is the receipt's total. */
export function scannedValues(scan: ScanResponse, merchantText: string): Partial<CompensationFormValues> {
  const out: Partial<CompensationFormValues> = {};
  if (scan.TransactionDate) out.Datum = scan.TransactionDate;
  if (scan.Total !== null) {
    out.Belopp = scan.Total;
    out.Antal = 1;
    out.Apris = null;
  }
  if (scan.Tax !== null) out.Moms = scan.Tax;
  out.ValutaKod = scan.Currency || DEFAULT_CURRENCY;
  if (merchantText) out.Text = merchantText;
  return out;
}

/** The form's fields a server error may name (Details[].Field). */
export const COMPENSATION_FIELDS = [
  'Datum',
  'LonKod',
  'Text',
  'FromDatum',
  'TomDatum',
  'Antal',
  'Apris',
  'Belopp',
  'Moms',
  'Varugrupp',
  'ValutaKod',
  'Kurs',
  'Brukare',
  ...RES_DIMS.map(resEnhetField),
  'Konto',
  'ReceiptId',
] as const;

/**
 * The VAT rates a row's amount may carry, from the rate table of its date (DOMAIN.md §3): each
 * with what it applies to that day. Before a date is typed, every rate the table has.
 */
export function rowVatRates(datum: string): VatRateOfDay[] {
  if (isValidIsoDate(datum)) return vatRatesOn(datum, true);
  return EVERY_VAT_RATE.map((rate) => ({ rate, categories: [] }));
}
