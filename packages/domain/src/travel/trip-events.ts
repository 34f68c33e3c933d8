import { DEFAULT_CURRENCY } from '../constants';
import { HOME_COUNTRY, type TravelResult, type TravelValues } from './trip';

/** PAXml 2.0's resekoder this portal writes (the schema's reskodTYPE). */
export const PAXML_RESEKODER = [
  'START',
  'STOPP',
  'FLYG',
  'LAND',
  'FRU_ARB',
  'FRU_HOT',
  'LUN_ARB',
  'MID_ARB',
  'LOGI_ARB',
  'MIL_PRI',
  'MIL_TJT',
  'UTLÄGG',
  'REPR_MID',
  'REPR_INT',
] as const;
export type PaxmlResekod = (typeof PAXML_RESEKODER)[number];

/**
 * One event of a travel expense report: a resetrans of PAXml's travel codes (START,
 * STOPP, FLYG, LAND, the meals and lodging the employer paid, mileage, an expense, representation),
 * with the trip's id as samlingsid so the events of one report stay together.
 */
export interface PaxmlTravelEvent {
  postId: number;
  anstNr: string;
  persNr: string;
  resekod: PaxmlResekod;
  datum: string;
  /** HH:MM local time. */
  tid: string;
  samlingsid: string;
  landskod?: string;
  valutakod?: string;
  valutafaktor?: number;
  belopp?: number;
  moms?: number;
  antdeltag?: number;
  deltagare?: readonly { foretag: string; namn: string }[];
  varugrupp?: string;
  specifikation?: string;
  bilnr?: string;
  syfte?: string;
  ort?: string;
  kilometer?: number;
}

/** A trip's events as PAXml resetrans (DOMAIN §12), in time order, for the payroll file. */
export type TravelEventOut = Omit<PaxmlTravelEvent, 'postId' | 'anstNr' | 'persNr'>;

/**
 * When on its day an event the trip reports by date alone happened (DOMAIN §12: resetrans/tidpunkt
 * is a moment): a meal at its usual time (breakfast 07:00, lunch 12:00, dinner 18:00), the night's
 * lodging at 21:00, a drive, an expense or representation at noon. On the first and last day of
 * the trip that time is moved inside it (to the departure, or to the return), so no event lies
 * before the trip starts or after it ends; the days between are wholly inside it.
 */
export const EVENT_TIMES = {
  breakfast: '07:00',
  lunch: '12:00',
  dinner: '18:00',
  lodging: '21:00',
  day: '12:00',
} as const;

/** `time` on `date`, moved inside the trip on its first and last day. */
export function timeInTrip(
  v: Pick<TravelValues, 'AvresaDatum' | 'AvresaTid' | 'HemkomstDatum' | 'HemkomstTid'>,
  date: string,
  time: string,
): string {
  let t = time;
  if (date === v.AvresaDatum && t < v.AvresaTid) t = v.AvresaTid;
  if (date === v.HemkomstDatum && t > v.HemkomstTid) t = v.HemkomstTid;
  return t;
}

/**
 * The events of a trip for PAXml's resetransaktioner: departure and return, border crossings,
 * flights and ferries (FLYG at departure, LAND at arrival), the entry to Sweden, the meals and
 * lodging the employer paid, the mileage, the expenses and the representation with its
 * participants (each at its time inside the trip, timeInTrip); each with the trip's id as samlingsid.
 */
export function travelEventsOf(v: TravelValues, id: string, result: TravelResult | null): TravelEventOut[] {
  const base = { samlingsid: id };
  const out: TravelEventOut[] = [
    {
      ...base,
      resekod: 'START',
      datum: v.AvresaDatum,
      tid: v.AvresaTid,
      landskod: HOME_COUNTRY,
      syfte: v.Syfte,
      ort: v.Ort,
    },
  ];
  for (const e of v.Handelser) {
    if (e.Typ === 'FLYG') {
      out.push({
        ...base,
        resekod: 'FLYG',
        datum: e.Datum,
        tid: e.Tid,
        landskod: e.FranLand || HOME_COUNTRY,
      });
      out.push({ ...base, resekod: 'LAND', datum: e.AnkomstDatum, tid: e.AnkomstTid, landskod: e.Land });
    } else out.push({ ...base, resekod: 'LAND', datum: e.Datum, tid: e.Tid, landskod: e.Land });
  }
  const at = (datum: string, time: string) => ({ datum, tid: timeInTrip(v, datum, time) });
  const noon = (datum: string) => at(datum, EVENT_TIMES.day);
  for (const d of v.Dagar) {
    if (d.Frukost)
      out.push({
        ...base,
        resekod: d.FrukostIHotell ? 'FRU_HOT' : 'FRU_ARB',
        ...at(d.Datum, EVENT_TIMES.breakfast),
      });
    if (d.Lunch) out.push({ ...base, resekod: 'LUN_ARB', ...at(d.Datum, EVENT_TIMES.lunch) });
    if (d.Middag) out.push({ ...base, resekod: 'MID_ARB', ...at(d.Datum, EVENT_TIMES.dinner) });
    if (d.LogiBetald && d.Datum < v.HemkomstDatum)
      out.push({ ...base, resekod: 'LOGI_ARB', ...at(d.Datum, EVENT_TIMES.lodging) });
  }
  for (const m of v.Mil)
    out.push({
      ...base,
      resekod: m.Fordon === 'EGEN_BIL' ? 'MIL_PRI' : 'MIL_TJT',
      ...noon(m.Datum),
      kilometer: Math.round(m.Km),
      ...(m.Regnr ? { bilnr: m.Regnr } : {}),
      ...(m.Beskrivning ? { specifikation: m.Beskrivning } : {}),
    });
  for (const u of v.Utlagg)
    out.push({
      ...base,
      resekod: 'UTLÄGG',
      ...noon(u.Datum),
      valutakod: u.ValutaKod,
      ...(u.ValutaKod !== DEFAULT_CURRENCY && u.Kurs !== null ? { valutafaktor: u.Kurs } : {}),
      belopp: u.Belopp,
      moms: u.Moms,
      ...(u.Varugrupp ? { varugrupp: u.Varugrupp } : {}),
      ...(u.Text ? { specifikation: u.Text } : {}),
    });
  const deductible = result?.kind === 'ok' ? result.representation : [];
  v.Representation.forEach((r, i) =>
    out.push({
      ...base,
      resekod: r.Typ === 'INTERN' ? 'REPR_INT' : 'REPR_MID',
      ...noon(r.Datum),
      belopp: r.Belopp,
      // The VAT that may be deducted (DOMAIN §3); the rest is part of the cost.
      moms: deductible[i]?.AvdragsgillMoms ?? r.Moms,
      antdeltag: r.Deltagare.length,
      deltagare: r.Deltagare.map((d) => ({ foretag: d.Foretag, namn: d.Namn })),
      ...(r.Text ? { specifikation: r.Text } : {}),
    }),
  );
  out.push({ ...base, resekod: 'STOPP', datum: v.HemkomstDatum, tid: v.HemkomstTid, landskod: HOME_COUNTRY });
  return out.sort((a, b) => `${a.datum}T${a.tid}`.localeCompare(`${b.datum}T${b.tid}`));
}
