import { foreignPerDiem, type NormalbeloppTable } from './foreign-per-diem';
import type { VehicleType } from './mileage';
import { kostformanOf } from './kostforman';
import { anyMeals, domesticPerDiem, type FreeMeals, type PerDiemResult, type SharedDay } from './per-diem';
import {
  allowanceRow,
  amountRow,
  expenseRows,
  mileageStep,
  representationStep,
  type Step,
} from './trip-pay-rows';
import {
  HOME_COUNTRY,
  isForeignTrip,
  TRAVEL_PAY_CODES,
  tripDates,
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
  /** The person's other trips that touch this trip's days (a day gives its allowances once). */
  otherTrips?: readonly OtherTrip[];
}

/** Another trip of the same person, as the rules of a shared day need it. */
export interface OtherTrip {
  values: TravelValues;
  /** What it gave when it was completed (its rows stand), or null while it is in progress. */
  result: TravelResult | null;
}

// One calendar day gives per diem, night allowance and each meal's kostförmån at most once per
// person (DOMAIN §1.1–§1.2: amounts per day and per night; the schablon is one breakfast, lunch and
// dinner a day), also when one trip comes home on the day another leaves. What two trips share is
// held by one of them: a completed trip keeps what it gave (its rows exist; reverting it lets it be
// counted again), and between trips in progress the one that left first. The day is counted once
// by the 12:00 and 19:00 rules of each trip: whole when either trip alone makes it whole.

const momentOf = (v: Pick<TravelValues, 'AvresaDatum' | 'AvresaTid'>) => `${v.AvresaDatum}T${v.AvresaTid}`;

/** Whether `other` holds what it shares with `v`. */
const holds = (other: OtherTrip, v: TravelValues): boolean =>
  other.result !== null || momentOf(other.values) < momentOf(v);

/** The per diem days (with their part) and nights another trip gives: as completed, or on its own. */
function perDiemGivenBy(other: OtherTrip, data: TravelRuleData) {
  const perDiem =
    other.result === null
      ? perDiemStep(other.values, { ...data, otherTrips: [] }).value
      : other.result.kind === 'ok'
        ? other.result.perDiem
        : { days: [], nights: [] };
  return {
    days: new Map(perDiem.days.filter((d) => d.amount > 0).map((d) => [d.date, d.part])),
    nights: new Set(perDiem.nights.map((n) => n.date)),
  };
}

const mealsOn = (v: TravelValues, date: string): FreeMeals => {
  const d = v.Dagar.find((x) => x.Datum === date);
  return { breakfast: d?.Frukost ?? false, lunch: d?.Lunch ?? false, dinner: d?.Middag ?? false };
};

/** How this trip's days are shared with the person's other trips, and the nights they give. */
function sharedWithOthers(v: TravelValues, data: TravelRuleData) {
  const others = (data.otherTrips ?? []).map((o) => ({
    trip: o,
    holds: holds(o, v),
    given: perDiemGivenBy(o, data),
    covers: (date: string) => o.values.AvresaDatum <= date && date <= o.values.HemkomstDatum,
  }));
  const sharedDays: Record<string, SharedDay> = {};
  for (const date of tripDates(v)) {
    const covering = others.filter((o) => o.covers(date));
    if (covering.length === 0) continue;
    if (covering.some((o) => o.holds && o.given.days.has(date))) {
      sharedDays[date] = { elsewhere: true };
      continue;
    }
    sharedDays[date] = {
      elsewhere: false,
      whole: covering.some((o) => o.given.days.get(date) === 'full'),
      meals: covering.reduce<FreeMeals>((m, o) => anyMeals(m, mealsOn(o.trip.values, date)), {}),
    };
  }
  const nightsElsewhere = others.filter((o) => o.holds).flatMap((o) => [...o.given.nights]);
  return { sharedDays, nightsElsewhere };
}

