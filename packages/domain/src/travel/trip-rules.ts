import { DEFAULT_CURRENCY } from '../constants';
import { compensationSums, roundKronor } from '../compensations';
import { foreignPerDiem, type NormalbeloppTable } from './foreign-per-diem';
import { mileageAllowance, type VehicleType } from './mileage';
import { kostformanOf } from './kostforman';
import { domesticPerDiem } from './per-diem';
import { representationVat } from './representation';
import {
  HOME_COUNTRY,
  isForeignTrip,
  TRAVEL_PAY_CODES,
  tripLegs,
  type TravelOk,
  type TravelPayRow,
  type TravelResult,
  type TravelValues,
} from './trip';

// What a trip gives by the rules (SPEC §5 Travel and per diem, DOMAIN §1–§3): the per diem, the
// mileage, the expenses paid back and the representation, as the compensation rows of source RESA
// a completed trip makes, with their totals.

/** What the rules need besides the trip: the normalbelopp by year, the company's paid mileage per mil. */
export interface TravelRuleData {
  normalbelopp: Readonly<Record<number, NormalbeloppTable>>;
  /** What the company pays per mil by vehicle (its pay codes' unit price); the tax-free rate when absent. */
  paidPerMil?: Partial<Record<VehicleType, number>>;
}

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

/**
 * What a trip gives, by the rules: per diem day by day (domestic or at each day's country's
 * normalbelopp), night allowances, mileage tax-free and taxable, expenses paid back and
 * representation with its deductible VAT, as compensation rows with the totals. Texts on the rows
 * are short and Swedish-neutral (codes, countries, figures): the web and the print explain them.
 */
