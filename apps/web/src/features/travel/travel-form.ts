import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { addDays, daysBetween } from '@lonportal/domain/dates';
import {
  HOME_COUNTRY,
  isForeignTrip,
  TravelInputSchema,
  type TravelExpense,
  type TravelInput,
} from '@lonportal/domain/travel/trip';
import type { VehicleType } from '@lonportal/domain/travel/mileage';
import type { CurrencyItem } from '@lonportal/domain/travel/normalbelopp';

// The travel guide's form: the trip as the guide edits it, and the same trip on the
// wire. Numbers the employee has not typed yet are null; the days are every day of the trip, and
// only those with something to say go on the wire.

export interface TravelDayValues {
  Datum: string;
  Frukost: boolean;
  Lunch: boolean;
  Middag: boolean;
  FrukostIHotell: boolean;
  LogiBetald: boolean;
}

export interface TravelFormValues {
  Syfte: string;
  Ort: string;
  /** The trip leaves Sweden: border crossings and flights are asked for, the distance is not. */
  Utrikes: boolean;
  AvstandKm: number | null;
  Traktamente: boolean;
  VistelseStart: string;
  AvresaDatum: string;
  AvresaTid: string;
  HemkomstDatum: string;
  HemkomstTid: string;
  Handelser: {
    Typ: 'GRANS' | 'FLYG' | 'INRESA';
    Datum: string;
    Tid: string;
    Land: string;
    FranLand: string;
    AnkomstDatum: string;
    AnkomstTid: string;
  }[];
  Dagar: TravelDayValues[];
  Mil: { Datum: string; Km: number | null; Fordon: VehicleType; Regnr: string; Beskrivning: string }[];
  Utlagg: {
    Datum: string;
    Text: string;
    Belopp: number | null;
    Moms: number | null;
    ValutaKod: string;
    Kurs: number | null;
    Varugrupp: string;
    ReceiptId: string | null;
  }[];
  Representation: {
    Datum: string;
    Typ: 'EXTERN' | 'INTERN';
    /** One participant a line: "Name, Company" (the company may be left out). */
    Deltagare: string;
    Belopp: number | null;
    Moms: number | null;
    Alkohol: boolean;
    Text: string;
    ReceiptId: string | null;
  }[];
}

/**
 * Abroad, the years of the trip whose foreign normalbelopp the portal has no table for (the
 * country picker of such a year, GET /traktamente/{year}, has no amount for any other country
 * than Sweden), as soon as the trip is marked abroad and has dates; a year not yet loaded is not
 * named. `items` are the picker's items by year.
 */
export function missingNormalbeloppYears(
  utrikes: boolean,
  from: string,
  to: string,
  items: Readonly<Record<number, readonly CurrencyItem[] | undefined>>,
): number[] {
  if (!utrikes) return [];
  return tripYears(from, to).filter((y) => {
    const list = items[y];
    return list !== undefined && list.every((c) => c.Landskod === HOME_COUNTRY || c.Normalbelopp === null);
  });
}

/** The years a trip's dates fall in (its first and its last; a trip is at most a year long). */
export function tripYears(from: string, to: string): number[] {
  const first = /^\d{4}-\d{2}-\d{2}$/.test(from) ? Number(from.slice(0, 4)) : null;
  const last = /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= from ? Number(to.slice(0, 4)) : first;
  if (first === null || last === null) return [];
  return first === last ? [first] : [first, last];
}

/** The longest trip whose days the guide lists one by one (a longer one is reported a part at a time). */
const MAX_LISTED_DAYS = 366;

