// Swedish holidays of one calendar year. DOMAIN §8: the allmänna helgdagar of Lag (1989:253) except
// the ordinary Sundays, plus the three aftons that Semesterlagen 3 a § treats as Sundays.
// Pure date arithmetic in UTC so the result does not depend on the machine's time zone.

export interface SwedishHoliday {
  /** YYYY-MM-DD */
  Datum: string;
  /** Swedish name, e.g. "Midsommardagen". */
  Namn: string;
  /** public = allmän helgdag; eve = midsommar-, jul- or nyårsafton (not a helgdag, DOMAIN §8). */
  Typ: 'public' | 'eve';
}

const DAY_MS = 86_400_000;

const utc = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day);
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Easter Sunday as UTC milliseconds, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSundayMs(year: number): number {
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
  return utc(year, month, day);
}

/** Easter Sunday (påskdagen) of a year as YYYY-MM-DD. */
export const easterSunday = (year: number): string => iso(easterSundayMs(year));

/** The Saturday in the 7-day window starting at month/day (midsommardagen, alla helgons dag). */
function saturdayFrom(year: number, month: number, day: number): number {
  const start = utc(year, month, day);
  const weekday = new Date(start).getUTCDay(); // 0 = Sunday, 6 = Saturday
  return start + ((6 - weekday + 7) % 7) * DAY_MS;
}

/** The 13 statutory non-Sunday helgdagar and the three aftons of `year`, sorted by date. DOMAIN §8. */
export function swedishHolidays(year: number): SwedishHoliday[] {
  const easter = easterSundayMs(year);
  const midsommardagen = saturdayFrom(year, 6, 20); // Lag 1989:253 1 §: Saturday 20–26 June
  const days: [number, string, SwedishHoliday['Typ']][] = [
    [utc(year, 1, 1), 'Nyårsdagen', 'public'],
    [utc(year, 1, 6), 'Trettondedag jul', 'public'],
    [easter - 2 * DAY_MS, 'Långfredagen', 'public'],
    [easter, 'Påskdagen', 'public'],
    [easter + DAY_MS, 'Annandag påsk', 'public'],
    [utc(year, 5, 1), 'Första maj', 'public'],
    [easter + 39 * DAY_MS, 'Kristi himmelsfärdsdag', 'public'], // sixth Thursday after Easter
    [easter + 49 * DAY_MS, 'Pingstdagen', 'public'], // seventh Sunday after Easter
    [utc(year, 6, 6), 'Sveriges nationaldag', 'public'],
    [midsommardagen - DAY_MS, 'Midsommarafton', 'eve'],
    [midsommardagen, 'Midsommardagen', 'public'],
    [saturdayFrom(year, 10, 31), 'Alla helgons dag', 'public'], // Saturday 31 Oct–6 Nov
    [utc(year, 12, 24), 'Julafton', 'eve'],
    [utc(year, 12, 25), 'Juldagen', 'public'],
    [utc(year, 12, 26), 'Annandag jul', 'public'],
    [utc(year, 12, 31), 'Nyårsafton', 'eve'],
  ];
  return days.sort((x, y) => x[0] - y[0]).map(([ms, Namn, Typ]) => ({ Datum: iso(ms), Namn, Typ }));
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
