// The rules of weeks and months (law.ts rules 2, 4 and 5): 14 § weekly rest, 5 § ordinary time
// and 10 a § total time. Each walks the person's sorted spans once per period, from a binary
// search, so a year of shifts is read in a few passes.
import { addDays, daysBetween, mondayOf, stockholmInstant, stockholmWallTime } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import {
  firstEndAbove,
  found,
  indexesOf,
  joined,
  longestOff,
  minuteOf,
  MINUTE_MS,
  type Found,
  type Span,
} from './spans';
import { cached, monthBlocks, timeWithin, type Period } from './blocks';
import { nattarbete, overtid } from './overtime';

interface Week {
  /** Its Monday. */
  datum: string;
  start: number;
  end: number;
}

const weekCache = new Map<string, readonly Week[]>();

/** The weeks from Monday's dygnsbryt that overlap [from, to). */
function weeksIn(from: number, to: number, dygnsbryt: string): readonly Week[] {
  return cached(weekCache, `${from}|${to}|${dygnsbryt}`, () => countWeeks(from, to, dygnsbryt));
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

/** The warning of a period over its limit: its spans are listed only then. */
function over(
  regel: 'SAMMANLAGD',
  spans: readonly Span[],
  longest: number,
  period: Period,
  krav: number,
  out: Found[],
) {
  const jour = true;
  const minutes = timeWithin(spans, longest, jour, period.start, period.end);
  if (minutes <= krav) return;
  const indexes: number[] = [];
  timeWithin(spans, longest, jour, period.start, period.end, indexes);
  out.push(
    found({ Regel: regel, from: period.start, to: period.end, Minuter: minutes, Krav: krav, Pass: indexes }),
  );
}

/** Rule 2: 14 §, every 7-day period from Monday's dygnsbryt. */
function veckovila(
  spans: readonly Span[],
  weeks: readonly Week[],
  r: Readonly<ArbetstidsRegler>,
  out: Found[],
) {
  const blocks = joined(spans);
  for (const w of weeks) {
    const longest = longestOff(blocks, w.start, w.end);
    if (longest >= r.veckovila) continue;
    const first = firstEndAbove(blocks, w.start);
    let after = first;
    while (after < blocks.length && blocks[after]!.start < w.end) after++;
    if (after === first) continue;
    out.push(
      found({
        Regel: 'VECKOVILA',
        from: w.start,
        to: w.end,
        Minuter: longest,
        Krav: r.veckovila,
        Pass: indexesOf(spans, blocks, first, after),
      }),
    );
  }
}

/** The first Monday of the blocks of weeks 5 § averages over. */
const WEEK_EPOCH = '2024-01-01';

/** The Monday that starts the block of `n` weeks holding the week of `monday`. */
function blockOfWeeks(monday: string, n: number): string {
  const offset = Math.floor(daysBetween(WEEK_EPOCH, monday) / 7);
  return addDays(WEEK_EPOCH, (offset - (((offset % n) + n) % n)) * 7);
}

/** The blocks of `n` weeks that hold `weeks`, by the weeks (cached with them) and `n`. */
const weekBlockCache = new WeakMap<readonly Week[], Map<number, readonly Period[]>>();

function weekBlocks(weeks: readonly Week[], n: number, dygnsbryt: string): readonly Period[] {
  if (n === 1) return weeks;
  let byN = weekBlockCache.get(weeks);
  if (!byN) weekBlockCache.set(weeks, (byN = new Map()));
  let blocks = byN.get(n);
  if (!blocks) {
    blocks = [...new Set(weeks.map((w) => blockOfWeeks(w.datum, n)))].map((first) => ({
      start: minuteOf(stockholmInstant(first, dygnsbryt)),
      end: minuteOf(stockholmInstant(addDays(first, 7 * n), dygnsbryt)),
    }));
    byN.set(n, blocks);
  }
  return blocks;
}

/**
 * Rule 4: 5 §, ordinary time per week, on average over blocks of weeks. The blocks' ordinary time,
 * by their ends, for 8 § (overtime.ts).
 */
function veckoarbetstid(
  spans: readonly Span[],
  longest: number,
  weeks: readonly Week[],
  r: Readonly<ArbetstidsRegler>,
  out: Found[],
): { end: number; minutes: number }[] {
  const n = Math.max(1, r.veckoarbetstidVeckor);
  const krav = r.veckoarbetstid * n;
  const sums: { end: number; minutes: number }[] = [];
  // The weeks were counted from r.dygnsbryt (weeksIn), so they and n name the blocks.
  for (const block of weekBlocks(weeks, n, r.dygnsbryt)) {
    const minutes = timeWithin(spans, longest, false, block.start, block.end);
    sums.push({ end: block.end, minutes });
    if (minutes <= krav) continue;
    const indexes: number[] = [];
    timeWithin(spans, longest, false, block.start, block.end, indexes);
    out.push(
      found({
        Regel: 'VECKOARBETSTID',
        from: block.start,
        to: block.end,
        Minuter: minutes,
        Krav: krav,
        Pass: indexes,
      }),
    );
  }
  return sums;
}

/** Rule 5: 10 a §, total time per 7 days on average over blocks of calendar months. */
function sammanlagd(
  spans: readonly Span[],
  longest: number,
  from: number,
  to: number,
  r: Readonly<ArbetstidsRegler>,
  out: Found[],
) {
  for (const block of monthBlocks(from, to, Math.max(1, r.sammanlagdManader)))
    over('SAMMANLAGD', spans, longest, block, Math.round((r.sammanlagd * block.days) / 7), out);
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
  const out: Found[] = [];
  veckovila(spans, weeks, r, out);
  const ordinary = veckoarbetstid(spans, longest, weeks, r, out);
  sammanlagd(spans, longest, from, to, r, out);
  overtid(ordinary, r, out);
  nattarbete(spans, longest, from, to, r, out);
  return out;
}
