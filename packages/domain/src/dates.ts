/**
 * Calendar dates and Stockholm wall time. Dates are ISO 'YYYY-MM-DD' strings (SPEC §3 Formats);
 * times of day are 'HH:MM'. Every wall time is Europe/Stockholm (CET/CEST), whatever the server's
 * or browser's own zone: hours between two wall times are real elapsed time, so a night with the
 * clocks put back is an hour longer and the spring night an hour shorter (DOMAIN §14; EU directive
 * 2000/84/EC: last Sunday of March and of October, 01:00 UTC).
 */
import { formatIsoDate } from './validation/dates';
import { timeToMinutes } from './validation/time';

export const TIME_ZONE = 'Europe/Stockholm';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

// Calendar arithmetic is done on UTC midnights, so a date never shifts with the machine's zone or
// a clock change: a calendar day is always one day here (elapsed time is below, in Stockholm).
// These run for every employee and day of a period (the attest list: 500 × 31), so a well-formed
// date is read and written with numbers; anything else goes through Date.parse as before (NaN).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const utcMidnight = (iso: string): number =>
  ISO_DATE.test(iso)
    ? Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
    : Date.parse(`${iso}T00:00:00Z`);
const dateOfMs = (ms: number): string => {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  return Number.isNaN(year) || year < 0 || year > 9999
    ? d.toISOString().slice(0, 10) // throws on NaN, like before
    : formatIsoDate(year, d.getUTCMonth() + 1, d.getUTCDate());
};

/** The UTC calendar date (YYYY-MM-DD) of an instant. */
export const utcDateOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The ISO date `days` after `iso` (negative: before). */
export const addDays = (iso: string, days: number): string => dateOfMs(utcMidnight(iso) + days * DAY_MS);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** 0 = Monday … 6 = Sunday (the week starts on Monday, SPEC §9). */
export const weekdayIndex = (iso: string): number => (new Date(utcMidnight(iso)).getUTCDay() + 6) % 7;

/** The Monday of the week of `iso`. */
export const mondayOf = (iso: string): string => addDays(iso, -weekdayIndex(iso));

/** ISO 8601 week number (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeek(iso: string): number {
  const thursday = addDays(mondayOf(iso), 3); // the Thursday of the week decides its year
  return 1 + Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7);
}

/** The first day of the month `months` after the month of `iso` (negative: before). */
export function firstOfMonth(iso: string, months = 0): string {
  const index = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  return formatIsoDate(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1, 1);
}

/** The same day `months` months on (the month's last day when it is shorter: 31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const first = firstOfMonth(iso, months);
  const last = Number(lastOfMonth(first).slice(8));
  return formatIsoDate(
    Number(first.slice(0, 4)),
    Number(first.slice(5, 7)),
    Math.min(Number(iso.slice(8)), last),
  );
}

/** The last day of the month of `iso`. */
export const lastOfMonth = (iso: string): string => addDays(firstOfMonth(iso, 1), -1);

/** A From/To range of dates, both included (SPEC §3 "Date filters use a From/To range"). */
export interface Period {
  From: string;
  To: string;
}

/** The whole Monday–Sunday weeks that overlap `period`, in order. */
export function weeksOf(period: Period): Period[] {
  const out: Period[] = [];
  for (let monday = mondayOf(period.From); monday <= period.To; monday = addDays(monday, 7))
    out.push({ From: monday, To: addDays(monday, 6) });
  return out;
}

/** The whole calendar months that overlap `period`, in order. */
export function monthsOf(period: Period): Period[] {
  const out: Period[] = [];
  for (let first = firstOfMonth(period.From); first <= period.To; first = firstOfMonth(first, 1))
    out.push({ From: first, To: lastOfMonth(first) });
  return out;
}

/** `period` cut into consecutive pieces of at most `maxDays` days (the last may be shorter). */
export function splitPeriod(period: Period, maxDays: number): Period[] {
  const out: Period[] = [];
  for (let from = period.From; from <= period.To;) {
    const end = addDays(from, Math.max(1, maxDays) - 1);
    const to = end < period.To ? end : period.To;
    out.push({ From: from, To: to });
    from = addDays(to, 1);
  }
  return out;
}

const HOUR_MS = 60 * MINUTE_MS;

/** The years offsetAt takes from the EU rule (Sweden has followed it since 1996). */
const RULE_YEARS = { from: 1996, to: 2099 } as const;

/** The clock changes found so far, by year and month: every wall time asks for two of them. */
const clockChanges = new Map<number, number>();

/** The instant (ms) of 01:00 UTC on the last Sunday of `month` (1–12) of `year`. */
function lastSundayAt0100Utc(year: number, month: number): number {
  const key = year * 12 + month;
  const known = clockChanges.get(key);
  if (known !== undefined) return known;
  const lastDay = Date.UTC(year, month, 0); // day 0 of the next month: the last of this one
  const at = lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
  clockChanges.set(key, at); // at most two a year of RULE_YEARS
  return at;
}

