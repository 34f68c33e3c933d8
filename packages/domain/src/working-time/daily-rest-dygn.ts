// ATL 13 § read per dygn (law.ts rule 1 under DYGN, ADR 0030): "checked per dygn starting at a
// fixed hour (the company's dygnsbryt)", the same for the whole schedule period (DOMAIN §4, ka.se
// 2015). Each dygn [dygnsbryt, next dygnsbryt) that holds work must hold `dygnsvila` consecutive
// hours off within it: a rest across the dygnsbryt counts in each dygn for its part inside it, so
// the dygnsbryt decides where a rest may lie (Fremia's 15:00–15:00 keeps a day worker's night rest
// whole). A dygn is real time: 23 hours on the night the clocks go forward, 25 on the night they go
// back (DOMAIN §14).
//
// Averaging is the rolling reading's rest debt (rest-debt.ts), per dygn: a dygn whose rest is down
// to `dygnsvilaLagst` owes what it lacks, paid by later dygns' rest beyond `dygnsvila` (a dygn
// without work is all rest), within `snittDagar` days of the dygn's last day.
//
// One walk over the joined blocks and the dygns they touch, in minutes: the starts of the dygns
// are kept by day, the same for every person of a plan, so a year of shifts makes no Date per shift.
import { addDays, stockholmInstant, stockholmOffsetMinutes } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import { debtDay, NO_DEBT_DAY, overdue, payDebts, type Debt } from './rest-debt';
import { found, indexesOf, isoOf, joined, minuteOf, MINUTE_MS, type Found, type Span } from './spans';

const DAY = 24 * 60;
const EPOCH = '1970-01-01';
/** Dygns without work walked one by one before the walk jumps to the next work instead. */
const WALK_MAX = 14;

/** The instants (minutes) the dygns begin, by the wall minute of their dygnsbryt since 1970-01-01. */
const starts = new Map<number, number>();
const STARTS_MAX = 8192;

/** The instant (minute) dygn `day` (days since 1970-01-01) begins: its date at `tid`, `bryt` minutes. */
function dygnStart(day: number, tid: string, bryt: number): number {
  const wall = day * DAY + bryt;
  let at = starts.get(wall);
  if (at === undefined) {
    // As periods.ts counts its weeks: a dygnsbryt the spring-forward hour skips lands an hour later.
    at = minuteOf(stockholmInstant(addDays(EPOCH, day), tid));
    if (starts.size >= STARTS_MAX) starts.clear();
    starts.set(wall, at);
  }
  return at;
}

/** The dygn holding `minute`: the day whose dygnsbryt is the last at or before it. */
function dygnOf(minute: number, tid: string, bryt: number): number {
  const wall = minute + stockholmOffsetMinutes(minute * MINUTE_MS);
  let day = Math.floor((wall - bryt) / DAY);
  while (dygnStart(day, tid, bryt) > minute) day--;
  while (dygnStart(day + 1, tid, bryt) <= minute) day++;
  return day;
}

/** 'HH:MM' as minutes after midnight. */
function clockMinutes(tid: string): number {
  const [h = 0, m = 0] = tid.split(':').map(Number);
  return h * 60 + m;
}

/** Rule 1 under DYGN: 13 § per dygn from `r.dygnsbryt`, with the rest debt where the agreement averages. */
export function dygnsvilaPerDygn(working: readonly Span[], r: Readonly<ArbetstidsRegler>): Found[] {
  const blocks = joined(working);
  const out: Found[] = [];
  if (blocks.length === 0) return out;
  const tid = r.dygnsbryt;
  const bryt = clockMinutes(tid);
  const debts: Debt[] = [];
  let day = dygnOf(blocks[0]!.start, tid, bryt);
  let start = dygnStart(day, tid, bryt);
  // The first block that ends after the dygn's start.
  let first = 0;
  while (first < blocks.length) {
    const end = dygnStart(day + 1, tid, bryt);
    // The longest run off within [start, end), where it begins, and the block whose start ends it
    // (-1: the dygn's end does).
    let free = start;
    let longest = 0;
    let from = start;
    let closer = -1;
    let after = first;
    for (; after < blocks.length && blocks[after]!.start < end; after++) {
      const b = blocks[after]!;
      if (b.start - free > longest) {
        longest = b.start - free;
        from = free;
        closer = after;
      }
      free = Math.max(free, b.end);
    }
    if (end - free > longest) {
      longest = end - free;
      from = free;
      closer = -1;
    }
    // Debts due by the dygn's start are past paying; its rest beyond the full one pays the oldest.
    if (debts.length > 0) {
      overdue(debts, start, r, out);
      if (longest >= r.dygnsvila) payDebts(debts, longest - r.dygnsvila);
    }
    if (after > first && longest < r.dygnsvila) {
      const averaged = longest >= r.dygnsvilaLagst && r.snittDagar > 0;
      const { senast, due } = averaged ? debtDay(end - 1, r.snittDagar) : NO_DEBT_DAY;
      const pass = indexesOf(working, blocks, first, after);
      if (averaged) debts.push({ minuter: r.dygnsvila - longest, due, senast, from: start, to: end, pass });
      // The work after the longest rest, started later by what is missing, gives the full rest
      // within the dygn, where it still begins in it and before that work's end.
      const fix = from + r.dygnsvila;
      const movable = closer >= 0 && fix <= end && fix < blocks[closer]!.end;
      out.push(
        found({
          Regel: 'DYGNSVILA',
          Niva: averaged ? 'SKULD' : 'BROTT',
          from: start,
          to: end,
          Minuter: longest,
          // Below the shortest rest the agreement allows, that is the rule broken.
          Krav: averaged || r.snittDagar === 0 ? r.dygnsvila : r.dygnsvilaLagst,
          Pass: pass,
          Forslag: movable ? { Start: isoOf(fix) } : null,
          Vilskuld: averaged ? { Minuter: r.dygnsvila - longest, Senast: senast } : null,
        }),
      );
    }
    day++;
    start = end;
    while (first < blocks.length && blocks[first]!.end <= start) first++;
    // Past a long stretch without work, with no debt left for its dygns to pay, to the next work.
    if (first < blocks.length && debts.length === 0 && blocks[first]!.start - start > WALK_MAX * DAY) {
      day = dygnOf(blocks[first]!.start, tid, bryt);
      start = dygnStart(day, tid, bryt);
    }
  }
  return out;
}
