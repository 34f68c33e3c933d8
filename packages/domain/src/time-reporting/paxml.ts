import { z } from 'zod';
import { stockholmDateTime, addDays, wallClockMinutes } from '../dates';
import { PeriodSchema } from './entries';

// The hand-off to payroll as PAXml 2.0 (DOMAIN §12). Pure functions: the server gathers the rows,
// the schedule and the company, this module writes the document. The official schema is the rule:
// every file validates against paxml-2.0.xsd (2012-12) and its 2013-12 revision (shared/paxml/).
//
//   paxml: header, resetransaktioner?, tidtransaktioner?, lonetransaktioner?, schematransaktioner?
//   resetransaktioner/resetrans@postid@anstid@persnr: tidpunkt, resekod, landskod, belopp, moms,
//     deltagarlista, bilnr, kilometer, samlingsid (the travel report's id) … (issue 15)
//   tidtransaktioner: the klar and attesterat markers first, then tidtrans+ (the schema's sequence
//     is (klar*, attesterat*, tidtrans)+, and the 2012 schema needs at least one tidtrans, so a
//     file without time transactions has no markers either)
//   tidtrans@postid@anstid@persnr: tidkod (the closed list), datum, starttid+sluttid or timmar, resenheter
//   lonetrans@postid@anstid@persnr: lonart, benamning, datum, antal, resenheter (time codes that
//     have no PAXml tidkod: their hours go as a quantity of the company's pay code)
//   schematransaktioner/schema@anstid/dag@datum@timmar: every day of the period, 0 included
// A row's Kommentar is no PAXml element: it stays in the portal.
//
// Encoding: ISO-8859-1, as the published samples and the schema itself are written, since the
// Swedish payroll programs that import PAXml read it; a character outside Latin-1 (a Polish name)
// goes as a character reference, so every letter survives.

export const PAXML_VERSION = '2.0';
export const PAXML_SCHEMA_LOCATION = `http://www.paxml.se/${PAXML_VERSION}/paxml.xsd`;
/** DOMAIN §12: the file format a payroll system imports ("löneinläsning"). */
export const PAXML_FORMAT = 'LÖNIN';
export const PAXML_PROGRAM = 'Lönportalen';
export const PAXML_ENCODING = 'ISO-8859-1';
/** resenhet@id (dimidTYPE): at most 10 characters. */
export const PAXML_RESENHET_MAX = 10;

/** The schema's closed list of tidkoder (tidkodTYPE of paxml-2.0.xsd, the same in both revisions). */
export const PAXML_TIDKODER = [
  'SJK',
  'SJK_KAR',
  'SJK_LÖN',
  'SJK_ERS',
  'SJK_PEN',
  'ASK',
  'HAV',
  'FPE',
  'VAB',
  'SMB',
  'UTB',
  'MIL',
  'SVE',
  'NÄR',
  'TJL',
  'SEM',
  'SEM_BET',
  'SEM_SPA',
  'SEM_OBE',
  'SEM_FÖR',
  'KOM',
  'PEM',
  'PER',
  'FAC',
  'ATK',
  'KON',
  'PAP',
  'ATF',
  'FR1',
  'FR2',
  'FR3',
  'FR4',
  'FR5',
  'FR6',
  'FR7',
  'FR8',
  'FR9',
  'FLX',
  'TS1',
  'TS2',
  'TS3',
  'TS4',
  'TS5',
  'TS6',
  'TS7',
  'TS8',
  'TS9',
  'TID',
  'ARB',
  'MER',
  'ÖT1',
  'ÖT2',
  'ÖT3',
  'ÖT4',
  'ÖT5',
  'ÖK1',
  'ÖK2',
  'ÖK3',
  'ÖK4',
  'ÖK5',
  'OB1',
  'OB2',
  'OB3',
  'OB4',
  'OB5',
  'OS1',
  'OS2',
  'OS3',
  'OS4',
  'OS5',
  'JR1',
  'JR2',
  'JR3',
  'JS1',
  'JS2',
  'JS3',
  'BE1',
  'BE2',
  'BE3',
  'BS1',
  'BS2',
  'BS3',
  'RE1',
  'RE2',
  'RE3',
  'HLG',
  'SKI',
  'LT1',
  'LT2',
  'LT3',
  'LT4',
  'LT5',
  'LT6',
  'LT7',
  'LT8',
  'LT9',
  'NV1',
  'NV2',
  'NV3',
  'NV4',
  'NV5',
  'NV6',
  'NV7',
  'NV8',
  'NV9',
] as const;
export type PaxmlTidKod = (typeof PAXML_TIDKODER)[number];

