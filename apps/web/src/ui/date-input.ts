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
