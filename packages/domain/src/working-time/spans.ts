// The engine's own reading of a person's time (law.ts): spans and joined blocks in whole minutes,
// sorted, and the warnings as found before they are written out. Shared by the rules of one day
// (law.ts) and of weeks and months (periods.ts). The engine checks a year of shifts of 1,000
// people within its time budget (ADR 0030), so nothing is made per shift that a warning does not
// need.
import type { Arbetstidsvarning, PassTyp } from './schemas';

export const MINUTE_MS = 60_000;
const DAY = 24 * 60;
export const minuteOf = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** Days from 1970-01-01 to 10000-01-01: the years written with four digits and no sign. */
const FOUR_DIGIT_DAYS = 2_932_897;
/** 'THH:MM:00.000Z' of each minute of a day. */
const TIMES = Array.from(
  { length: DAY },
  (_, m) => `T${TWO_DIGITS[Math.floor(m / 60)]}:${TWO_DIGITS[m % 60]}:00.000Z`,
);
/** 'YYYY-MM-DD' of the days written lately, by days since 1970-01-01. */
const dates = new Map<number, string>();
const DATES_MAX = 4096;

/**
 * The ISO instant of a whole minute, as Date.prototype.toISOString writes it, without a Date:
 * every warning writes two, and a year of a planner's warnings is tens of thousands.
 */
export function isoOf(minute: number): string {
  const days = Math.floor(minute / DAY);
  if (!Number.isInteger(minute) || days < 0 || days >= FOUR_DIGIT_DAYS)
    return new Date(minute * MINUTE_MS).toISOString();
  let date = dates.get(days);
  if (date === undefined) {
    date = dateOf(days);
    if (dates.size >= DATES_MAX) dates.clear();
    dates.set(days, date);
  }
  return date + TIMES[minute - days * DAY]!;
}

/** The UTC date of `days` since 1970-01-01, from the civil calendar's arithmetic (proleptic Gregorian, as Date). */
function dateOf(days: number): string {
  // Days since 0000-03-01, in eras of 400 years: a year from March, so leap days come last.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const ofEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (ofEra - Math.floor(ofEra / 1460) + Math.floor(ofEra / 36_524) - Math.floor(ofEra / 146_096)) / 365,
  );
  const ofYear = ofEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const fromMarch = Math.floor((5 * ofYear + 2) / 153);
  const day = ofYear - Math.floor((153 * fromMarch + 2) / 5) + 1;
  const month = fromMarch < 10 ? fromMarch + 3 : fromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** One span of the caller's, in whole minutes since the epoch. */
export interface Span {
  /** Its place in the caller's list. */
  index: number;
  start: number;
  end: number;
  typ: PassTyp;
  rast: number;
}

/** A run of time that is not rest: the spans that touch or overlap, joined. */
export interface Block {
  start: number;
  end: number;
  /** Its spans are those of the list it was joined from, from `first` up to (not with) `after`. */
  first: number;
  after: number;
}

/** The blocks of spans sorted by start: disjoint, so sorted by their ends too. */
export function joined(spans: readonly Span[]): Block[] {
  const blocks: Block[] = [];
  let last: Block | undefined;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.after = i + 1;
    } else {
      last = { start: s.start, end: s.end, first: i, after: i + 1 };
      blocks.push(last);
    }
  }
  return blocks;
}

/** The caller's indexes of the spans of blocks [from, to) of `spans`, in order (a warning's Pass). */
export function indexesOf(spans: readonly Span[], blocks: readonly Block[], from: number, to = from + 1) {
  const indexes: number[] = [];
  for (let b = from; b < to; b++)
    for (let i = blocks[b]!.first; i < blocks[b]!.after; i++) indexes.push(spans[i]!.index);
  return indexes;
}

/** A warning as a rule finds it: its stretch in minutes, written out as instants at the end. */
export interface Found extends Omit<Arbetstidsvarning, 'Fran' | 'Till'> {
  from: number;
  to: number;
}

export const found = (
  f: Omit<Found, 'Forslag' | 'Vilskuld' | 'Niva'> & Partial<Pick<Found, 'Forslag' | 'Vilskuld' | 'Niva'>>,
): Found => ({
  Regel: f.Regel,
  Niva: f.Niva ?? 'BROTT',
  from: f.from,
  to: f.to,
  Minuter: f.Minuter,
  Krav: f.Krav,
  Pass: f.Pass,
  Forslag: f.Forslag ?? null,
  Vilskuld: f.Vilskuld ?? null,
});

/** The first index of `spans` (sorted by start) whose start is above `value`. */
export function firstStartAbove(spans: readonly Span[], value: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The first index of `blocks` (disjoint, sorted) whose end is above `value`. */
export function firstEndAbove(blocks: readonly Block[], value: number): number {
  let lo = 0;
  let hi = blocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.end > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The longest run off within [from, to) between blocks, where what lies outside them is rest. */
export function longestOff(blocks: readonly Block[], from: number, to: number): number {
  let longest = 0;
  let free = from;
  for (let i = firstEndAbove(blocks, from); i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.start >= to) break;
    longest = Math.max(longest, b.start - free);
    free = Math.max(free, b.end);
  }
  return Math.max(longest, to - free);
}