/** The meals of `date` whose kostförmån another trip takes: as completed, or as reported while in progress. */
function mealsTakenBy(other: OtherTrip, date: string): FreeMeals {
  if (other.result === null) return mealsOn(other.values, date);
  if (other.result.kind !== 'ok') return {};
  const taxed = other.result.kostforman;
  if (taxed) {
    const day = taxed.find((k) => k.Datum === date);
    return day ? { breakfast: day.Frukost, lunch: day.Lunch, dinner: day.Middag } : {};
  }
  // A trip completed before its result named the meals: its benefit row of the day took what it reported.
  const row = other.result.rows.some((r) => r.LonKod === TRAVEL_PAY_CODES.mealBenefit && r.Datum === date);
  return row ? mealsOn(other.values, date) : {};
}

/** The meals of `date` whose kostförmån a trip holding the day before this one takes (once a day). */
function mealsElsewhere(v: TravelValues, data: TravelRuleData, date: string): FreeMeals {
  return (data.otherTrips ?? [])
    .filter((o) => holds(o, v))
    .reduce<FreeMeals>((m, o) => anyMeals(m, mealsTakenBy(o, date)), {});
}

/** The reported meals of each day, by date. */
const mealsByDate = (v: TravelValues): Map<string, FreeMeals> =>
  new Map(v.Dagar.map((d) => [d.Datum, { breakfast: d.Frukost, lunch: d.Lunch, dinner: d.Middag }]));

/** Per diem as the domestic or foreign rules compute it (DOMAIN §1), for a trip that claims it. */
function perDiemRules(v: TravelValues, data: TravelRuleData, meals: Map<string, FreeMeals>): PerDiemResult {
  const trip = {
    departure: { date: v.AvresaDatum, time: v.AvresaTid },
    return: { date: v.HemkomstDatum, time: v.HemkomstTid },
    distanceKm: v.AvstandKm,
    ...(v.VistelseStart ? { stayStart: v.VistelseStart } : {}),
    meals: Object.fromEntries(meals),
    lodgingPaid: v.Dagar.filter((d) => d.LogiBetald).map((d) => d.Datum),
    ...sharedWithOthers(v, data),
  };
  return isForeignTrip(v) ? foreignPerDiem(trip, tripLegs(v), data.normalbelopp) : domesticPerDiem(trip);
}

const payCodesOf = (country: string) =>
  country === HOME_COUNTRY ? TRAVEL_PAY_CODES.domestic : TRAVEL_PAY_CODES.foreign;

/** The rows of tax-free per diem: each day with an amount, then each night, at its country's codes. */
function perDiemRows(result: Extract<PerDiemResult, { kind: 'taxFree' }>): TravelPayRow[] {
  const days = result.days
    .filter((d) => d.amount > 0)
    .map((d) => {
      const codes = payCodesOf(d.country);
      const text = [d.country, d.mealReduction > 0 ? `-${d.mealReduction}` : ''].filter(Boolean).join(' ');
      return allowanceRow(d.part === 'full' ? codes.full : codes.half, d.date, d.amount, text);
    });
  const countryOf = new Map(result.days.map((d) => [d.date, d.country]));
  const nights = result.nights.map((n) => {
    const land = countryOf.get(n.date) ?? HOME_COUNTRY;
    return allowanceRow(payCodesOf(land).night, n.date, n.amount, land);
  });
  return [...days, ...nights];
}

/** Per diem day by day and night allowances, or why none (DOMAIN §1). */
function perDiemStep(v: TravelValues, data: TravelRuleData): Step<TravelOk['perDiem']> {
  const none = (notEligible: string | null, missing: readonly number[] = []) => ({
    value: { days: [], nights: [], notEligible },
    rows: [],
    missing,
  });
  if (!v.Traktamente) return none('travel.notEligible.notClaimed');
  const meals = mealsByDate(v);
  const result = perDiemRules(v, data, meals);
  if (result.kind === 'missingRules')
    return {
      ...none(null, result.years),
      missingNormalbelopp: isForeignTrip(v) ? result.years.filter((y) => !data.normalbelopp[y]) : [],
    };
  if (result.kind === 'notEligible') return none(result.reason);
  return {
    value: {
      days: result.days.map((d) => ({ ...d, meals: meals.get(d.date) ?? {} })),
      nights: result.nights,
      notEligible: null,
    },
    rows: perDiemRows(result),
    missing: [],
  };
}

