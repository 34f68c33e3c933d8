// Date rules: ISO format, the empty-date sentinel and typed shorthand. SPEC §5 Dates, SPEC §9.
import { EMPTY_DATE } from '../constants';

// Re-exported (same binding) so validation users need one import; SPEC §9 "Empty date value 1899-12-30".
export { EMPTY_DATE };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FOUR_DIGIT_YEAR_MIN = 1900;
const FOUR_DIGIT_YEAR_MAX = 2099;
const YEARS_AHEAD_LIMIT = 10;

/** True for a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1–12) of `year`; 0 for a month outside 1–12. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when year/month/day (month 1–12) is a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/** Formats year/month/day (month 1–12) as YYYY-MM-DD without any time-zone conversion. */
export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The local calendar date of `d` as YYYY-MM-DD (local parts, never UTC, so the day cannot shift). */
export function toIsoDate(d: Date): string {
  return formatIsoDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

/** True when `s` is exactly YYYY-MM-DD and a real calendar date. SPEC §5 Dates. */
export function isValidIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  return isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** True for '', whitespace, null/undefined or the 1899-12-30 sentinel (also with a time part). SPEC §5 Generic rules. */
export function isEmptyDate(s: string | null | undefined): boolean {
  if (s == null) return true;
  const t = s.trim();
  // The backend may send the sentinel as a date-time ('1899-12-30T00:00:00'); it is still empty.
  return t === '' || t === EMPTY_DATE || t.startsWith(`${EMPTY_DATE}T`);
}

/** Trims a date value and clears the 1899-12-30 sentinel to ''. SPEC §5 Dates "The sentinel is cleared". */
export function normaliseDateInput(s: string | null | undefined): string {
  return isEmptyDate(s) ? '' : (s ?? '').trim();
}

/**
 * Full year for a two-digit year: today's century, unless that is more than 10 years ahead of
 * today's year, then one century back. SPEC §5 Dates "Years more than 10 ahead are shifted back 100".
 * The window is today's year −89 … +10, so it also wraps forward: in 2095, '05' is 2105 and '06' is 2006.
 */
export function resolveTwoDigitYear(yy: number, todayYear: number): number {
  let year = Math.floor(todayYear / 100) * 100 + yy;
  if (year > todayYear + YEARS_AHEAD_LIMIT) year -= 100;
  else if (year + 100 <= todayYear + YEARS_AHEAD_LIMIT) year += 100;
  return year;
}

function ymd(year: number, month: number, day: number): string | null {
  return isRealDate(year, month, day) ? formatIsoDate(year, month, day) : null;
}

const num = (digits: string, from: number, to?: number): number => Number(digits.slice(from, to));

/**
 * Expands typed date shorthand to YYYY-MM-DD, or null when it is not a real date. SPEC §5 Dates.
 * Dashes are ignored; after that only digits are accepted. By digit count:
 * - 1–2: day of today's month;  3: M + DD in today's year;
 * - 4: MMDD in today's year when that is a real date, otherwise a four-digit year YYYY (1900–2099),
 *   giving 1 January of that year (our reading of "century-year": century + year);
 * - 5: YMMDD, Y being the year within today's decade;  6: YYMMDD (two-digit year rule);  8: YYYYMMDD.
 * `today` supplies the current year/month/decade from its local calendar parts.
 */
export function expandDateShorthand(input: string, today: Date): string | null {
  const digits = input.trim().replace(/-/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  switch (digits.length) {
    case 1:
    case 2:
      return ymd(year, month, num(digits, 0));
    case 3:
      return ymd(year, num(digits, 0, 1), num(digits, 1));
    case 4: {
      const monthDay = ymd(year, num(digits, 0, 2), num(digits, 2));
      if (monthDay) return monthDay;
      const fullYear = num(digits, 0);
      return fullYear >= FOUR_DIGIT_YEAR_MIN && fullYear <= FOUR_DIGIT_YEAR_MAX ? ymd(fullYear, 1, 1) : null;
    }
    case 5:
      return ymd(Math.floor(year / 10) * 10 + num(digits, 0, 1), num(digits, 1, 3), num(digits, 3));
    case 6:
      return ymd(resolveTwoDigitYear(num(digits, 0, 2), year), num(digits, 2, 4), num(digits, 4));
    case 8:
      return ymd(num(digits, 0, 4), num(digits, 4, 6), num(digits, 6));
    default:
      return null;
  }
}