/** True when `kod` is one of the schema's tidkoder. */
export const isPaxmlTidKod = (kod: string): kod is PaxmlTidKod =>
  (PAXML_TIDKODER as readonly string[]).includes(kod);

/**
 * The PAXml tidkod a company time code is sent as when nobody has said otherwise: the code itself
 * when it is one of the schema's, jour and beredskap as the first of their kind (JR1, BE1), or
 * null: then the row goes as a lonetrans with the company's pay code.
 */
export function defaultPaxmlKod(tidKod: string, typ: string): PaxmlTidKod | null {
  if (isPaxmlTidKod(tidKod)) return tidKod;
  if (typ === 'JOUR') return 'JR1';
  if (typ === 'BEREDSKAP') return 'BE1';
  return null;
}

/** One exported time entry. */
export interface PaxmlTimeRow {
  /** The row's postid: the company's sequence number, unique for good (xs:int). */
  postId: number;
  anstNr: string;
  /** The employee's 12-digit personnummer, or '' when the registry has none. */
  persNr: string;
  /** How the row's code goes: as a PAXml tidkod, or as hours of a company pay code. */
  kod: { tidkod: PaxmlTidKod } | { lonart: string; benamning: string };
  datum: string;
  timmar: number;
  /** 'HH:MM' or '' when the row was typed as hours. */
  startTid: string;
  slutTid: string;
  rastMinuter: number;
  /** ResEnhet1..6 ('' where none). */
  resEnhet: readonly string[];
}

/**
 * One exported compensation row (issue 14): a lonetrans of the company's pay code with what it
 * pays in kronor, its VAT, goods group and account; a row in another currency says so in info.
 */
export interface PaxmlPayRow {
  postId: number;
  anstNr: string;
  persNr: string;
  lonart: string;
  benamning: string;
  /** The row's text. */
  kommentar: string;
  datum: string;
  antal: number;
  /** Price per unit in kronor, or null when the amount was typed. */
  apris: number | null;
  /** What the row pays, in kronor. */
  belopp: number;
  /** The VAT in it, in kronor. */
  moms: number;
  varugrupp: string;
  kontonr: string;
  resEnhet: readonly string[];
  /** The amount in the currency paid and the rate used ('42.00 EUR, kurs 11.520000'), '' in kronor. */
  info: string;
}

/**
 * One event of a travel expense report (issue 15): a resetrans of PAXml's travel codes (START,
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

/** One employee's scheduled hours per day of the period. */
export interface PaxmlSchedule {
  anstNr: string;
  dagar: readonly { datum: string; timmar: number }[];
}

