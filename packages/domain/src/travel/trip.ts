import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants';
import { addDays, daysBetween } from '../dates';
import { AMOUNT_MAX, RATE_MAX, UTLAGG_LONKOD, VARUGRUPP_MAX } from '../compensations';
import { TIME_ENTRY_STATUSES } from '../row-status';
import type { ValidationKey } from '../validation/keys';
import { isValidIsoDate } from '../validation/dates';
import { zIsoDate, zTime } from '../validation/zod';
import type { TripLeg } from './foreign-per-diem';
import { VEHICLE_TYPES } from './mileage';

// A travel expense (reseräkning): a trip with its events in time order and what is attached to it
// (SPEC §3 travel expense events, §4 Travel expense, §5 Travel and per diem). The trip is kept as
// one document; completing it turns it, by the rules of this folder, into compensation rows of
// source RESA that nobody edits by hand (§4 Compensation). This file holds the trip and the shapes
// the API speaks; trip-rules.ts what it gives by the rules, trip-events.ts its events for PAXml.

export const TRAVEL_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'REVERTED'] as const;
export type TravelStatus = (typeof TRAVEL_STATUSES)[number];

/** Events between departure and return: a border crossing, a flight or ferry, the entry to Sweden. */
export const TRAVEL_EVENT_TYPES = ['GRANS', 'FLYG', 'INRESA'] as const;
export type TravelEventType = (typeof TRAVEL_EVENT_TYPES)[number];

/** Sweden's code: a trip's home country. */
export const HOME_COUNTRY = 'SE';

/** The pay codes a completed trip's rows carry (the company's registry has them; seed/codes.ts). */
export const TRAVEL_PAY_CODES = {
  domestic: { full: 'TRAKT-HEL', half: 'TRAKT-HALV', night: 'TRAKT-NATT' },
  foreign: { full: 'TRAKT-UTL-HEL', half: 'TRAKT-UTL-HALV', night: 'TRAKT-UTL-NATT' },
  mileage: { EGEN_BIL: 'MIL-EGEN', FORMANSBIL: 'MIL-FORM', FORMANSBIL_EL: 'MIL-EL' },
  mileageTaxable: 'MIL-SKATT',
  /** Free meals as a taxable benefit (kostförmån). */
  mealBenefit: 'KOSTFORMAN',
  expense: UTLAGG_LONKOD,
  representation: 'REPR',
} as const satisfies Record<string, unknown>;

export const TRAVEL_MESSAGES = {
  returnBeforeDeparture: 'validation.travel.returnBeforeDeparture',
  outsideTrip: 'validation.travel.outsideTrip',
  eventOrder: 'validation.travel.eventOrder',
  arrivalBeforeDeparture: 'validation.travel.arrivalBeforeDeparture',
  country: 'validation.travel.country',
  distance: 'validation.travel.distance',
  km: 'validation.travel.km',
  participants: 'validation.travel.participants',
  tooLong: 'validation.travel.tooLong',
} as const satisfies Record<string, ValidationKey>;

/** The longest trip one report holds (a long stay is reported a trip at a time). */
export const TRAVEL_MAX_DAYS = 366;
export const TRAVEL_TEXT_MAX = 200;

const country = z
  .string({ error: TRAVEL_MESSAGES.country })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: TRAVEL_MESSAGES.country });
const money = z
  .number({ error: 'validation.number.invalid' })
  .min(0, { error: 'validation.compensation.amountRange' })
  .max(AMOUNT_MAX, { error: 'validation.compensation.amountRange' });
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'validation.compensation.currency' })
  .default(DEFAULT_CURRENCY);
const rate = z
  .number({ error: 'validation.number.invalid' })
  .gt(0, { error: 'validation.compensation.rateRange' })
  .max(RATE_MAX, { error: 'validation.compensation.rateRange' })
  .nullable()
  .default(null);
const text = (max = TRAVEL_TEXT_MAX) =>
  z.string().trim().max(max, { error: 'validation.maxLength' }).default('');
const date = () => z.string().trim().min(1, { error: 'validation.required' }).pipe(zIsoDate());
const time = () => z.string().trim().min(1, { error: 'validation.required' }).pipe(zTime());

export const TravelEventSchema = z.object({
  Typ: z.enum(TRAVEL_EVENT_TYPES, { error: 'validation.invalid' }),
  Datum: date(),
  Tid: time(),
  /** The country entered: by land (GRANS), at the flight's or ferry's arrival (FLYG); SE for INRESA. */
  Land: country,
  /** A flight or ferry: where it left from and when it arrived. */
  FranLand: country.or(z.literal('')).default(''),
  AnkomstDatum: zIsoDate({ allowEmpty: true }).default(''),
  AnkomstTid: zTime({ allowEmpty: true }).default(''),
});
export type TravelEvent = z.output<typeof TravelEventSchema>;