/**
 * Stockholm's offset from UTC for years outside RULE_YEARS, asked of the time-zone database. The
 * formatter is made the first time such a year is asked for, not when this module loads: making
 * it loads the zone's data, which would cost every page as it opens.
 */
let wallFormatter: Intl.DateTimeFormat | undefined;
function intlOffsetAt(ms: number): number {
  wallFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts = wallFormatter.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * Stockholm's offset from UTC at an instant, in ms: +2 h from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October, +1 h otherwise (the EU's summer-time rule,
 * Sweden's since 1996; directive 2000/84/EC today); the time-zone database for other years
 * (docs/decisions/0021).
 */
function offsetAt(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  if (!(year >= RULE_YEARS.from && year <= RULE_YEARS.to)) return intlOffsetAt(ms);
  const summer = ms >= lastSundayAt0100Utc(year, 3) && ms < lastSundayAt0100Utc(year, 10);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/** Stockholm's offset from UTC at an instant (ms since the epoch), in minutes: 60 or 120 (DOMAIN §14). */
export const stockholmOffsetMinutes = (ms: number): number => offsetAt(ms) / 60_000;

function wallFields(ms: number): [number, number, number, number, number, number] {
  const wall = new Date(ms + offsetAt(ms));
  return [
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  ];
}

/** The Stockholm wall date (YYYY-MM-DD) and minute (HH:MM) of an instant. */
export function stockholmWallTime(at: Date): { Datum: string; Tid: string } {
  const [y, mo, d, h, mi] = wallFields(at.getTime());
  return { Datum: `${y}-${pad2(mo)}-${pad2(d)}`, Tid: `${pad2(h)}:${pad2(mi)}` };
}

/** The Stockholm wall date and second of an instant as xs:dateTime without a zone: '2026-11-21T14:05:00'. */
export function stockholmDateTime(at: Date): string {
  const [y, mo, d, h, mi, s] = wallFields(at.getTime());
  return `${y}-${pad2(mo)}-${pad2(d)}T${pad2(h)}:${pad2(mi)}:${pad2(s)}`;
}

/**
 * The instant of a Stockholm wall date and time ('HH:MM', '24:00' = the next midnight). A time the
 * spring-forward hour skips lands an hour later; one the autumn hour repeats is its second pass.
 */
export function stockholmInstant(datum: string, tid: string): Date {
  const [h = 0, m = 0] = tid.split(':').map(Number);
  return instantOf(datum, h * 60 + m);
}

/**
 * Whether Stockholm's clock shows `tid` ('HH:MM', typed shorthand too; '24:00' is the next
 * midnight) on `datum`: false for 02:00–02:59 on the last Sunday of March, which the clocks skip
 * (EU directive 2000/84/EC), and for a time or date that is not one. A time the autumn night
 * repeats exists (stockholmInstant reads its second pass, docs/decisions/0021).
 */
export function stockholmTimeExists(datum: string, tid: string): boolean {
  const minutes = timeToMinutes(tid);
  if (minutes === null || !ISO_DATE.test(datum)) return false;
  const wall = utcMidnight(datum) + minutes * MINUTE_MS;
  if (Number.isNaN(wall)) return false;
  const at = instantOf(datum, minutes).getTime();
  return at + offsetAt(at) === wall;
}

/** The instant `minutes` of wall time after midnight of a Stockholm date (see stockholmInstant). */
function instantOf(datum: string, minutes: number): Date {
  const asUtc = utcMidnight(datum) + minutes * MINUTE_MS;
  const first = asUtc - offsetAt(asUtc);
  const second = offsetAt(first);
  return new Date(second === offsetAt(asUtc) ? first : asUtc - second);
}

/**
 * Real minutes from `start` on `datum` to `end` (DOMAIN §14). An end at or before the start is on
 * the next day (a shift across midnight); '24:00' is the end of the day. Null for an invalid time
 * or for a date that is not written YYYY-MM-DD.
 */
export function elapsedMinutes(datum: string, start: string, end: string): number | null {
  const a = timeToMinutes(start);
  const b = timeToMinutes(end);
  if (a === null || b === null || !ISO_DATE.test(datum)) return null;
  const endDay = b > a ? datum : addDays(datum, 1);
  return Math.round((instantOf(endDay, b).getTime() - instantOf(datum, a).getTime()) / MINUTE_MS);
}

/** Minutes the wall clock shows from `start` to `end` (next day when not after it), ignoring clock changes. */
export function wallClockMinutes(start: string, end: string): number | null {
  const a = timeToMinutes(start);
  const b = timeToMinutes(end);
  if (a === null || b === null) return null;
  return b > a ? b - a : b + 24 * 60 - a;
}

/** Minutes as hours with two decimals. */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