export interface PaxmlDocument {
  /** orgnr: the 12-digit wire form (SPEC §5). */
  company: { foretagId: string; orgnr: string; namn: string };
  /** When the file was made, written as local Swedish time. */
  skapad: Date;
  rows: readonly PaxmlTimeRow[];
  /** Compensation rows (issue 14), after the time rows' pay codes in lonetransaktioner. */
  payRows?: readonly PaxmlPayRow[];
  /** The events of the travel expense reports whose rows go in this file (issue 15). */
  travelEvents?: readonly PaxmlTravelEvent[];
  schedules: readonly PaxmlSchedule[];
  /**
   * The markers: `attesterat` (a manager attested the time, KalUseAttest) and `klar` (the employee
   * marked it ready, KalUseLonReady), per employee over the dates exported.
   */
  markers: { klar: boolean; attesterat: boolean };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// XML 1.0 forbids most C0 control characters even as references, and lone surrogates; they are dropped.
const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Markup, and every character an ISO-8859-1 file cannot hold (a whole code point, surrogate pairs too).
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"']|[^\u0000-\u00ff]/gu;

/** Text safe inside an element or a double-quoted attribute of an ISO-8859-1 document. */
export function escapeXml(s: string): string {
  return s
    .replace(XML_FORBIDDEN, '')
    .replace(NEEDS_ESCAPE, (c) => XML_ESCAPES[c] ?? `&#${c.codePointAt(0)};`);
}

/** PAXml hours: a decimal point and exactly two decimals ('7.50', '-1.25'). */
export function paxmlHours(n: number): string {
  const fixed = (Math.round(Math.abs(n) * 100) / 100).toFixed(2);
  return n < 0 && fixed !== '0.00' ? `-${fixed}` : fixed;
}

/**
 * foretagorgnr (at most 12 characters, digits only): a legal person's 10 digits (the '16' of the
 * 12-digit form dropped), a sole trader's 12-digit personnummer.
 */
export const paxmlOrgnr = (orgnr12: string): string => {
  const digits = orgnr12.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('16') ? digits.slice(2) : digits;
};

/**
 * A row's start and end as xs:dateTime. An end at or before the start is on the next day
 * (crossing midnight, as the time report counts it), and 24:00 is the next day's 00:00.
 */
export function paxmlStartEnd(
  datum: string,
  start: string,
  end: string,
): { start: string; end: string } | null {
  if (start === '' || end === '') return null;
  const toDateTime = (day: string, hhmm: string) =>
    hhmm === '24:00' ? `${addDays(day, 1)}T00:00:00` : `${day}T${hhmm}:00`;
  const endDay = end <= start ? addDays(datum, 1) : datum;
  return { start: toDateTime(datum, start), end: toDateTime(endDay, end) };
}

/**
 * Whether a row may go with its start and end instead of its hours. The receiver computes the
 * hours from them on a clock without clock changes (the schema's times carry no zone), so only a
 * row whose hours are exactly that wall-clock difference may: not one with a break, nor a night
 * the clocks change (7 or 9 h, DOMAIN §14), nor a row whose hours were typed apart from its times.
 */
export function sendsTimes(
  r: Pick<PaxmlTimeRow, 'startTid' | 'slutTid' | 'rastMinuter' | 'timmar'>,
): boolean {
  if (r.startTid === '' || r.slutTid === '' || r.rastMinuter !== 0) return false;
  const wall = wallClockMinutes(r.startTid, r.slutTid);
  return wall !== null && Math.round(r.timmar * 60) === wall;
}

/** `d` as xs:dateTime in Swedish local time (Europe/Stockholm), without a zone: '2026-11-21T14:05:00'. */
export const paxmlDateTime = (d: Date): string => stockholmDateTime(d);

const el = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');

function resenheter(units: readonly string[]): string {
  const items = units.map((id, i) => (id === '' ? '' : `<resenhet${attrs({ dim: i + 1, id })}/>`)).join('');
  return items ? `<resenheter>${items}</resenheter>` : '';
}

const rowAttrs = (r: Pick<PaxmlTimeRow, 'postId' | 'anstNr' | 'persNr'>) =>
  attrs({ postid: r.postId, anstid: r.anstNr, persnr: /^\d{12}$/.test(r.persNr) ? r.persNr : '' });

function tidtrans(r: PaxmlTimeRow, tidkod: string): string {
  const times = sendsTimes(r) ? paxmlStartEnd(r.datum, r.startTid, r.slutTid) : null;
  return [
    `<tidtrans${rowAttrs(r)}>`,
    el('tidkod', tidkod),
    el('datum', r.datum),
    // PAXml 2.0 p. 7–8: with starttid and sluttid neither timmar nor omfattning may be given.
    times ? el('starttid', times.start) + el('sluttid', times.end) : el('timmar', paxmlHours(r.timmar)),
    resenheter(r.resEnhet),
    '</tidtrans>',
  ].join('');
}

function lonetrans(r: PaxmlTimeRow, kod: { lonart: string; benamning: string }): string {
  return [
    `<lonetrans${rowAttrs(r)}>`,
    el('lonart', kod.lonart),
    kod.benamning ? el('benamning', kod.benamning) : '',
    el('datum', r.datum),
    el('antal', paxmlHours(r.timmar)),
    resenheter(r.resEnhet),
    '</lonetrans>',
  ].join('');
}

/** A PAXml decimal with up to `decimals` decimals, without trailing zeros beyond two ('1.5' → '1.50', '2.125' → '2.125'). */
export function paxmlDecimal(n: number, decimals = 4): string {
  const fixed = (Math.round(Math.abs(n) * 10 ** decimals) / 10 ** decimals)
    .toFixed(decimals)
    .replace(/(\.\d\d\d*?)0+$/, '$1');
  return n < 0 && Number(fixed) !== 0 ? `-${fixed}` : fixed;
}

function compensationTrans(r: PaxmlPayRow): string {
  return [
    `<lonetrans${rowAttrs(r)}>`,
    el('lonart', r.lonart),
    r.benamning ? el('benamning', r.benamning) : '',
    r.kommentar ? el('kommentar', r.kommentar) : '',
    el('datum', r.datum),
    el('antal', paxmlDecimal(r.antal)),
    r.apris === null ? '' : el('apris', paxmlDecimal(r.apris)),
    el('belopp', paxmlHours(r.belopp)),
    r.varugrupp ? el('varugrupp', r.varugrupp) : '',
    el('moms', paxmlHours(r.moms)),
    r.kontonr ? el('kontonr', r.kontonr) : '',
    resenheter(r.resEnhet),
    r.info ? el('info', r.info) : '',
    '</lonetrans>',
  ].join('');
}

function resetrans(r: PaxmlTravelEvent): string {
  const opt = (name: string, v: string | number | undefined, write: (v: never) => string = String) =>
    v === undefined || v === '' ? '' : el(name, write(v as never));
  const deltagare = r.deltagare?.length
    ? `<deltagarlista>${r.deltagare.map((d) => `<deltagare${attrs({ foretag: d.foretag || '-', namn: d.namn })}/>`).join('')}</deltagarlista>`
    : '';
  return [
    `<resetrans${rowAttrs(r)}>`,
    el('tidpunkt', `${r.datum}T${r.tid}:00`),
    el('resekod', r.resekod),
    opt('landskod', r.landskod),
    opt('valutakod', r.valutakod),
    opt('valutafaktor', r.valutafaktor, (v: number) => paxmlDecimal(v, 6)),
    opt('belopp', r.belopp, paxmlHours),
    opt('moms', r.moms, paxmlHours),
    opt('antdeltag', r.antdeltag),
    deltagare,
    opt('varugrupp', r.varugrupp),
    opt('specifikation', r.specifikation),
    opt('bilnr', r.bilnr),
    opt('syfte', r.syfte),
    opt('ort', r.ort),
    opt('kilometer', r.kilometer),
    el('samlingsid', r.samlingsid),
    '</resetrans>',
  ].join('');
}

/** The dates each employee's rows span, in the order the employees first appear. */
function spans(rows: readonly PaxmlTimeRow[]): { anstNr: string; from: string; to: string }[] {
  const byEmployee = new Map<string, { anstNr: string; from: string; to: string }>();
  for (const r of rows) {
    const s = byEmployee.get(r.anstNr);
    if (!s) byEmployee.set(r.anstNr, { anstNr: r.anstNr, from: r.datum, to: r.datum });
    else {
      if (r.datum < s.from) s.from = r.datum;
      if (r.datum > s.to) s.to = r.datum;
    }
  }
  return [...byEmployee.values()];
}

/** Writes the PAXml 2.0 document of a transfer (DOMAIN §12), one element per line. */
export function buildPaxml(doc: PaxmlDocument): string {
  const lines: string[] = [
    `<?xml version="1.0" encoding="${PAXML_ENCODING}"?>`,
    `<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${PAXML_SCHEMA_LOCATION}">`,
    '<header>',
    el('format', PAXML_FORMAT),
    el('version', PAXML_VERSION),
    el('datum', paxmlDateTime(doc.skapad)),
    el('foretagid', doc.company.foretagId),
    el('foretagorgnr', paxmlOrgnr(doc.company.orgnr)),
    el('foretagnamn', doc.company.namn),
    el('programnamn', PAXML_PROGRAM),
    '</header>',
  ];
  if (doc.travelEvents?.length) {
    lines.push('<resetransaktioner landskodstd="ISO 3166-1 alpha 2">');
    for (const e of doc.travelEvents) lines.push(resetrans(e));
    lines.push('</resetransaktioner>');
  }
  const timeRows = doc.rows.flatMap((r) => ('tidkod' in r.kod ? [{ r, tidkod: r.kod.tidkod }] : []));
  if (timeRows.length > 0) {
    lines.push('<tidtransaktioner>');
    const rowsWithTime = timeRows.map((t) => t.r);
    for (const marker of ['klar', 'attesterat'] as const) {
      if (!doc.markers[marker]) continue;
      for (const s of spans(rowsWithTime))
        lines.push(`<${marker}${attrs({ anstid: s.anstNr, datumfrom: s.from, datumtom: s.to })}/>`);
    }
    for (const { r, tidkod } of timeRows) lines.push(tidtrans(r, tidkod));
    lines.push('</tidtransaktioner>');
  }
  const payRows = doc.rows.flatMap((r) => ('lonart' in r.kod ? [{ r, kod: r.kod }] : []));
  const compensationRows = doc.payRows ?? [];
  if (payRows.length > 0 || compensationRows.length > 0) {
    lines.push('<lonetransaktioner>');
    for (const { r, kod } of payRows) lines.push(lonetrans(r, kod));
    for (const r of compensationRows) lines.push(compensationTrans(r));
    lines.push('</lonetransaktioner>');
  }
  // Days without hours (holidays, days off) go too, so the payroll program's own schedule does not
  // put hours on them.
  const schedules = doc.schedules.filter((s) => s.dagar.length > 0);
  if (schedules.length > 0) {
    lines.push('<schematransaktioner>');
    for (const s of schedules) {
      lines.push(`<schema${attrs({ anstid: s.anstNr })}>`);
      for (const d of s.dagar) lines.push(`<dag${attrs({ datum: d.datum, timmar: paxmlHours(d.timmar) })}/>`);
      lines.push('</schema>');
    }
    lines.push('</schematransaktioner>');
  }
  lines.push('</paxml>', '');
  return lines.join('\n');
}

/** The download's file name: paxml-<orgnr>-<from>-<to>.xml (characters outside [0-9A-Za-z-] dropped). */
export const paxmlFileName = (orgnr: string, from: string, to: string): string =>
  `paxml-${orgnr.replace(/[^0-9A-Za-z]/g, '')}-${from}-${to}.xml`;

/** The receipts of a transfer as one ZIP (issue 14): kvitton-<orgnr>-<from>-<to>.zip. */
export const receiptsArchiveName = (orgnr: string, from: string, to: string): string =>
  `kvitton-${orgnr.replace(/[^0-9A-Za-z]/g, '')}-${from}-${to}.zip`;

/** POST /lonexport: the period whose transferable rows go to payroll. */
export const PayrollExportRequestSchema = PeriodSchema;

/** One transfer to payroll, as POST and GET /lonexport answer it (without the file). */
export const PayrollExportSchema = z.object({
  Id: z.uuid(),
  From: z.string(),
  To: z.string(),
  /** Rows transferred (0 when nothing new was ready: then no file was stored and Id is the null id). */
  Antal: z.number().int(),
  /** ISO timestamp. */
  Skapad: z.string(),
  SkapadAv: z.string(),
});
export type PayrollExport = z.infer<typeof PayrollExportSchema>;
export const PayrollExportListSchema = z.array(PayrollExportSchema);
export const PayrollExportIdParamsSchema = z.object({ Id: z.uuid() });