/** A day of the trip: the free meals and whether the employer paid the night's lodging. */
export const TravelDaySchema = z.object({
  Datum: date(),
  Frukost: z.boolean().default(false),
  Lunch: z.boolean().default(false),
  Middag: z.boolean().default(false),
  /** The breakfast came with the hotel room: it reduces the per diem but is no kostförmån. */
  FrukostIHotell: z.boolean().default(false),
  /** The employer paid the lodging of the night that starts this day: no night allowance. */
  LogiBetald: z.boolean().default(false),
});
export type TravelDay = z.output<typeof TravelDaySchema>;

export const TravelMileageSchema = z.object({
  Datum: date(),
  Km: z
    .number({ error: 'validation.number.invalid' })
    .gt(0, { error: TRAVEL_MESSAGES.km })
    .max(10_000, { error: TRAVEL_MESSAGES.km }),
  Fordon: z.enum(VEHICLE_TYPES, { error: 'validation.invalid' }),
  Regnr: text(10),
  Beskrivning: text(),
});
export type TravelMileage = z.output<typeof TravelMileageSchema>;

export const TravelExpenseItemSchema = z.object({
  Datum: date(),
  Text: text(),
  Belopp: money.gt(0, { error: 'validation.compensation.amountRequired' }),
  Moms: money.default(0),
  ValutaKod: currency,
  Kurs: rate,
  Varugrupp: text(VARUGRUPP_MAX),
  ReceiptId: z.uuid().nullable().default(null),
});
export type TravelExpenseItem = z.output<typeof TravelExpenseItemSchema>;

export const REPRESENTATION_TYPES = ['EXTERN', 'INTERN'] as const;
export const TravelRepresentationSchema = z.object({
  Datum: date(),
  Typ: z.enum(REPRESENTATION_TYPES, { error: 'validation.invalid' }),
  Deltagare: z
    .array(
      z.object({
        Namn: z.string().trim().min(1, { error: 'validation.required' }).max(100),
        Foretag: text(100),
      }),
    )
    .min(1, { error: TRAVEL_MESSAGES.participants })
    .max(200, { error: TRAVEL_MESSAGES.participants }),
  Belopp: money.gt(0, { error: 'validation.compensation.amountRequired' }),
  Moms: money.default(0),
  Alkohol: z.boolean().default(false),
  Text: text(),
  ReceiptId: z.uuid().nullable().default(null),
});
export type TravelRepresentation = z.output<typeof TravelRepresentationSchema>;

const inTrip = (d: string, v: { AvresaDatum: string; HemkomstDatum: string }) =>
  d >= v.AvresaDatum && d <= v.HemkomstDatum;
const moment = (d: string, t: string) => `${d}T${t}`;
/** A date and a time that both read right (their own fields say what is wrong otherwise). */
const isMoment = (d: string, t: string) => isValidIsoDate(d) && /^\d\d:\d\d$/.test(t);

/** A trip as the employee reports it (POST /resor, PUT /resor/{Id}). */
export const TravelFieldsSchema = z.object({
  AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
  Syfte: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TRAVEL_TEXT_MAX, { error: 'validation.maxLength' }),
  Ort: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.maxLength' }),
  AvresaDatum: date(),
  AvresaTid: time(),
  HemkomstDatum: date(),
  HemkomstTid: time(),
  /** Kilometres to the destination from the home or the workplace, whichever is nearer. */
  AvstandKm: z
    .number({ error: 'validation.number.invalid' })
    .min(0, { error: TRAVEL_MESSAGES.distance })
    .max(40_000, { error: TRAVEL_MESSAGES.distance }),
  /** Whether per diem is claimed at all (an employee may travel without it). */
  Traktamente: z.boolean().default(true),
  /** The first day at this place when the stay began on an earlier trip (long-stay reductions). */
  VistelseStart: zIsoDate({ allowEmpty: true }).default(''),
  Handelser: z.array(TravelEventSchema).max(50, { error: TRAVEL_MESSAGES.tooLong }).default([]),
  Dagar: z.array(TravelDaySchema).max(TRAVEL_MAX_DAYS, { error: TRAVEL_MESSAGES.tooLong }).default([]),
  Mil: z.array(TravelMileageSchema).max(100, { error: TRAVEL_MESSAGES.tooLong }).default([]),
  Utlagg: z.array(TravelExpenseItemSchema).max(100, { error: TRAVEL_MESSAGES.tooLong }).default([]),
  Representation: z.array(TravelRepresentationSchema).max(50, { error: TRAVEL_MESSAGES.tooLong }).default([]),
});

