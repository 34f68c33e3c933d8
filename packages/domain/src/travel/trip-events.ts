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
 * The events of a trip for PAXml's resetransaktioner: departure and return, border crossings,
 * flights and ferries (FLYG at departure, LAND at arrival), the entry to Sweden, the meals and
 * lodging the employer paid (at noon of their day), the mileage, the expenses and the
 * representation with its participants; each with the trip's id as samlingsid.
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
  const noon = '12:00';
  for (const d of v.Dagar) {
    if (d.Frukost)
      out.push({ ...base, resekod: d.FrukostIHotell ? 'FRU_HOT' : 'FRU_ARB', datum: d.Datum, tid: noon });
    if (d.Lunch) out.push({ ...base, resekod: 'LUN_ARB', datum: d.Datum, tid: noon });
    if (d.Middag) out.push({ ...base, resekod: 'MID_ARB', datum: d.Datum, tid: noon });
    if (d.LogiBetald && d.Datum < v.HemkomstDatum)
      out.push({ ...base, resekod: 'LOGI_ARB', datum: d.Datum, tid: noon });
  }
  for (const m of v.Mil)
    out.push({
      ...base,
      resekod: m.Fordon === 'EGEN_BIL' ? 'MIL_PRI' : 'MIL_TJT',
      datum: m.Datum,
      tid: noon,
      kilometer: Math.round(m.Km),
      ...(m.Regnr ? { bilnr: m.Regnr } : {}),
      ...(m.Beskrivning ? { specifikation: m.Beskrivning } : {}),
    });
  for (const u of v.Utlagg)
    out.push({
      ...base,
      resekod: 'UTLÄGG',
      datum: u.Datum,
      tid: noon,
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
      datum: r.Datum,
      tid: noon,
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
