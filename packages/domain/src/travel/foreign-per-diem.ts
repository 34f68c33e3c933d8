import { addDays, daysBetween } from '../dates';
import {
  domesticRates,
  perDiemOf,
  wholeKronor,
  type DayRates,
  type DomesticTrip,
  type PerDiemResult,
} from './per-diem';

// Utlandstraktamente, DOMAIN.md §1.3: a day abroad has the normalbelopp of the country where the
// longest part of its 06:00–24:00 was spent (12 kap. 12 § IL); time on a plane or a boat between
// ports counts for no country; half day and night allowance are half the normalbelopp. The
// normalbelopp are data by year (Skatteverket's table), loaded, never written into logic.

/** The "Övriga länder och områden" row of Skatteverket's table: a country the table does not name. */
export const OTHER_COUNTRIES = 'ÖVRIGA';

/** One year's normalbelopp in kronor per day, by ISO alpha-2 country code (and OTHER_COUNTRIES). */
export type NormalbeloppTable = Readonly<Record<string, number>>;

/** From this moment on the employee is in `place` (ISO alpha-2, SE at home), or travelling by air or sea (null). */
export interface TripLeg {
  date: string;
  time: string;
  place: string | null;
}

const MINUTES_FROM = 6 * 60;
const MINUTES_TO = 24 * 60;
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes from the trip's first midnight. */
const at = (first: string, point: { date: string; time: string }) =>
  daysBetween(first, point.date) * MINUTES_TO + minutesOf(point.time);

/**
 * The country of each date of the trip: where the longest part of 06:00–24:00 was spent, legs on a
 * plane or a boat left out. A tie goes to the country reached first that day; a day spent wholly
 * in the air keeps the day before's country.
 */
export function countriesOfDays(
  trip: Pick<DomesticTrip, 'departure' | 'return'>,
  legs: readonly TripLeg[],
): Map<string, string> {
  const first = trip.departure.date;
  const end = at(first, trip.return);
  const spans = legs.map((leg, i) => ({
    place: leg.place,
    from: at(first, leg),
    to: i + 1 < legs.length ? at(first, legs[i + 1]!) : end,
  }));
  const out = new Map<string, string>();
  let previous = 'SE';
  for (let d = 0; d <= daysBetween(first, trip.return.date); d++) {
    const date = addDays(first, d);
    const dayFrom = d * MINUTES_TO + MINUTES_FROM;
    const dayTo = (d + 1) * MINUTES_TO;
    const minutes = new Map<string, number>();
    for (const span of spans) {
      if (span.place === null) continue;
      const overlap = Math.min(span.to, dayTo) - Math.max(span.from, dayFrom);
      if (overlap > 0) minutes.set(span.place, (minutes.get(span.place) ?? 0) + overlap);
    }
    let best: string | null = null;
    for (const [place, m] of minutes) if (best === null || m > minutes.get(best)!) best = place;
    previous = best ?? previous;
    out.set(date, previous);
  }
  return out;
}

/** The day's amounts in `country` in `year`: Sweden's own, or the year's normalbelopp (its "other countries" row). */
export function foreignRates(
  country: string,
  date: string,
  tables: Readonly<Record<number, NormalbeloppTable>>,
): DayRates | null {
  if (country === 'SE') return domesticRates(date);
  const table = tables[Number(date.slice(0, 4))];
  const amount = table?.[country] ?? table?.[OTHER_COUNTRIES];
  if (amount === undefined) return null;
  const half = wholeKronor(amount / 2);
  return { full: amount, half, night: half, where: 'foreign', country };
}

/**
 * The per diem of a trip abroad, day by day at its country's amount (DOMAIN §1.3), with the same
 * 12:00 / 19:00 rules, long-stay reductions, meal shares (the foreign ones abroad) and nights as
 * at home. `legs` are the trip's places in time order from the departure: border crossings, a
 * flight or a ferry (place null until arrival), the entry to Sweden.
 */
export function foreignPerDiem(
  trip: Omit<DomesticTrip, 'distanceKm'>,
  legs: readonly TripLeg[],
  tables: Readonly<Record<number, NormalbeloppTable>>,
): PerDiemResult {
  const countries = countriesOfDays(trip, legs);
  return perDiemOf(trip, (date) => foreignRates(countries.get(date) ?? 'SE', date, tables));
}
