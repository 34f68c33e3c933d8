// The compensation rows a trip's rules make (SPEC §5, DOMAIN §2–§3), and the steps that need no
// other trip of the person: mileage, expenses paid back and representation. trip-rules.ts adds the
// per diem and the meal benefits, which a day shares with the person's other trips.
import { DEFAULT_CURRENCY } from '../constants';
import { compensationSums, roundKronor } from '../compensations';
import { mileageAllowance, type VehicleType } from './mileage';
import { representationVat } from './representation';
import { TRAVEL_PAY_CODES, type TravelOk, type TravelPayRow, type TravelValues } from './trip';

const payRow = (
  r: Omit<TravelPayRow, 'Summa' | 'MomsSek' | 'Kurs'> & { Kurs?: number | null },
): TravelPayRow => {
  const sums = compensationSums({ ...r, Kurs: r.Kurs ?? null });
  return {
    ...r,
    Belopp: sums.Belopp,
    Moms: sums.Moms,
    Kurs: sums.Kurs,
    Summa: sums.Summa,
    MomsSek: sums.MomsSek,
  };
};

/** One amount in kronor without VAT or receipt: a day's or a night's per diem, a benefit, a mileage. */
export const amountRow = (
  r: Pick<TravelPayRow, 'LonKod' | 'Datum' | 'Antal' | 'Apris' | 'Belopp' | 'Text' | 'Slag'>,
): TravelPayRow =>
  payRow({
    LonKod: r.LonKod,
    Datum: r.Datum,
    Antal: r.Antal,
    Apris: r.Apris,
    Belopp: r.Belopp,
    Moms: 0,
    ValutaKod: DEFAULT_CURRENCY,
    Varugrupp: '',
    Text: r.Text,
    ReceiptId: null,
    Slag: r.Slag,
  });

/** A fixed tax-free amount of one day or night (per diem, night allowance). */
export const allowanceRow = (LonKod: string, Datum: string, amount: number, Text: string): TravelPayRow =>
  amountRow({ LonKod, Datum, Antal: 1, Apris: amount, Belopp: amount, Text, Slag: 'SKATTEFRI' });

/** What one step of the rules gives: its rows, and the years it found no amounts for. */
export interface Step<T> {
  value: T;
  rows: TravelPayRow[];
  missing: readonly number[];
  /** Of `missing`, the years whose foreign normalbelopp table is missing (DOMAIN §1.3). */
  missingNormalbelopp?: readonly number[];
}

/** Mileage of each drive: tax-free at the year's rate, what the company pays above it taxable (DOMAIN §2). */
export function mileageStep(
  v: TravelValues,
  data: { paidPerMil?: Partial<Record<VehicleType, number>> },
): Step<TravelOk['mileage']> {
  const value: TravelOk['mileage'] = [];
  const rows: TravelPayRow[] = [];
  const missing: number[] = [];
  for (const m of v.Mil) {
    const r = mileageAllowance(m.Km, m.Fordon, Number(m.Datum.slice(0, 4)), data.paidPerMil?.[m.Fordon]);
    if (r.kind === 'missingRules') {
      missing.push(...r.years);
      continue;
    }
    value.push({
      Datum: m.Datum,
      Fordon: m.Fordon,
      Km: m.Km,
      Mil: r.mil,
      Sats: r.rate,
      Skattefritt: r.taxFree,
      Skattepliktigt: r.taxable,
    });
    const Text = [m.Regnr, m.Beskrivning].filter(Boolean).join(' ');
    const drive = { Datum: m.Datum, Antal: r.mil, Text };
    rows.push(
      amountRow({
        ...drive,
        LonKod: TRAVEL_PAY_CODES.mileage[m.Fordon],
        Apris: r.rate,
        Belopp: r.taxFree,
        Slag: 'SKATTEFRI',
      }),
    );
    if (r.taxable > 0)
      rows.push(
        amountRow({
          ...drive,
          LonKod: TRAVEL_PAY_CODES.mileageTaxable,
          Apris: roundKronor(r.taxable / r.mil),
          Belopp: r.taxable,
          Slag: 'SKATTEPLIKTIG',
        }),
      );
  }
  return { value, rows, missing };
}

/** The expenses paid back, as reported with their VAT and currency. */
export const expenseRows = (v: TravelValues): TravelPayRow[] =>
  v.Utlagg.map((u) =>
    payRow({
      LonKod: TRAVEL_PAY_CODES.expense,
      Datum: u.Datum,
      Antal: 1,
      Apris: null,
      Belopp: u.Belopp,
      Moms: u.Moms,
      ValutaKod: u.ValutaKod,
      Kurs: u.Kurs,
      Varugrupp: u.Varugrupp,
      Text: u.Text,
      ReceiptId: u.ReceiptId,
      Slag: 'UTLAGG',
    }),
  );

/** Representation paid back, with the part of its VAT that is deductible (DOMAIN §3). */
export function representationStep(v: TravelValues): Step<TravelOk['representation']> {
  const value: TravelOk['representation'] = [];
  const rows: TravelPayRow[] = [];
  for (const r of v.Representation) {
    const vat = representationVat({
      participants: r.Deltagare.length,
      total: r.Belopp,
      vat: r.Moms,
      alcohol: r.Alkohol,
    });
    value.push({
      Datum: r.Datum,
      Deltagare: r.Deltagare.length,
      AvdragsgillMoms: vat.deductibleVat,
      EjAvdragsgillMoms: vat.nonDeductibleVat,
      Skal: vat.reason,
    });
    rows.push(
      payRow({
        LonKod: TRAVEL_PAY_CODES.representation,
        Datum: r.Datum,
        Antal: 1,
        Apris: null,
        Belopp: r.Belopp,
        // Only the deductible VAT is booked as input VAT; the rest is part of the cost.
        Moms: vat.deductibleVat,
        ValutaKod: DEFAULT_CURRENCY,
        Varugrupp: 'Representation',
        Text: [r.Typ === 'EXTERN' ? 'Extern' : 'Intern', `${r.Deltagare.length}`, r.Text]
          .filter(Boolean)
          .join(' '),
        ReceiptId: r.ReceiptId,
        Slag: 'UTLAGG',
      }),
    );
  }
  return { value, rows, missing: [] };
}