/** Free meals are a taxable benefit whether or not per diem is claimed (a hotel breakfast is not). */
function mealBenefitStep(v: TravelValues, data: TravelRuleData): Step<TravelOk['kostforman']> {
  const rows: TravelPayRow[] = [];
  const missing: number[] = [];
  const value: TravelOk['kostforman'] = [];
  for (const d of v.Dagar) {
    const held = mealsElsewhere(v, data, d.Datum);
    const taxed = {
      Frukost: d.Frukost && !d.FrukostIHotell && !held.breakfast,
      Lunch: d.Lunch && !held.lunch,
      Middag: d.Middag && !held.dinner,
    };
    const benefit = kostformanOf(
      { breakfast: taxed.Frukost, lunch: taxed.Lunch, dinner: taxed.Middag, hotelBreakfast: false },
      Number(d.Datum.slice(0, 4)),
    );
    if (benefit.kind === 'missingRules') missing.push(...benefit.years);
    else if (benefit.amount > 0) value.push({ Datum: d.Datum, ...taxed });
    if (benefit.kind === 'ok' && benefit.amount > 0)
      rows.push(
        amountRow({
          LonKod: TRAVEL_PAY_CODES.mealBenefit,
          Datum: d.Datum,
          Antal: 1,
          Apris: benefit.amount,
          Belopp: benefit.amount,
          Text: '',
          Slag: 'FORMAN',
        }),
      );
  }
  return { value, rows, missing };
}

/** The trip's totals by kind of row, summed in öre. */
function totalsOf(
  rows: readonly TravelPayRow[],
  representation: TravelOk['representation'],
): TravelOk['totals'] {
  const sum = (slag: TravelPayRow['Slag']) =>
    rows.filter((r) => r.Slag === slag).reduce((n, r) => n + Math.round(r.Summa * 100), 0) / 100;
  return {
    Skattefritt: sum('SKATTEFRI'),
    Skattepliktigt: sum('SKATTEPLIKTIG'),
    Forman: sum('FORMAN'),
    Utlagg: sum('UTLAGG'),
    AvdragsgillMoms: representation.reduce((n, r) => n + Math.round(r.AvdragsgillMoms * 100), 0) / 100,
  };
}

/**
 * What a trip gives, by the rules: per diem day by day (domestic or at each day's country's
 * normalbelopp), night allowances, mileage tax-free and taxable, expenses paid back and
 * representation with its deductible VAT, as compensation rows with the totals. Texts on the rows
 * are short and Swedish-neutral (codes, countries, figures): the web and the print explain them.
 */
export function travelResult(v: TravelValues, data: TravelRuleData): TravelResult {
  const perDiem = perDiemStep(v, data);
  const benefits = mealBenefitStep(v, data);
  const mileage = mileageStep(v, data);
  const missing = new Set([...perDiem.missing, ...benefits.missing, ...mileage.missing]);
  if (missing.size > 0) {
    const normalbelopp = [...(perDiem.missingNormalbelopp ?? [])].sort();
    return {
      kind: 'missingRules',
      years: [...missing].sort(),
      ...(normalbelopp.length > 0 ? { normalbelopp } : {}),
    };
  }
  const representation = representationStep(v);
  const rows = [
    ...perDiem.rows,
    ...benefits.rows,
    ...mileage.rows,
    ...expenseRows(v),
    ...representation.rows,
  ];
  return {
    kind: 'ok',
    perDiem: perDiem.value,
    mileage: mileage.value,
    representation: representation.value,
    kostforman: benefits.value,
    rows,
    totals: totalsOf(rows, representation.value),
  };
}
