// A personal calendar feed (DOMAIN §15; RFC 5545, RFC 7986): a VCALENDAR of a person's published
// shifts and approved leave. Each event keeps its UID across edits and raises SEQUENCE with each
// change; a removed shift is left out. Times are Stockholm wall time with the zone's VTIMEZONE, so a
// night across a clock change keeps its real length in every client.
import { addDays } from '../dates';

/** A timed event: Stockholm wall times; the end may be on a later day (a night). */
export interface FeedEvent {
  uid: string;
  sequence: number;
  /** When it last changed (its DTSTAMP). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  start: { datum: string; tid: string };
  end: { datum: string; tid: string };
}

/** An all-day event from `from` to `to`, both included (leave). */
export interface FeedDayEvent {
  uid: string;
  sequence: number;
  stamp: Date;
  summary: string;
  from: string;
  to: string;
}

/** Clients are asked to look again this often (RFC 7986 REFRESH-INTERVAL; X-PUBLISHED-TTL for Outlook). */
export const FEED_REFRESH = 'PT1H';

const STOCKHOLM = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Stockholm',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export const escapeText = (s: string): string =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** RFC 5545 3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0) ?? 0);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (datum: string) => datum.replace(/-/g, '');
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Stockholm wall time as DTSTART/DTEND's value; 24:00 is the next day's 00:00. */
function wall(t: { datum: string; tid: string }): string {
  const [datum, tid] = t.tid === '24:00' ? [addDays(t.datum, 1), '00:00'] : [t.datum, t.tid];
  return `${compactDate(datum)}T${tid.replace(':', '')}00`;
}

function common(e: { uid: string; sequence: number; stamp: Date; summary: string }): string[] {
  return [
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `SEQUENCE:${e.sequence}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
}

/** The feed: a VCALENDAR of the events, CRLF-separated as RFC 5545 requires. */
export function icalendar(opts: {
  name: string;
  events: readonly FeedEvent[];
  days: readonly FeedDayEvent[];
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lonportal//Schema//SV',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(opts.name)}`,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    'X-WR-TIMEZONE:Europe/Stockholm',
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...STOCKHOLM,
  ];
  for (const e of opts.events)
    lines.push(
      'BEGIN:VEVENT',
      ...common(e),
      `DTSTART;TZID=Europe/Stockholm:${wall(e.start)}`,
      `DTEND;TZID=Europe/Stockholm:${wall(e.end)}`,
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  for (const d of opts.days)
    lines.push(
      'BEGIN:VEVENT',
      ...common(d),
      `DTSTART;VALUE=DATE:${compactDate(d.from)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(d.to, 1))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * A person's stored shift parts as events: the two halves of a night (the evening to 24:00 and the
 * morning from 00:00, domain staffing/day-span.ts) are one event, under the evening's UID.
 */
export function shiftEvents<
  T extends { Id: string; Datum: string; StartTid: string; SlutTid: string; Bemuppgift: string },
>(parts: readonly T[]): { first: T; last: T; parts: T[] }[] {
  const sorted = [...parts].sort((a, b) => (a.Datum + a.StartTid < b.Datum + b.StartTid ? -1 : 1));
  const out: { first: T; last: T; parts: T[] }[] = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (
      prev &&
      prev.last.SlutTid === '24:00' &&
      p.StartTid === '00:00' &&
      addDays(prev.last.Datum, 1) === p.Datum &&
      prev.last.Bemuppgift === p.Bemuppgift
    ) {
      prev.last = p;
      prev.parts.push(p);
    } else out.push({ first: p, last: p, parts: [p] });
  }
  return out;
}
