import { addDays, addMonths, daysBetween } from '../dates';

// Traktamente (per diem) inside Sweden, DOMAIN.md §1 and SPEC §5 "Travel and per diem": which days
// of a business trip carry a tax-free per diem, how much, and why. Pure and table-driven: the
// amounts are data by year (a year without them is "missing rules for travel", never a guess).

/** Domestic amounts in kronor per year (DOMAIN §1.1): full day, half day, night allowance. */
export const DOMESTIC_PER_DIEM: Readonly<Record<number, { full: number; half: number; night: number }>> = {
  2024: { full: 290, half: 145, night: 145 },
  2025: { full: 290, half: 145, night: 145 },
  2026: { full: 300, half: 150, night: 150 },
};

/** Tax-free per diem needs a destination more than this far from both home and workplace (DOMAIN §1.1). */
export const PER_DIEM_MIN_KM = 50;
/** A departure before this time makes the first day whole (DOMAIN §1.1: "före 12.00"). */
export const FULL_DEPARTURE_BEFORE = '12:00';
/** A return after this time makes the last day whole ("efter 19.00"). */
export const FULL_RETURN_AFTER = '19:00';
/** The night of a trip is spent away when it lasts to this time of the next morning (00:00–06:00). */
export const OVERNIGHT_UNTIL = '06:00';

/** The meals the employer (or someone else) paid on a day. */
export interface FreeMeals {
  breakfast?: boolean;
  lunch?: boolean;
  dinner?: boolean;
}

/**
 * The share of the day's amount free meals take away (DOMAIN §1.2, SKV A 2025:5), in percent:
 * breakfast, one main meal, both main meals, breakfast and one main meal, all three.
 */
export const MEAL_REDUCTION = {
  domestic: { breakfast: 20, main: 35, mains: 70, breakfastAndMain: 55, all: 90 },
  foreign: { breakfast: 15, main: 35, mains: 70, breakfastAndMain: 50, all: 85 },
} as const;

/** The percentage free meals reduce a day by. */
export function mealReductionPercent(meals: FreeMeals, where: keyof typeof MEAL_REDUCTION): number {
  const table = MEAL_REDUCTION[where];
  const mains = (meals.lunch ? 1 : 0) + (meals.dinner ? 1 : 0);
  if (meals.breakfast)
    return mains === 2 ? table.all : mains === 1 ? table.breakfastAndMain : table.breakfast;
  return mains === 2 ? table.mains : mains === 1 ? table.main : 0;
}

/** The meals free in either list (the same day reported on two trips). */
export const anyMeals = (a: FreeMeals, b: FreeMeals): FreeMeals => ({
  breakfast: !!(a.breakfast || b.breakfast),
  lunch: !!(a.lunch || b.lunch),
  dinner: !!(a.dinner || b.dinner),
});

/** Kronor rounded to whole kronor, half up: the tables round 290 × 35 % = 101,50 to 102. */
export const wholeKronor = (kr: number): number => Math.floor(kr + 0.5 + 1e-9);

/** A long stay at the same place (DOMAIN §1.1): 70 % after 3 months, 50 % after 2 years. */
export function longStayPercent(date: string, stayStart: string): 100 | 70 | 50 {
  if (date >= addMonths(stayStart, 24)) return 50;
  if (date >= addMonths(stayStart, 3)) return 70;
  return 100;
}

export interface DomesticTrip {
  departure: { date: string; time: string };
  return: { date: string; time: string };
  /** The destination's distance by the nearest route from the home or the workplace, whichever is nearer. */
  distanceKm: number;
  /** The first day at this place, when the stay began before this trip (for the long-stay reductions). */
  stayStart?: string;
  /** Free meals per date. */
  meals?: Readonly<Record<string, FreeMeals>>;
  /** The nights (the evening's date) the employer paid the lodging: no night allowance for those. */
  lodgingPaid?: readonly string[];
  /** The days this trip shares with the person's other trips, and how (sharedDay). */
  sharedDays?: Readonly<Record<string, SharedDay>>;
  /** Nights (the evening's date) another trip of the person gives: not given again. */
  nightsElsewhere?: readonly string[];
}

/**
 * A calendar day this trip shares with another trip of the same person (one comes home, the other
 * leaves). Per diem is an amount per day (DOMAIN §1.1, 12 kap. 10 § IL), so the day is counted
 * once: by the other trip (`elsewhere`), or here, whole when the other trip alone would make it
 * whole (a departure before 12:00, a return after 19:00), and reduced by the free meals of both.
 */
export type SharedDay = { elsewhere: true } | { elsewhere: false; whole: boolean; meals: FreeMeals };

/** Why a trip or a day gets what it gets: i18n keys under travel.reason. */
export type PerDiemReason =
  | 'travel.reason.departureBeforeNoon'
  | 'travel.reason.departureAfterNoon'
  | 'travel.reason.returnAfterSeven'
  | 'travel.reason.returnBySeven'
  | 'travel.reason.wholeDayAway'
  | 'travel.reason.longStay70'
  | 'travel.reason.longStay50'
  | 'travel.reason.meals'
  /** The day is counted on another trip of the person that day (sharedDays). */
  | 'travel.reason.otherTrip'
  /** Another trip of the person that day makes it a whole day (sharedDays). */
  | 'travel.reason.otherTripWhole';

export interface PerDiemDay {
  date: string;
  /** The country whose amount the day has (SE in Sweden). */
  country: string;
  part: 'full' | 'half';
  /** The day's amount before meals: full or half, after any long-stay reduction. */
  base: number;
  mealReduction: number;
  /** Tax-free per diem of the day. */
  amount: number;
  reasons: PerDiemReason[];
}

export interface PerDiemNight {
  /** The evening's date. */
  date: string;
  amount: number;
}