export const TravelInputSchema = TravelFieldsSchema.superRefine((v, ctx) => {
  const issue = (path: (string | number)[], message: ValidationKey) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!isMoment(v.AvresaDatum, v.AvresaTid) || !isMoment(v.HemkomstDatum, v.HemkomstTid)) return;
  if (moment(v.HemkomstDatum, v.HemkomstTid) <= moment(v.AvresaDatum, v.AvresaTid)) {
    issue(['HemkomstDatum'], TRAVEL_MESSAGES.returnBeforeDeparture);
    return;
  }
  if (daysBetween(v.AvresaDatum, v.HemkomstDatum) >= TRAVEL_MAX_DAYS) {
    issue(['HemkomstDatum'], TRAVEL_MESSAGES.tooLong);
    return;
  }
  const start = moment(v.AvresaDatum, v.AvresaTid);
  const end = moment(v.HemkomstDatum, v.HemkomstTid);
  let previous = start;
  v.Handelser.forEach((e, i) => {
    if (!isMoment(e.Datum, e.Tid)) return;
    const at = moment(e.Datum, e.Tid);
    if (at < start || at > end) issue(['Handelser', i, 'Datum'], TRAVEL_MESSAGES.outsideTrip);
    else if (at < previous) issue(['Handelser', i, 'Datum'], TRAVEL_MESSAGES.eventOrder);
    previous = at > previous ? at : previous;
    if (e.Typ === 'INRESA' && e.Land !== HOME_COUNTRY)
      issue(['Handelser', i, 'Land'], TRAVEL_MESSAGES.country);
    if (e.Typ === 'FLYG') {
      if (!e.AnkomstDatum) issue(['Handelser', i, 'AnkomstDatum'], 'validation.required');
      if (!e.AnkomstTid) issue(['Handelser', i, 'AnkomstTid'], 'validation.required');
      if (isMoment(e.AnkomstDatum, e.AnkomstTid)) {
        const arrival = moment(e.AnkomstDatum, e.AnkomstTid);
        if (arrival <= at) issue(['Handelser', i, 'AnkomstTid'], TRAVEL_MESSAGES.arrivalBeforeDeparture);
        else if (arrival > end) issue(['Handelser', i, 'AnkomstDatum'], TRAVEL_MESSAGES.outsideTrip);
        previous = arrival > previous ? arrival : previous;
      }
    }
  });
  const seen = new Set<string>();
  v.Dagar.forEach((d, i) => {
    if (!inTrip(d.Datum, v) || seen.has(d.Datum)) issue(['Dagar', i, 'Datum'], TRAVEL_MESSAGES.outsideTrip);
    seen.add(d.Datum);
  });
  for (const key of ['Mil', 'Utlagg', 'Representation'] as const)
    v[key].forEach((item, i) => {
      if (isValidIsoDate(item.Datum) && !inTrip(item.Datum, v))
        issue([key, i, 'Datum'], TRAVEL_MESSAGES.outsideTrip);
    });
  for (const key of ['Utlagg', 'Representation'] as const)
    v[key].forEach((item, i) => {
      if (item.Moms > item.Belopp) issue([key, i, 'Moms'], 'validation.compensation.vatAboveAmount');
    });
  v.Utlagg.forEach((item, i) => {
    if (item.ValutaKod !== DEFAULT_CURRENCY && item.Kurs === null)
      issue(['Utlagg', i, 'Kurs'], 'validation.compensation.rateRequired');
  });
});
export type TravelInput = z.input<typeof TravelInputSchema>;
export type TravelValues = z.output<typeof TravelInputSchema>;

/** The places of a trip in time order, for the country of each day: home, then what the events say. */
export function tripLegs(v: Pick<TravelValues, 'AvresaDatum' | 'AvresaTid' | 'Handelser'>): TripLeg[] {
  const legs: TripLeg[] = [{ date: v.AvresaDatum, time: v.AvresaTid, place: HOME_COUNTRY }];
  for (const e of v.Handelser) {
    if (e.Typ === 'FLYG') {
      legs.push({ date: e.Datum, time: e.Tid, place: null });
      legs.push({ date: e.AnkomstDatum, time: e.AnkomstTid, place: e.Land });
    } else legs.push({ date: e.Datum, time: e.Tid, place: e.Typ === 'INRESA' ? HOME_COUNTRY : e.Land });
  }
  return legs;
}

/** Whether a trip leaves Sweden: foreign per diem with the normalbelopp of each day's country. */
export const isForeignTrip = (v: Pick<TravelValues, 'Handelser'>): boolean =>
  v.Handelser.some(
    (e) => e.Land !== HOME_COUNTRY || (e.Typ === 'FLYG' && e.FranLand !== '' && e.FranLand !== HOME_COUNTRY),
  );

