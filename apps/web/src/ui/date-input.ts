// What the date and time inputs show and store (SPEC §5 Dates and Time). The form holds the wire
// value: 'YYYY-MM-DD' for a date ('' or the 1899-12-30 sentinel when empty), 'HH:MM' for a time.
// Text that cannot be read is kept as typed, so the form's zod schema reports it.
import type { EMPTY_DATE } from '@lonportal/domain/constants';
import {
  expandDateShorthand,
  isEmptyDate,
  isValidIsoDate,
  toIsoDate,
} from '@lonportal/domain/validation/dates';
import { parseTime } from '@lonportal/domain/validation/time';

/** What an empty date is stored as: '' in forms, or the wire's sentinel. */
export type EmptyDateValue = '' | typeof EMPTY_DATE;

/** The text shown for a stored date: the sentinel 1899-12-30 shows as empty. */
export function dateDisplayText(value: unknown): string {
  return typeof value === 'string' && !isEmptyDate(value) ? value.trim() : '';
}

/** The stored value for typed text, on blur or Enter: shorthand expanded with today's date. */
export function commitDateText(text: string, today: Date, emptyValue: EmptyDateValue = ''): string {
  const t = text.trim();
  if (isEmptyDate(t)) return emptyValue;
  return expandDateShorthand(t, today) ?? t;
}

/** A stored ISO date as a local Date for the calendar, or null when empty or invalid. */
export function isoToLocalDate(value: unknown): Date | null {
  if (typeof value !== 'string' || isEmptyDate(value) || !isValidIsoDate(value.trim())) return null;
  const [y, m, d] = value.trim().split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

/** A day picked in the calendar as the stored value (local calendar parts, never UTC). */
export const localDateToIso = (date: Date): string => toIsoDate(date);

/** The stored value for a typed time: 'HH:MM' when it parses (SPEC §5 Time), '' when blank. */
export function commitTimeText(text: string): string {
  const t = text.trim();
  return t === '' ? '' : (parseTime(t) ?? t);
}

// A time field offers steps of a quarter hour (the arrow keys, and a list to pick from), the
// usual grain of a working day's start and end, while any minute can still be typed.
const STEP_MINUTES = 15;
const DAY_MINUTES = 24 * 60;
const pad2 = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

function minutesOf(text: string): number | null {
  const time = text.trim() === '' ? null : parseTime(text);
  if (time === null) return null;
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The times a time field's list offers: every quarter hour from 00:00 to 24:00 (SPEC §5 Time). */
export const QUARTER_HOURS: readonly string[] = Array.from(
  { length: DAY_MINUTES / STEP_MINUTES + 1 },
  (_, i) => timeOf(i * STEP_MINUTES),
);

/** The next quarter hour up (1) or down (-1) from a typed time, within 00:00–24:00; other text as it is. */
export function stepTime(text: string, direction: 1 | -1): string {
  const minutes = minutesOf(text);
  if (minutes === null) return text;
  const next =
    direction === 1
      ? (Math.floor(minutes / STEP_MINUTES) + 1) * STEP_MINUTES
      : (Math.ceil(minutes / STEP_MINUTES) - 1) * STEP_MINUTES;
  return timeOf(Math.min(DAY_MINUTES, Math.max(0, next)));
}

/** The quarter hour nearest a typed time (where the list opens), or null when none is typed. */
export function quarterNear(text: string): string | null {
  const minutes = minutesOf(text);
  return minutes === null ? null : timeOf(Math.round(minutes / STEP_MINUTES) * STEP_MINUTES);
}
