// The rules of weeks and months (law.ts rules 2, 4 and 5): 14 § weekly rest, 5 § ordinary time
// and 10 a § total time. Each walks the person's sorted spans once per period, from a binary
// search, so a year of shifts is read in a few passes.
import { addDays, addMonths, daysBetween, mondayOf, stockholmInstant, stockholmWallTime } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import type { PassTyp } from './schemas';
import { firstAbove, found, joined, longestOff, minuteOf, MINUTE_MS, type Found, type Span } from './spans';

interface Week {
  /** Its Monday. */
  datum: string;
  start: number;
  end: number;
}

/** The weeks of the last periods asked about: a planner asks for everyone's weeks of one period. */
const weekCache = new Map<string, readonly Week[]>();
const WEEK_CACHE_MAX = 64;

/** The weeks from Monday's dygnsbryt that overlap [from, to). */
function weeksIn(from: number, to: number, dygnsbryt: string): readonly Week[] {
  const key = `${from}|${to}|${dygnsbryt}`;
  const cached = weekCache.get(key);
  if (cached) return cached;
  const weeks = countWeeks(from, to, dygnsbryt);
  if (weekCache.size >= WEEK_CACHE_MAX) weekCache.clear();
  weekCache.set(key, weeks);
  return weeks;
}

function countWeeks(from: number, to: number, dygnsbryt: string): Week[] {
  let datum = mondayOf(stockholmWallTime(new Date(from * MINUTE_MS)).Datum);
  let at = minuteOf(stockholmInstant(datum, dygnsbryt));
  if (at > from) {
    datum = addDays(datum, -7);
    at = minuteOf(stockholmInstant(datum, dygnsbryt));
  }
  const weeks: Week[] = [];
  while (at < to) {
    const next = addDays(datum, 7);
    const end = minuteOf(stockholmInstant(next, dygnsbryt));
    weeks.push({ datum, start: at, end });
    datum = next;
    at = end;
  }
  return weeks;
}

/** Minutes of the spans of `typer` within [from, to), their rasts taken off in proportion. */
function timeWithin(
  spans: readonly Span[],
  longest: number,
  typer: readonly PassTyp[],
  from: number,
  to: number,
) {
  let minutes = 0;
  const indexes: number[] = [];
  // Spans are sorted by start and none is longer than `longest`: none starting earlier reaches in.
  for (let i = firstAbove(spans, (s) => s.start, from - longest - 1); i < spans.length; i++) {
    const s = spans[i]!;
    if (s.start >= to) break;
    if (s.end <= from || !typer.includes(s.typ)) continue;
    const length = s.end - s.start;
    const part = Math.min(s.end, to) - Math.max(s.start, from);
    minutes += length > 0 ? part - (s.rast * part) / length : 0;
    indexes.push(s.index);
  }
  return { minutes: Math.round(minutes), indexes };
}

/** Rule 2: 14 §, every 7-day period from Monday's dygnsbryt. */
function veckovila(spans: readonly Span[], weeks: readonly Week[], r: Readonly<ArbetstidsRegler>): Found[] {
  const blocks = joined(spans);
  return weeks.flatMap((w) => {
    const longest = longestOff(blocks, w.start, w.end);
    if (longest >= r.veckovila) return [];
    const within: number[] = [];
    for (
      let i = firstAbove(blocks, (b) => b.end, w.start);
      i < blocks.length && blocks[i]!.start < w.end;
      i++
    )
      within.push(...blocks[i]!.indexes);
    if (within.length === 0) return [];
    return [
      found({
        Regel: 'VECKOVILA',
        from: w.start,
        to: w.end,
        Minuter: longest,
        Krav: r.veckovila,
        Pass: within,
      }),
    ];
  });
}

/** The first Monday of the blocks of weeks 5 § averages over. */
const WEEK_EPOCH = '2024-01-01';

/** The Monday that starts the block of `n` weeks holding the week of `monday`. */
function blockOfWeeks(monday: string, n: number): string {
  const offset = Math.floor(daysBetween(WEEK_EPOCH, monday) / 7);
  return addDays(WEEK_EPOCH, (offset - (((offset % n) + n) % n)) * 7);
}

/** Rule 4: 5 §, ordinary time per week, on average over blocks of weeks. */
function veckoarbetstid(
  spans: readonly Span[],
  longest: number,
  weeks: readonly Week[],
  r: Readonly<ArbetstidsRegler>,
): Found[] {
  const n = Math.max(1, r.veckoarbetstidVeckor);
  const blocks =
    n === 1
      ? weeks
      : [...new Set(weeks.map((w) => blockOfWeeks(w.datum, n)))].map((first) => ({
          start: minuteOf(stockholmInstant(first, r.dygnsbryt)),
          end: minuteOf(stockholmInstant(addDays(first, 7 * n), r.dygnsbryt)),
        }));
  return blocks.flatMap(({ start, end }) => {
    const { minutes, indexes } = timeWithin(spans, longest, ['ARBETE'], start, end);
    const krav = r.veckoarbetstid * n;
    if (minutes <= krav) return [];
    return [
      found({ Regel: 'VECKOARBETSTID', from: start, to: end, Minuter: minutes, Krav: krav, Pass: indexes }),
    ];
  });
}

/** Rule 5: 10 a §, total time per 7 days on average over blocks of calendar months. */
function sammanlagd(
  spans: readonly Span[],
  longest: number,
  from: number,
  to: number,
  r: Readonly<ArbetstidsRegler>,
): Found[] {
  const months = Math.max(1, r.sammanlagdManader);
  const out: Found[] = [];
  const [year = 0, month = 1] = stockholmWallTime(new Date(from * MINUTE_MS))
    .Datum.split('-')
    .map(Number);
  let blockFrom = `${year}-${String(month - ((month - 1) % months)).padStart(2, '0')}-01`;
  for (;;) {
    const blockTo = addMonths(blockFrom, months);
    const start = minuteOf(stockholmInstant(blockFrom, '00:00'));
    const end = minuteOf(stockholmInstant(blockTo, '00:00'));
    if (start >= to) break;
    const { minutes, indexes } = timeWithin(spans, longest, ['ARBETE', 'JOUR'], start, end);
    const krav = Math.round((r.sammanlagd * daysBetween(blockFrom, blockTo)) / 7);
    if (minutes > krav)
      out.push(
        found({ Regel: 'SAMMANLAGD', from: start, to: end, Minuter: minutes, Krav: krav, Pass: indexes }),
      );
    blockFrom = blockTo;
  }
  return out;
}

/**
 * The rules of weeks and months over [from, to): the periods asked about, or, where none is asked,
 * the span of the shifts themselves.
 */
export function periodWarnings(
  spans: readonly Span[],
  r: Readonly<ArbetstidsRegler>,
  window: { from: number; to: number },
): Found[] {
  if (spans.length === 0) return [];
  const asked = { from: Number.isFinite(window.from), to: Number.isFinite(window.to) };
  let from = asked.from ? window.from : Infinity;
  let to = asked.to ? window.to : -Infinity;
  let longest = 0;
  for (const s of spans) {
    longest = Math.max(longest, s.end - s.start);
    if (!asked.from) from = Math.min(from, s.start);
    if (!asked.to) to = Math.max(to, s.end);
  }
  const weeks = weeksIn(from, to, r.dygnsbryt);
  return [
    ...veckovila(spans, weeks, r),
    ...veckoarbetstid(spans, longest, weeks, r),
    ...sammanlagd(spans, longest, from, to, r),
  ];
}
