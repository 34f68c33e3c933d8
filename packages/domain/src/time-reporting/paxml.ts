import { z } from 'zod';
import { PeriodSchema } from './entries';

// The hand-off to payroll as PAXml 2.x (DOMAIN §12). Pure functions: the server gathers the rows,
// the schedule and the company, this module writes the document.
//
// Elements are those DOMAIN §12 lists, in the order of the real files its C# classes were generated
// from (index id 3672250794):
//   paxml: header, …, tidtransaktioner, …, schematransaktioner
//   header: format, version, datum, foretagid, foretagorgnr, foretagnamn, programnamn
//   tidtransaktioner: tidtrans*, then the attesterat and klar markers
//   tidtrans@anstid@postid: tidkod, datum, starttid?, sluttid?, timmar, resenheter?
//   schematransaktioner/schema@anstid/dag@datum@timmar
// Only elements DOMAIN §12 names are written: tidtrans has no comment element, so a row's
// Kommentar stays in the portal.

export const PAXML_VERSION = '2.0';
export const PAXML_SCHEMA_LOCATION = `http://www.paxml.se/${PAXML_VERSION}/paxml.xsd`;
/** DOMAIN §12: the file format a payroll system imports ("löneinläsning"). */
export const PAXML_FORMAT = 'LÖNIN';
export const PAXML_PROGRAM = 'Lönportalen';

/** One time transaction: an exported time entry. */
export interface PaxmlTimeRow {
  /** The row's id, sent as `postid` so the payroll system can recognise it. */
  postId: string;
  anstNr: string;
  tidKod: string;
  datum: string;
  timmar: number;
  /** 'HH:MM' or '' when the row was typed as hours. */
  startTid: string;
  slutTid: string;
  /** ResEnhet1..6 ('' where none). */
  resEnhet: readonly string[];
}

/** One employee's scheduled hours per day of the period. */
export interface PaxmlSchedule {
  anstNr: string;
  dagar: readonly { datum: string; timmar: number }[];
}

export interface PaxmlDocument {
  company: { foretagId: string; orgnr: string; namn: string };
  /** When the file was made, written as local Swedish time. */
  skapad: Date;
  rows: readonly PaxmlTimeRow[];
  schedules: readonly PaxmlSchedule[];
  /**
   * The markers after the transactions: `attesterat` (a manager attested the time, KalUseAttest) and
   * `klar` (the employee marked it ready, KalUseLonReady), per employee over the dates exported.
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
// XML 1.0 forbids most C0 control characters even as references; they are dropped.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(s: string): string {
  return s.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** PAXml hours: a decimal point and exactly two decimals ('7.50', '-1.25'). */
export function paxmlHours(n: number): string {
  const fixed = (Math.round(Math.abs(n) * 100) / 100).toFixed(2);
  return n < 0 && fixed !== '0.00' ? `-${fixed}` : fixed;
}

/** The ISO date `days` after `iso`. */
const addDaysIso = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
    hhmm === '24:00' ? `${addDaysIso(day, 1)}T00:00:00` : `${day}T${hhmm}:00`;
  const endDay = end <= start ? addDaysIso(datum, 1) : datum;
  return { start: toDateTime(datum, start), end: toDateTime(endDay, end) };
}

/** `d` as xs:dateTime in Swedish local time (Europe/Stockholm), without a zone: '2026-11-21T14:05:00'. */
export function paxmlDateTime(d: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '00';
  return `${p('year')}-${p('month')}-${p('day')}T${p('hour')}:${p('minute')}:${p('second')}`;
}

const el = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function tidtrans(r: PaxmlTimeRow): string {
  const times = paxmlStartEnd(r.datum, r.startTid, r.slutTid);
  const units = r.resEnhet
    .map((id, i) => (id === '' ? '' : `<resenhet dim="${i + 1}" id="${escapeXml(id)}"/>`))
    .join('');
  return [
    `<tidtrans anstid="${escapeXml(r.anstNr)}" postid="${escapeXml(r.postId)}">`,
    el('tidkod', r.tidKod),
    el('datum', r.datum),
    times ? el('starttid', times.start) + el('sluttid', times.end) : '',
    el('timmar', paxmlHours(r.timmar)),
    units ? `<resenheter>${units}</resenheter>` : '',
    '</tidtrans>',
  ].join('');
}

/** The dates each employee's exported rows span, in the order the employees first appear. */
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
    '<?xml version="1.0" encoding="utf-8"?>',
    `<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${PAXML_SCHEMA_LOCATION}">`,
    '<header>',
    el('format', PAXML_FORMAT),
    el('version', PAXML_VERSION),
    el('datum', paxmlDateTime(doc.skapad)),
    el('foretagid', doc.company.foretagId),
    el('foretagorgnr', doc.company.orgnr),
    el('foretagnamn', doc.company.namn),
    el('programnamn', PAXML_PROGRAM),
    '</header>',
  ];
  if (doc.rows.length > 0) {
    lines.push('<tidtransaktioner>');
    for (const r of doc.rows) lines.push(tidtrans(r));
    for (const marker of ['attesterat', 'klar'] as const) {
      if (!doc.markers[marker]) continue;
      for (const s of spans(doc.rows))
        lines.push(`<${marker} anstid="${escapeXml(s.anstNr)}" datumfrom="${s.from}" datumtom="${s.to}"/>`);
    }
    lines.push('</tidtransaktioner>');
  }
  const schedules = doc.schedules
    .map((s) => ({ anstNr: s.anstNr, dagar: s.dagar.filter((d) => d.timmar > 0) }))
    .filter((s) => s.dagar.length > 0);
  if (schedules.length > 0) {
    lines.push('<schematransaktioner>');
    for (const s of schedules) {
      lines.push(`<schema anstid="${escapeXml(s.anstNr)}">`);
      for (const d of s.dagar) lines.push(`<dag datum="${d.datum}" timmar="${paxmlHours(d.timmar)}"/>`);
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
