// The engine's own reading of a person's time (law.ts): spans and joined blocks in whole minutes,
// sorted, and the warnings as found before they are written out. Shared by the rules of one day
// (law.ts) and of weeks and months (periods.ts).
import type { Arbetstidsvarning, PassTyp } from './schemas';

export const MINUTE_MS = 60_000;
export const minuteOf = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);
export const isoOf = (minute: number) => new Date(minute * MINUTE_MS).toISOString();

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
  indexes: number[];
}

/** The blocks of spans sorted by start: disjoint, so sorted by their ends too. */
export function joined(spans: readonly Span[]): Block[] {
  const blocks: Block[] = [];
  for (const s of spans) {
    const last = blocks.at(-1);
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.indexes.push(s.index);
    } else blocks.push({ start: s.start, end: s.end, indexes: [s.index] });
  }
  return blocks;
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

/** The first index of `items` (sorted by `key`) whose key is above `value`. */
export function firstAbove<T>(items: readonly T[], key: (item: T) => number, value: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]!) > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The longest run off within [from, to) between blocks, where what lies outside them is rest. */
export function longestOff(blocks: readonly Block[], from: number, to: number): number {
  let longest = 0;
  let free = from;
  for (let i = firstAbove(blocks, (b) => b.end, from); i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.start >= to) break;
    longest = Math.max(longest, b.start - free);
    free = Math.max(free, b.end);
  }
  return Math.max(longest, to - free);
}
