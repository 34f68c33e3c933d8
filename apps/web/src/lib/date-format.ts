// Dates on screen (ARCHITECTURE "Web": one formatting module; numbers are in the domain's
// number-format). Dates show as YYYY-MM-DD, the Swedish format, in every language; weekday and
// month names are Intl's in the interface language (the app's languages' written out in the
// domain's date-names, any other asked of Intl). Every function takes an ISO date
// (YYYY-MM-DD) and works in UTC, so the day can never shift with the browser's time zone.

import type { Language } from '@lonportal/domain/constants';
import { DATE_NAMES } from '@lonportal/domain/date-names';

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

/** The weekday's name, 'short' (mån) or 'long' (måndag). */
export const weekdayName = (iso: string, lng: string, width: 'short' | 'long' = 'short'): string =>
  DATE_NAMES[lng as Language]?.[width][(utcDate(iso).getUTCDay() + 6) % 7] ??
  formatter(lng, { weekday: width }).format(utcDate(iso));

/** The month's name without the year (november). */
export const monthName = (iso: string, lng: string): string =>
  DATE_NAMES[lng as Language]?.month[utcDate(iso).getUTCMonth()] ??
  formatter(lng, { month: 'long' }).format(utcDate(iso));

/** The weekday names Monday..Sunday (SPEC §9: the week starts on Monday). */
export function weekdayNames(lng: string, width: 'short' | 'long' = 'short'): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => weekdayName(`2024-01-0${i + 1}`, lng, width));
}

/** A date as shown: YYYY-MM-DD. */
export const formatDate = (iso: string): string => iso.slice(0, 10);

/** A date with its weekday: "mån 2026-11-16". */
export const formatDayWithWeekday = (iso: string, lng: string): string =>
  `${weekdayName(iso, lng)} ${formatDate(iso)}`;

/** A timestamp (ISO with time) as "YYYY-MM-DD HH:MM" in local time. */
export function formatDateTime(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return timestamp;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A salary period YYYY-MM as its month and year ("november 2026"); anything else as it is. */
export const periodName = (period: string, lng: string): string =>
  /^\d{4}-\d{2}$/.test(period) ? `${monthName(`${period}-01`, lng)} ${period.slice(0, 4)}` : period;