export function travelResult(v: TravelValues, data: TravelRuleData): TravelResult {
  const missing = new Set<number>();
  const rows: TravelPayRow[] = [];
  const mealsOf = new Map(
    v.Dagar.map((d) => [d.Datum, { breakfast: d.Frukost, lunch: d.Lunch, dinner: d.Middag }]),
  );
  const trip = {
    departure: { date: v.AvresaDatum, time: v.AvresaTid },
    return: { date: v.HemkomstDatum, time: v.HemkomstTid },
    distanceKm: v.AvstandKm,
    ...(v.VistelseStart ? { stayStart: v.VistelseStart } : {}),
    meals: Object.fromEntries(mealsOf),
    lodgingPaid: v.Dagar.filter((d) => d.LogiBetald).map((d) => d.Datum),
  };
  const foreign = isForeignTrip(v);
  let perDiem: TravelOk['perDiem'] = { days: [], nights: [], notEligible: null };
  if (!v.Traktamente) perDiem.notEligible = 'travel.notEligible.notClaimed';
  else {
    const result = foreign ? foreignPerDiem(trip, tripLegs(v), data.normalbelopp) : domesticPerDiem(trip);
    if (result.kind === 'missingRules') result.years.forEach((y) => missing.add(y));
    else if (result.kind === 'notEligible') perDiem.notEligible = result.reason;
    else {
      perDiem = {
        days: result.days.map((d) => ({ ...d, meals: mealsOf.get(d.date) ?? {} })),
        nights: result.nights,
        notEligible: null,
      };
      for (const d of result.days) {
        if (d.amount <= 0) continue;
        const codes = d.country === HOME_COUNTRY ? TRAVEL_PAY_CODES.domestic : TRAVEL_PAY_CODES.foreign;
        rows.push(
          payRow({
            LonKod: d.part === 'full' ? codes.full : codes.half,
            Datum: d.date,
            Antal: 1,
            Apris: d.amount,
            Belopp: d.amount,
            Moms: 0,
            ValutaKod: DEFAULT_CURRENCY,
            Varugrupp: '',
            Text: [d.country, d.mealReduction > 0 ? `-${d.mealReduction}` : ''].filter(Boolean).join(' '),
            ReceiptId: null,
            Slag: 'SKATTEFRI',
          }),
        );
      }
      const countryOf = new Map(result.days.map((d) => [d.date, d.country]));
      for (const n of result.nights) {
        const land = countryOf.get(n.date) ?? HOME_COUNTRY;
        const codes = land === HOME_COUNTRY ? TRAVEL_PAY_CODES.domestic : TRAVEL_PAY_CODES.foreign;
        rows.push(
          payRow({
            LonKod: codes.night,
            Datum: n.date,
            Antal: 1,
            Apris: n.amount,
            Belopp: n.amount,
            Moms: 0,
            ValutaKod: DEFAULT_CURRENCY,
            Varugrupp: '',
            Text: land,
            ReceiptId: null,
            Slag: 'SKATTEFRI',
          }),
        );
      }
    }
  }

  // Free meals are a taxable benefit whether or not per diem is claimed (a hotel breakfast is not).
  for (const d of v.Dagar) {
    const benefit = kostformanOf(
      { breakfast: d.Frukost, lunch: d.Lunch, dinner: d.Middag, hotelBreakfast: d.FrukostIHotell },
      Number(d.Datum.slice(0, 4)),
    );
    if (benefit.kind === 'missingRules') benefit.years.forEach((y) => missing.add(y));
    else if (benefit.amount > 0)
      rows.push(
        payRow({
          LonKod: TRAVEL_PAY_CODES.mealBenefit,
          Datum: d.Datum,
          Antal: 1,
          Apris: benefit.amount,
          Belopp: benefit.amount,
          Moms: 0,
          ValutaKod: DEFAULT_CURRENCY,
          Varugrupp: '',
          Text: '',
          ReceiptId: null,
          Slag: 'FORMAN',
        }),
      );
  }

  const mileage: TravelOk['mileage'] = [];
  for (const m of v.Mil) {
    const r = mileageAllowance(m.Km, m.Fordon, Number(m.Datum.slice(0, 4)), data.paidPerMil?.[m.Fordon]);
    if (r.kind === 'missingRules') {
      r.years.forEach((y) => missing.add(y));
      continue;
    }
    mileage.push({
      Datum: m.Datum,
      Fordon: m.Fordon,
      Km: m.Km,
      Mil: r.mil,
      Sats: r.rate,
      Skattefritt: r.taxFree,
      Skattepliktigt: r.taxable,
    });
    const note = [m.Regnr, m.Beskrivning].filter(Boolean).join(' ');
    rows.push(
      payRow({
        LonKod: TRAVEL_PAY_CODES.mileage[m.Fordon],
        Datum: m.Datum,
        Antal: r.mil,
        Apris: r.rate,
        Belopp: r.taxFree,
        Moms: 0,
        ValutaKod: DEFAULT_CURRENCY,
        Varugrupp: '',
        Text: note,
        ReceiptId: null,
        Slag: 'SKATTEFRI',
      }),
    );
    if (r.taxable > 0)
      rows.push(
        payRow({
          LonKod: TRAVEL_PAY_CODES.mileageTaxable,
          Datum: m.Datum,
          Antal: r.mil,
          Apris: roundKronor(r.taxable / r.mil),
          Belopp: r.taxable,
          Moms: 0,
          ValutaKod: DEFAULT_CURRENCY,
          Varugrupp: '',
          Text: note,
          ReceiptId: null,
          Slag: 'SKATTEPLIKTIG',
        }),
      );
  }
  if (missing.size > 0) return { kind: 'missingRules', years: [...missing].sort() };

  for (const u of v.Utlagg)
    rows.push(
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
  const representation: TravelOk['representation'] = [];
  for (const r of v.Representation) {
    const vat = representationVat({
      participants: r.Deltagare.length,
      total: r.Belopp,
      vat: r.Moms,
      alcohol: r.Alkohol,
    });
    representation.push({
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
  const sum = (slag: TravelPayRow['Slag']) =>
    rows.filter((r) => r.Slag === slag).reduce((n, r) => n + Math.round(r.Summa * 100), 0) / 100;
  return {
    kind: 'ok',
    perDiem,
    mileage,
    representation,
    rows,
    totals: {
      Skattefritt: sum('SKATTEFRI'),
      Skattepliktigt: sum('SKATTEPLIKTIG'),
      Forman: sum('FORMAN'),
      Utlagg: sum('UTLAGG'),
      AvdragsgillMoms: representation.reduce((n, r) => n + Math.round(r.AvdragsgillMoms * 100), 0) / 100,
    },
  };
}
