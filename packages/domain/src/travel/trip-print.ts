import {
  HOME_COUNTRY,
  TRAVEL_EVENT_TYPES,
  type TravelExpense,
  type TravelResult,
  type TravelValues,
} from './trip';

// The travel expense report as a print: the trip's lines in the
// order the print shows them, the same on the web's print view and in the server's PDF. Pure: the
// texts and number formats are the caller's.

/** What a line of the events table is: the departure, the trip's own events, the return. */
export const TRIP_PRINT_EVENTS = ['AVRESA', ...TRAVEL_EVENT_TYPES, 'HEMKOMST'] as const;
export type TripPrintEvent = (typeof TRIP_PRINT_EVENTS)[number];

export interface TripEventLine {
  typ: TripPrintEvent;
  datum: string;
  tid: string;
  /** The country left ('' for the departure and the return). */
  franLand: string;
  /** The country entered ('' for the departure and the return). */
  land: string;
  /** A flight's or ferry's arrival; '' otherwise. */
  ankomstDatum: string;
  ankomstTid: string;
}

/**
 * The trip's events in time order, from the departure to the return. Each border crossing, flight
 * or ferry and the entry to Sweden says where it left from: the flight's own FranLand, else the
 * country the trip was in (Sweden at first), so the print reads "Denmark → Germany".
 */
export function tripEventLines(
  trip: Pick<TravelValues, 'AvresaDatum' | 'AvresaTid' | 'HemkomstDatum' | 'HemkomstTid' | 'Handelser'>,
): TripEventLine[] {
  const none = { franLand: '', land: '', ankomstDatum: '', ankomstTid: '' };
  const lines: TripEventLine[] = [{ typ: 'AVRESA', datum: trip.AvresaDatum, tid: trip.AvresaTid, ...none }];
  let here = HOME_COUNTRY;
  // A trip's events are in time order (TravelInputSchema refuses them otherwise).
  for (const e of trip.Handelser) {
    const land = e.Typ === 'INRESA' ? HOME_COUNTRY : e.Land;
    lines.push({
      typ: e.Typ,
      datum: e.Datum,
      tid: e.Tid,
      franLand: (e.Typ === 'FLYG' && e.FranLand) || here,
      land,
      ankomstDatum: e.Typ === 'FLYG' ? e.AnkomstDatum : '',
      ankomstTid: e.Typ === 'FLYG' ? e.AnkomstTid : '',
    });
    here = land;
  }
  lines.push({ typ: 'HEMKOMST', datum: trip.HemkomstDatum, tid: trip.HemkomstTid, ...none });
  return lines;
}

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** The free meals of a per diem day, in the order of the day. */
export const freeMeals = (meals: Partial<Record<Meal, boolean | undefined>>): Meal[] =>
  MEALS.filter((m) => meals[m] === true);

type Ok = Extract<TravelResult, { kind: 'ok' }>;

/**
 * Each drive as reported, with what the rules give for it (null when the trip's result is missing
 * rules). The rules keep the drives' order, so the n-th result is the n-th drive's.
 */
export const mileageLines = (
  trip: Pick<TravelExpense, 'Mil' | 'Resultat'>,
): { drive: TravelExpense['Mil'][number]; result: Ok['mileage'][number] | null }[] =>
  trip.Mil.map((drive, i) => ({
    drive,
    result: trip.Resultat.kind === 'ok' ? (trip.Resultat.mileage[i] ?? null) : null,
  }));

/** Each representation as reported, with its VAT by the rules (null when rules are missing). */
export const representationLines = (
  trip: Pick<TravelExpense, 'Representation' | 'Resultat'>,
): {
  meal: TravelExpense['Representation'][number];
  result: Ok['representation'][number] | null;
}[] =>
  trip.Representation.map((meal, i) => ({
    meal,
    result: trip.Resultat.kind === 'ok' ? (trip.Resultat.representation[i] ?? null) : null,
  }));
