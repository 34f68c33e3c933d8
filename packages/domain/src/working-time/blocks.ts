// The stretches the rules of weeks and months read (periods.ts, overtime.ts): the time worked within
// one, and the blocks of calendar months, cached for the people of one question.
import { addMonths, daysBetween, stockholmInstant, stockholmWallTime } from '../dates';
import { firstStartAbove, minuteOf, MINUTE_MS, type Span } from './spans';

/** A stretch of minutes: a week, or a block of weeks or months. */
export interface Period {
  start: number;
  end: number;
}

const CACHE_MAX = 64;

/**
 * The periods of the last questions asked: a planner asks for everyone's weeks and months of one
 * period, and they are the same for each person.
 */
export function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = make();
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, made);
  return made;
}

/**
 * Minutes of the spans of ARBETE (and JOUR, with `jour`) within [from, to), their rasts taken off
 * in proportion; with `indexes`, the caller's indexes of those spans are added to it.
 */
export function timeWithin(
  spans: readonly Span[],
  longest: number,
  jour: boolean,
  from: number,
  to: number,
  indexes?: number[],
): number {
  let minutes = 0;
  // Spans are sorted by start and none is longer than `longest`: none starting earlier reaches in.
  for (let i = firstStartAbove(spans, from - longest - 1); i < spans.length; i++) {
    const s = spans[i]!;
    if (s.start >= to) break;
    if (s.end <= from || !(s.typ === 'ARBETE' || (jour && s.typ === 'JOUR'))) continue;
    const length = s.end - s.start;
    const part = Math.min(s.end, to) - Math.max(s.start, from);
    minutes += length > 0 ? part - (s.rast * part) / length : 0;
    indexes?.push(s.index);
  }
  return Math.round(minutes);
}

/** The blocks of `months` calendar months from January that overlap [from, to), with their days. */
export function monthBlocks(
  from: number,
  to: number,
  months: number,
): readonly (Period & { days: number })[] {
  return cached(monthBlockCache, `${from}|${to}|${months}`, () => {
    const blocks: (Period & { days: number })[] = [];
    const [year = 0, month = 1] = stockholmWallTime(new Date(from * MINUTE_MS))
      .Datum.split('-')
      .map(Number);
    let blockFrom = `${year}-${String(month - ((month - 1) % months)).padStart(2, '0')}-01`;
    for (;;) {
      const blockTo = addMonths(blockFrom, months);
      const start = minuteOf(stockholmInstant(blockFrom, '00:00'));
      const end = minuteOf(stockholmInstant(blockTo, '00:00'));
      if (start >= to) break;
      blocks.push({ start, end, days: daysBetween(blockFrom, blockTo) });
      blockFrom = blockTo;
    }
    return blocks;
  });
}
const monthBlockCache = new Map<string, readonly (Period & { days: number })[]>();
