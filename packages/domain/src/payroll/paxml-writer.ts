import { stockholmDateTime, addDays, wallClockMinutes } from '../dates';
import {
  PAXML_ENCODING,
  PAXML_FORMAT,
  PAXML_PROGRAM,
  PAXML_SCHEMA_LOCATION,
  PAXML_VERSION,
  type PaxmlDocument,
  type PaxmlPayRow,
  type PaxmlTimeRow,
} from './paxml';
import type { PaxmlTravelEvent } from '../travel';

// The PAXml 2.0 document (paxml.ts has its vocabulary and the rows): every text escaped for an
// ISO-8859-1 file, hours and amounts as the schema writes them, and the sections in its order.

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

/** persnr and barn are exactly 12 digits (personnummerTYPE): anything else is left out. */
const personnummer = (nr: string) => (/^\d{12}$/.test(nr) ? nr : '');

const rowAttrs = (r: Pick<PaxmlTimeRow, 'postId' | 'anstNr' | 'persNr'>) =>
  attrs({ postid: r.postId, anstid: r.anstNr, persnr: personnummer(r.persNr) });

function tidtrans(r: PaxmlTimeRow, tidkod: string): string {
  const times = sendsTimes(r) ? paxmlStartEnd(r.datum, r.startTid, r.slutTid) : null;
  return [
    `<tidtrans${rowAttrs(r)}>`,
    el('tidkod', tidkod),
    el('datum', r.datum),
    // PAXml 2.0 p. 7–8: with starttid and sluttid neither timmar nor omfattning may be given.
    times ? el('starttid', times.start) + el('sluttid', times.end) : el('timmar', paxmlHours(r.timmar)),
    personnummer(r.barn) && el('barn', r.barn),
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