/** Every date of the trip, first to last (none while the dates do not make a trip). */
export function tripDays(from: string, to: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return [];
  const n = daysBetween(from, to) + 1;
  if (n > MAX_LISTED_DAYS) return [];
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** The days of the trip's dates, keeping what was ticked on a day that is still part of it. */
export function daysFor(from: string, to: string, current: readonly TravelDayValues[]): TravelDayValues[] {
  const known = new Map(current.map((d) => [d.Datum, d]));
  return tripDays(from, to).map(
    (Datum) =>
      known.get(Datum) ?? {
        Datum,
        Frukost: false,
        Lunch: false,
        Middag: false,
        FrukostIHotell: false,
        LogiBetald: false,
      },
  );
}

/** A new trip: leaving at eight in the morning of `date`, home at six the next evening. */
export function newTravelValues(date: string): TravelFormValues {
  const next = addDays(date, 1);
  return {
    Syfte: '',
    Ort: '',
    Utrikes: false,
    AvstandKm: null,
    Traktamente: true,
    VistelseStart: '',
    AvresaDatum: date,
    AvresaTid: '08:00',
    HemkomstDatum: next,
    HemkomstTid: '18:00',
    Handelser: [],
    Dagar: daysFor(date, next, []),
    Mil: [],
    Utlagg: [],
    Representation: [],
  };
}

/** A stored trip as the guide shows it. */
export function travelValuesOf(trip: TravelExpense): TravelFormValues {
  return {
    Syfte: trip.Syfte,
    Ort: trip.Ort,
    Utrikes: isForeignTrip(trip),
    AvstandKm: trip.AvstandKm,
    Traktamente: trip.Traktamente,
    VistelseStart: trip.VistelseStart,
    AvresaDatum: trip.AvresaDatum,
    AvresaTid: trip.AvresaTid,
    HemkomstDatum: trip.HemkomstDatum,
    HemkomstTid: trip.HemkomstTid,
    Handelser: trip.Handelser.map((e) => ({ ...e })),
    Dagar: daysFor(trip.AvresaDatum, trip.HemkomstDatum, trip.Dagar),
    Mil: trip.Mil.map((m) => ({ ...m })),
    Utlagg: trip.Utlagg.map((u) => ({ ...u, Kurs: u.ValutaKod === DEFAULT_CURRENCY ? null : u.Kurs })),
    Representation: trip.Representation.map((r) => ({
      ...r,
      Deltagare: r.Deltagare.map((d) => (d.Foretag ? `${d.Namn}, ${d.Foretag}` : d.Namn)).join('\n'),
    })),
  };
}

/** "Name, Company" lines as participants; blank lines dropped. */
export function participantsOf(text: string): { Namn: string; Foretag: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const comma = line.indexOf(',');
      return comma < 0
        ? { Namn: line, Foretag: '' }
        : { Namn: line.slice(0, comma).trim(), Foretag: line.slice(comma + 1).trim() };
    });
}

/** The trip on the wire for an employee: a domestic trip has no events; a day goes when something is ticked. */
export function wireTravel(v: TravelFormValues, anstNr: string): TravelInput {
  return {
    AnstNr: anstNr,
    Syfte: v.Syfte,
    Ort: v.Ort,
    AvresaDatum: v.AvresaDatum,
    AvresaTid: v.AvresaTid,
    HemkomstDatum: v.HemkomstDatum,
    HemkomstTid: v.HemkomstTid,
    // Abroad the 50 km rule has no use: the distance is not asked.
    AvstandKm: v.Utrikes ? 0 : (v.AvstandKm ?? Number.NaN),
    Traktamente: v.Traktamente,
    VistelseStart: v.VistelseStart,
    Handelser: v.Utrikes
      ? v.Handelser.map((e) =>
          e.Typ === 'FLYG'
            ? e
            : { Typ: e.Typ, Datum: e.Datum, Tid: e.Tid, Land: e.Typ === 'INRESA' ? HOME_COUNTRY : e.Land },
        )
      : [],
    Dagar: daysFor(v.AvresaDatum, v.HemkomstDatum, v.Dagar).filter(
      (d) => d.Frukost || d.Lunch || d.Middag || d.LogiBetald,
    ),
    Mil: v.Mil.map((m) => ({ ...m, Km: m.Km ?? Number.NaN })),
    Utlagg: v.Utlagg.map((u) => ({
      ...u,
      Belopp: u.Belopp ?? Number.NaN,
      Moms: u.Moms ?? 0,
      Kurs: u.ValutaKod === DEFAULT_CURRENCY ? null : u.Kurs,
    })),
    Representation: v.Representation.map((r) => ({
      ...r,
      Deltagare: participantsOf(r.Deltagare),
      Belopp: r.Belopp ?? Number.NaN,
      Moms: r.Moms ?? 0,
    })),
  };
}

/** The form field an error of the wire's path belongs to ("Representation.0.Deltagare.1.Namn" → its text area). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'Representation' && parts[2] === 'Deltagare') return parts.slice(0, 3).join('.');
  // A day is listed by its date: the wire's index of ticked days is not the form's.
  if (parts[0] === 'Dagar') return 'HemkomstDatum';
  return parts.join('.');
}

/** The guide's check of the whole trip: the wire rules, as field errors of the form. */
export function travelErrors(v: TravelFormValues, anstNr: string): { field: string; message: string }[] {
  const result = TravelInputSchema.safeParse(wireTravel(v, anstNr));
  if (result.success) return [];
  return result.error.issues.map((i) => ({ field: formFieldOf(i.path), message: i.message }));
}

/** The guide's steps, in order; which fields each asks for (a failed check opens the first with an error). */
export const GUIDE_STEPS = ['trip', 'times', 'days', 'car', 'expenses', 'result'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

export function stepOfField(field: string): GuideStep {
  const top = field.split('.')[0]!;
  if (['Syfte', 'Ort', 'AvstandKm', 'VistelseStart', 'Traktamente'].includes(top)) return 'trip';
  if (['AvresaDatum', 'AvresaTid', 'HemkomstDatum', 'HemkomstTid', 'Handelser'].includes(top)) return 'times';
  if (top === 'Dagar') return 'days';
  if (top === 'Mil') return 'car';
  return 'expenses';
}