const PerDiemDaySchema = z.object({
  date: z.string(),
  country: z.string(),
  part: z.enum(['full', 'half']),
  base: z.number(),
  mealReduction: z.number(),
  amount: z.number(),
  /** Why: i18n keys under travel.reason. */
  reasons: z.array(z.string()),
  /** The meals of the day, as reported. */
  meals: z.object({
    breakfast: z.boolean().optional(),
    lunch: z.boolean().optional(),
    dinner: z.boolean().optional(),
  }),
});

export const TravelResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ok'),
    /** Per diem: days and nights, or why none (an i18n key under travel.notEligible). */
    perDiem: z.object({
      days: z.array(PerDiemDaySchema),
      nights: z.array(z.object({ date: z.string(), amount: z.number() })),
      notEligible: z.string().nullable(),
    }),
    mileage: z.array(
      z.object({
        Datum: z.string(),
        Fordon: z.enum(VEHICLE_TYPES),
        Km: z.number(),
        Mil: z.number(),
        Sats: z.number(),
        Skattefritt: z.number(),
        Skattepliktigt: z.number(),
      }),
    ),
    representation: z.array(
      z.object({
        Datum: z.string(),
        Deltagare: z.number(),
        AvdragsgillMoms: z.number(),
        EjAvdragsgillMoms: z.number(),
        /** An i18n key under travel.representation. */
        Skal: z.string(),
      }),
    ),
    /**
     * The free meals each day's kostförmån was given for (a hotel breakfast and a meal another
     * trip of the person took that day are not): a day's meal is taxed once (DOMAIN §1.2).
     * Absent from trips completed before it was kept.
     */
    kostforman: z
      .array(z.object({ Datum: z.string(), Frukost: z.boolean(), Lunch: z.boolean(), Middag: z.boolean() }))
      .optional(),
    rows: z.array(
      z.object({
        LonKod: z.string(),
        Datum: z.string(),
        Antal: z.number(),
        Apris: z.number().nullable(),
        Belopp: z.number(),
        Moms: z.number(),
        Summa: z.number(),
        MomsSek: z.number(),
        ValutaKod: z.string(),
        Kurs: z.number(),
        Varugrupp: z.string(),
        Text: z.string(),
        ReceiptId: z.string().nullable(),
        /** Tax-free, taxable salary, a taxable benefit (kostförmån, not paid), or paid back (an expense). */
        Slag: z.enum(['SKATTEFRI', 'SKATTEPLIKTIG', 'FORMAN', 'UTLAGG']),
      }),
    ),
    totals: z.object({
      Skattefritt: z.number(),
      Skattepliktigt: z.number(),
      /** Kostförmån: taxable, not paid. */
      Forman: z.number(),
      Utlagg: z.number(),
      AvdragsgillMoms: z.number(),
    }),
  }),
  /**
   * SPEC §8 "missing rules for travel": the years without amounts (per diem or mileage), and of
   * those the years whose foreign normalbelopp table is missing (an administrator loads it).
   */
  z.object({
    kind: z.literal('missingRules'),
    years: z.array(z.number()),
    normalbelopp: z.array(z.number()).optional(),
  }),
]);
export type TravelResult = z.infer<typeof TravelResultSchema>;
/** What a trip gives when the rules for its years are there. */
export type TravelOk = Extract<TravelResult, { kind: 'ok' }>;
/** A compensation row a completed trip makes (source RESA). */
export type TravelPayRow = TravelOk['rows'][number];

/** The days of a trip, first to last. */
export const tripDates = (v: Pick<TravelValues, 'AvresaDatum' | 'HemkomstDatum'>): string[] =>
  Array.from({ length: daysBetween(v.AvresaDatum, v.HemkomstDatum) + 1 }, (_, i) =>
    addDays(v.AvresaDatum, i),
  );

/** A trip as the API answers it: the values, its state, and what it gives by the rules now. */
export const TravelExpenseSchema = TravelFieldsSchema.extend({
  Id: z.uuid(),
  Status: z.enum(TRAVEL_STATUSES),
  Version: z.number().int(),
  /** Whether the caller may still change or delete the trip, and if not, why (an i18n key). */
  KanAndras: z.boolean(),
  LastOrsak: z.string(),
  /** The state of the rows the completed trip made, the furthest along (null when it has none). */
  RaderStatus: z.enum(TIME_ENTRY_STATUSES).nullable(),
  AndradAv: z.string(),
  AndradTid: z.string(),
  Resultat: TravelResultSchema,
});
export type TravelExpense = z.infer<typeof TravelExpenseSchema>;

/** GET /resor/{AnstNr}?From&To: an employee's trips that touch a period. */
export const TravelListSchema = z.object({
  AnstNr: z.string(),
  From: z.string(),
  To: z.string(),
  Resor: z.array(TravelExpenseSchema),
});
