/**
 * Calendar dates and Stockholm wall time. Dates are ISO 'YYYY-MM-DD' strings (SPEC §3 Formats);
 * times of day are 'HH:MM'. Every wall time is Europe/Stockholm (CET/CEST), whatever the server's
 * or browser's own zone: hours between two wall times are real elapsed time, so a night with the
 * clocks put back is an hour longer and the spring night an hour shorter (DOMAIN §14; EU directive
 * 2000/84/EC: last Sunday of March and of October, 01:00 UTC).
 */
import { timeToMinutes } from './validation/time';

export const TIME_ZONE = 'Europe/Stockholm';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The ISO date `days` after `iso` (negative: before). */
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const wallFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function wallFields(ms: number): [number, number, number, number, number, number] {
  const get = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = wallFormatter.formatToParts(new Date(ms));
  return [
    get(parts, 'year'),
    get(parts, 'month'),
    get(parts, 'day'),
    get(parts, 'hour') % 24,
    get(parts, 'minute'),
    get(parts, 'second'),
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

/** Stockholm's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetAt(ms: number): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  const [y, mo, d, h, mi, s] = wallFields(whole);
  return Date.UTC(y, mo - 1, d, h, mi, s) - whole;
}

/**
 * The instant of a Stockholm wall date and time ('HH:MM', '24:00' = the next midnight). A time the
 * spring-forward hour skips lands an hour later; one the autumn hour repeats is its second pass.
 */
export function stockholmInstant(datum: string, tid: string): Date {
  const [h = 0, m = 0] = tid.split(':').map(Number);
  return instantOf(datum, h * 60 + m);
}

/** The instant `minutes` of wall time after midnight of a Stockholm date (see stockholmInstant). */
function instantOf(datum: string, minutes: number): Date {
  const asUtc = Date.parse(`${datum}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = asUtc - offsetAt(asUtc);
  const second = offsetAt(first);
  return new Date(second === offsetAt(asUtc) ? first : asUtc - second);
}

/**
 * Real minutes from `start` on `datum` to `end` (DOMAIN §14). An end at or before the start is on
 * the next day (a shift across midnight); '24:00' is the end of the day. Null for an invalid time.
 */
export function elapsedMinutes(datum: string, start: string, end: string): number | null {
  const a = timeToMinutes(start);
  const b = timeToMinutes(end);
  if (a === null || b === null) return null;
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
