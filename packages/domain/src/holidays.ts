// Swedish holidays of one calendar year. DOMAIN §8: the allmänna helgdagar of Lag (1989:253) except
// the ordinary Sundays, plus the three aftons that Semesterlagen 3 a § treats as Sundays.
// Pure calendar arithmetic (dates.ts) so the result does not depend on the machine's time zone.
import { addDays, weekdayIndex } from './dates';
import { formatIsoDate } from './validation/dates';

export interface SwedishHoliday {
  /** YYYY-MM-DD */
  Datum: string;
  /** Swedish name, e.g. "Midsommardagen". */
  Namn: string;
  /** public = allmän helgdag; eve = midsommar-, jul- or nyårsafton (not a helgdag, DOMAIN §8). */
  Typ: 'public' | 'eve';
}

/** Easter Sunday (påskdagen) of a year as YYYY-MM-DD, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate(year, month, day);
}

/** The Saturday in the 7-day window starting at month/day (midsommardagen, alla helgons dag). */
function saturdayFrom(year: number, month: number, day: number): string {
  const start = formatIsoDate(year, month, day);
  return addDays(start, (5 - weekdayIndex(start) + 7) % 7); // Saturday is 5 (Monday = 0)
}

/** The 13 statutory non-Sunday helgdagar and the three aftons of `year`, sorted by date. DOMAIN §8. */
export function swedishHolidays(year: number): SwedishHoliday[] {
  const easter = easterSunday(year);
  const midsommardagen = saturdayFrom(year, 6, 20); // Lag 1989:253 1 §: Saturday 20–26 June
  const on = (month: number, day: number) => formatIsoDate(year, month, day);
  const days: [string, string, SwedishHoliday['Typ']][] = [
    [on(1, 1), 'Nyårsdagen', 'public'],
    [on(1, 6), 'Trettondedag jul', 'public'],
    [addDays(easter, -2), 'Långfredagen', 'public'],
    [easter, 'Påskdagen', 'public'],
    [addDays(easter, 1), 'Annandag påsk', 'public'],
    [on(5, 1), 'Första maj', 'public'],
    [addDays(easter, 39), 'Kristi himmelsfärdsdag', 'public'], // sixth Thursday after Easter
    [addDays(easter, 49), 'Pingstdagen', 'public'], // seventh Sunday after Easter
    [on(6, 6), 'Sveriges nationaldag', 'public'],
    [addDays(midsommardagen, -1), 'Midsommarafton', 'eve'],
    [midsommardagen, 'Midsommardagen', 'public'],
    [saturdayFrom(year, 10, 31), 'Alla helgons dag', 'public'], // Saturday 31 Oct–6 Nov
    [on(12, 24), 'Julafton', 'eve'],
    [on(12, 25), 'Juldagen', 'public'],
    [on(12, 26), 'Annandag jul', 'public'],
    [on(12, 31), 'Nyårsafton', 'eve'],
  ];
  return days
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .map(([Datum, Namn, Typ]) => ({ Datum, Namn, Typ }));
}

const publicByYear = new Map<number, Set<string>>();

/**
 * True when a YYYY-MM-DD date is an allmän helgdag other than an ordinary Sunday (the aftons are
 * not helgdagar, DOMAIN §8). False for anything that is not a YYYY-MM-DD string.
 */
export function isHoliday(date: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(date);
  if (!match) return false;
  const year = Number(match[1]);
  let dates = publicByYear.get(year);
  if (!dates) {
    dates = new Set(swedishHolidays(year).flatMap((h) => (h.Typ === 'public' ? [h.Datum] : [])));
    publicByYear.set(year, dates);
  }
  return dates.has(date);
}