export type PerDiemResult =
  | {
      kind: 'taxFree';
      days: PerDiemDay[];
      nights: PerDiemNight[];
      /** Days and nights together, in kronor. */
      total: number;
    }
  /** No tax-free per diem: why (travel.notEligible.*). */
  | { kind: 'notEligible'; reason: 'travel.notEligible.noOvernight' | 'travel.notEligible.tooClose' }
  /** SPEC §8 "missing rules for travel": the years without amounts. */
  | { kind: 'missingRules'; years: number[] };

/** Whether the trip spends a night away: it lasts from one day until 06:00 the next or later. */
export function hasOvernight(trip: Pick<DomesticTrip, 'departure' | 'return'>): boolean {
  const nights = daysBetween(trip.departure.date, trip.return.date);
  return nights >= 2 || (nights === 1 && trip.return.time >= OVERNIGHT_UNTIL);
}

/** A day's amounts and which meal shares apply: the domestic ones, or a country's normalbelopp. */
export interface DayRates {
  full: number;
  half: number;
  night: number;
  where: keyof typeof MEAL_REDUCTION;
  /** The country of the day (ISO alpha-2; SE in Sweden). */
  country: string;
}

/** The domestic amounts of a date's year, or null when the year has none. */
export function domesticRates(date: string): DayRates | null {
  const r = DOMESTIC_PER_DIEM[Number(date.slice(0, 4))];
  return r ? { ...r, where: 'domestic', country: 'SE' } : null;
}

/**
 * The tax-free domestic per diem of a trip, day by day: the departure day whole before 12:00 and
 * half from 12:00, the return day whole after 19:00 and half at 19:00 or earlier, the days between
 * whole; each reduced after 3 months (70 %) or 2 years (50 %) at the same place and then by the
 * day's free meals (a share of that amount); a night allowance for each night whose lodging the
 * employer did not pay. Only for a trip with an overnight stay more than 50 km away.
 */
export function domesticPerDiem(trip: DomesticTrip): PerDiemResult {
  if (!(trip.distanceKm > PER_DIEM_MIN_KM)) {
    if (!hasOvernight(trip)) return { kind: 'notEligible', reason: 'travel.notEligible.noOvernight' };
    return { kind: 'notEligible', reason: 'travel.notEligible.tooClose' };
  }
  return perDiemOf(trip, domesticRates);
}

/**
 * The per diem of a trip with an overnight stay, each day at the amounts `ratesOf` gives it (the
 * year's, the day's country's): SPEC §8 "missing rules for travel" when a day has none.
 */
export function perDiemOf(
  trip: Omit<DomesticTrip, 'distanceKm'>,
  ratesOf: (date: string) => DayRates | null,
): PerDiemResult {
  if (!hasOvernight(trip)) return { kind: 'notEligible', reason: 'travel.notEligible.noOvernight' };
  const first = trip.departure.date;
  const last = trip.return.date;
  const count = daysBetween(first, last) + 1;
  const dates = Array.from({ length: count }, (_, i) => addDays(first, i));
  const rates = new Map(dates.map((d) => [d, ratesOf(d)]));
  const missing = [...new Set(dates.filter((d) => rates.get(d) === null).map((d) => Number(d.slice(0, 4))))];
  if (missing.length > 0) return { kind: 'missingRules', years: missing };
  const stayStart = trip.stayStart ?? first;

  const days = dates.map((date): PerDiemDay => {
    const day = rates.get(date)!;
    const reasons: PerDiemReason[] = [];
    let part: 'full' | 'half' = 'full';
    if (date === first) {
      part = trip.departure.time < FULL_DEPARTURE_BEFORE ? 'full' : 'half';
      reasons.push(
        part === 'full' ? 'travel.reason.departureBeforeNoon' : 'travel.reason.departureAfterNoon',
      );
    }
    if (date === last) {
      const returnPart = trip.return.time > FULL_RETURN_AFTER ? 'full' : 'half';
      reasons.push(returnPart === 'full' ? 'travel.reason.returnAfterSeven' : 'travel.reason.returnBySeven');
      if (returnPart === 'half') part = 'half';
    }
    if (date !== first && date !== last) reasons.push('travel.reason.wholeDayAway');
    const shared = trip.sharedDays?.[date];
    if (shared?.elsewhere)
      return {
        date,
        country: day.country,
        part,
        base: 0,
        mealReduction: 0,
        amount: 0,
        reasons: ['travel.reason.otherTrip'],
      };
    if (shared?.whole && part === 'half') {
      part = 'full';
      reasons.push('travel.reason.otherTripWhole');
    }
    const percent = longStayPercent(date, stayStart);
    if (percent === 70) reasons.push('travel.reason.longStay70');
    if (percent === 50) reasons.push('travel.reason.longStay50');
    const base = wholeKronor(((part === 'full' ? day.full : day.half) * percent) / 100);
    const meals = trip.meals?.[date] ?? {};
    const mealPercent = mealReductionPercent(shared ? anyMeals(meals, shared.meals) : meals, day.where);
    if (mealPercent > 0) reasons.push('travel.reason.meals');
    const mealReduction = wholeKronor((base * mealPercent) / 100);
    return { date, country: day.country, part, base, mealReduction, amount: base - mealReduction, reasons };
  });
  const nights = dates
    .slice(0, -1)
    .filter(
      (date) => !(trip.lodgingPaid ?? []).includes(date) && !(trip.nightsElsewhere ?? []).includes(date),
    )
    .map((date) => ({ date, amount: rates.get(date)!.night }));
  const total = days.reduce((n, d) => n + d.amount, 0) + nights.reduce((n, d) => n + d.amount, 0);
  return { kind: 'taxFree', days, nights, total };
}
