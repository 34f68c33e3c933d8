/**
 * Arbetstidslagen (SFS 1982:673, DOMAIN §4) on one person's shifts: the warnings a planner shows as
 * it assigns, each naming its paragraph, the figures found and the rule's, and a fix where there is
 * one. The engine reads nothing itself: the caller passes the shifts (or punches, or time rows as
 * spans) and the rules of the company's choice (agreements.ts).
 *
 * Shifts are instants, so a night across a clock change counts its real length (DOMAIN §14). A
 * shift cannot cross midnight (SPEC §5): a night is two shifts, 22–24 and 00–06, and the law sees
 * one work period, so shifts that touch or overlap are joined before the rest is measured.
 *
 * Kinds (DOMAIN §4): ARBETE is work; JOUR at the workplace is working time for 13 § and 14 §;
 * BEREDSKAP is not working time, and is rest for 13 §, but not for 14 § (ATL 14 § second paragraph:
 * on-call time does not count as weekly rest).
 *
 * 1. 13 § dygnsvila, read as the rules say (`dygnsvilaPer`, ADR 0030):
 *    - LOPANDE (SPEC §5, "11 h within 24 h"): the 24 hours before each start of work hold
 *      `dygnsvila` consecutive hours off (as the punches are checked, punch-rules.ts), and a work
 *      period longer than 24 h less the shortest allowed rest leaves too little of its own 24 hours.
 *    - DYGN (DOMAIN §4, "checked per dygn starting at a fixed hour"): each dygn from the dygnsbryt
 *      (23 or 25 hours on the nights the clocks change) that holds work holds `dygnsvila`
 *      consecutive hours off within it; a rest across the dygnsbryt counts in each dygn for its
 *      part inside it (daily-rest-dygn.ts). The warning is of the dygn.
 *    Where the agreement averages (`snittDagar`), a rest down to `dygnsvilaLagst` is allowed and
 *    makes a rest debt, made up by the part of later rests beyond `dygnsvila` (under DYGN, of later
 *    dygns' rests) within `snittDagar` days: the debt is a SKULD with its date, and a BROTT once
 *    that date passes unpaid (rest-debt.ts). The fix suggested is the start that gives the full
 *    rest.
 * 2. 14 § veckovila: every 7-day period, from a Monday at the company's dygnsbryt, holds
 *    `veckovila` consecutive hours off within it.
 * 3. 15 §: no more than `arbeteIFoljd` worked in a row without a rast (punch-rules.ts, rule 2).
 * 4. 5 §: ordinary time (ARBETE, its rasts taken off) per week from Monday's dygnsbryt, on average
 *    over blocks of `veckoarbetstidVeckor` weeks counted from Monday 1 January 2024. Jour is not
 *    ordinary time (ATL 6 §).
 * 5. 10 a §: total time (ARBETE and JOUR) per 7 days, on average over blocks of
 *    `sammanlagdManader` calendar months from January.
 * 6. 8 § and 8 a §: overtime, the ordinary time of 5 §'s weeks beyond `veckoarbetstid`, per
 *    calendar month and year (overtime.ts).
 * 7. 13 a §: a night worker's total time per 24 hours, averaged over blocks of `nattManader`
 *    calendar months (overtime.ts).
 *
 * Warnings are of the period asked about: rest checks of starts within it, and the weeks and
 * blocks that overlap it; shifts before it are history the rules need (14 days for rest debts
 * under most agreements, the block's months for 10 a §).
 */
import { addDays, stockholmInstant } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import { dygnsvilaPerDygn } from './daily-rest-dygn';
import { periodWarnings } from './periods';
import type { Arbetspass, Arbetstidsvarning, Kontrollperiod } from './schemas';
import { overWithoutRast } from './punch-rules';
import { debtDay, NO_DEBT_DAY, overdue, payDebts, type Debt } from './rest-debt';
import { found, indexesOf, isoOf, joined, minuteOf, type Block, type Found, type Span } from './spans';

const DAY = 24 * 60;

/** The warnings of one person's shifts in `period` under `regler` (see the rules above). */
export function arbetstidsvarningar(
  pass: readonly Arbetspass[],
  regler: Readonly<ArbetstidsRegler>,
  period?: Kontrollperiod,
): Arbetstidsvarning[] {
  const spans = spansOf(pass);
  const window = windowOf(period);
  // Time at work for 13 § (all but beredskap), and work for 15 § (not jour either).
  const working: Span[] = [];
  const work: Span[] = [];
  for (const s of spans) {
    if (s.typ !== 'BEREDSKAP') working.push(s);
    if (s.typ === 'ARBETE') work.push(s);
  }
  const all = regler.dygnsvilaPer === 'DYGN' ? dygnsvilaPerDygn(working, regler) : dygnsvila(working, regler);
  rast(pass, work, regler, all);
  for (const f of periodWarnings(spans, regler, window)) all.push(f);
  return all
    .filter((f) => f.from < window.to && f.to > window.from)
    .sort((a, b) => a.from - b.from || (a.Regel < b.Regel ? -1 : a.Regel > b.Regel ? 1 : 0))
    .map((f) => ({
      Regel: f.Regel,
      Niva: f.Niva,
      Fran: isoOf(f.from),
      Till: isoOf(f.to),
      Minuter: f.Minuter,
      Krav: f.Krav,
      Pass: f.Pass,
      Forslag: f.Forslag,
      Vilskuld: f.Vilskuld,
    }));
}

/** The shifts in whole minutes, sorted by start (the caller's order where two start together). */
function spansOf(pass: readonly Arbetspass[]): Span[] {
  const spans: Span[] = [];
  for (let index = 0; index < pass.length; index++) {
    const p = pass[index]!;
    const start = minuteOf(p.start);
    spans.push({
      index,
      start,
      end: Math.max(start, minuteOf(p.end)),
      typ: p.typ,
      rast: Math.max(0, p.rastMinuter ?? 0),
    });
  }
  // Shifts mostly come in order: the sort would leave them so, and a year of them is many.
  for (let i = 1; i < spans.length; i++)
    if (!(spans[i - 1]!.start <= spans[i]!.start))
      return spans.sort((a, b) => a.start - b.start || a.index - b.index);
  return spans;
}

/** The last period asked about, in minutes: the planner asks for all its people's shifts of one period. */
let lastWindow = { from: '', to: '', window: { from: -Infinity, to: Infinity } };

/** The minutes of `period`, from its first day's midnight to the midnight after its last. */
function windowOf(period?: Kontrollperiod): { from: number; to: number } {
  if (!period) return { from: -Infinity, to: Infinity };
  if (period.from === lastWindow.from && period.to === lastWindow.to) return lastWindow.window;
  const window = {
    from: minuteOf(stockholmInstant(period.from, '00:00')),
    to: minuteOf(stockholmInstant(addDays(period.to, 1), '00:00')),
  };
  lastWindow = { from: period.from, to: period.to, window };
  return window;
}

/**
 * The longest run off within [from, the start of blocks[i]), walking back from it: the history
 * before the 24 hours is not read again for every start.
 */
function restBefore(blocks: readonly Block[], i: number, from: number): number {
  let longest = 0;
  let next = blocks[i]!.start;
  for (let k = i - 1; k >= 0; k--) {
    const b = blocks[k]!;
    if (b.end <= from) break;
    longest = Math.max(longest, next - Math.max(b.end, from));
    if (b.start <= from) return longest;
    next = b.start;
  }
  return Math.max(longest, next - from);
}

/** Rule 1 under LOPANDE: 13 §, with the rest debt where the agreement averages, over the spans of `working`. */
function dygnsvila(working: readonly Span[], r: Readonly<ArbetstidsRegler>): Found[] {
  const blocks = joined(working);
  const out: Found[] = [];
  const debts: Debt[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    const prev = i > 0 ? blocks[i - 1] : undefined;
    const before = prev ? restBefore(blocks, i, b.start - DAY) : Infinity;
    const own = Math.max(0, DAY - (b.end - b.start));
    const rest = Math.min(before, own);
    // The part of a rest beyond the full one pays the oldest debts first.
    if (debts.length > 0) {
      if (rest >= r.dygnsvila && prev) payDebts(debts, b.start - prev.end - r.dygnsvila);
      overdue(debts, b.start, r, out);
    }
    if (rest >= r.dygnsvila) continue;
    const short = prev !== undefined && before <= own;
    const averaged = rest >= r.dygnsvilaLagst && r.snittDagar > 0;
    const { senast, due } = averaged ? debtDay(b.start, r.snittDagar) : NO_DEBT_DAY;
    const pass = indexesOf(working, blocks, i);
    if (averaged) debts.push({ minuter: r.dygnsvila - rest, due, senast, from: b.start, to: b.end, pass });
    out.push(
      found({
        Regel: 'DYGNSVILA',
        Niva: averaged ? 'SKULD' : 'BROTT',
        from: short ? prev.end : b.start,
        to: short ? b.start : b.end,
        Minuter: rest,
        // Below the shortest rest the agreement allows, that is the rule broken.
        Krav: averaged || r.snittDagar === 0 ? r.dygnsvila : r.dygnsvilaLagst,
        Pass: pass,
        // A start later by what is missing gives the full rest, where the rest before it is short.
        Forslag: short ? { Start: isoOf(prev.end + r.dygnsvila) } : null,
        Vilskuld: averaged ? { Minuter: r.dygnsvila - rest, Senast: senast } : null,
      }),
    );
  }
  return out;
}

/**
 * Rule 3: 15 §, the stretches of `work` (ARBETE) as punch-rules.ts reads them (rule 2 there, on the
 * same minutes): in the order of the shifts' instants, as the punches are read, and found in the
 * order of `work`.
 */
function rast(
  pass: readonly Arbetspass[],
  work: readonly Span[],
  r: Readonly<ArbetstidsRegler>,
  out: Found[],
) {
  const order = inInstantOrder(pass, work);
  const first = out.length;
  overWithoutRast(order, r, (at, minutes, from) =>
    out.push(
      found({
        Regel: 'RAST',
        from: order[from]!.start,
        to: order[at]!.end,
        Minuter: minutes,
        Krav: r.arbeteIFoljd,
        Pass: [order[at]!.index],
      }),
    ),
  );
  if (order === work || out.length === first) return;
  // A shift gives one warning at most: put them back in the order of `work`.
  const position = new Map(work.map((s, i) => [s.index, i]));
  const mine = out.splice(first).sort((a, b) => position.get(a.Pass[0]!)! - position.get(b.Pass[0]!)!);
  for (const f of mine) out.push(f);
}

/**
 * `work` (sorted by minute) in the order of its instants to the millisecond, the earlier in
 * `work` first where two start together, as punch-rules.ts sorts: `work` itself where it is so.
 * Only shifts that start in the same minute can be in another order.
 */
function inInstantOrder(pass: readonly Arbetspass[], work: readonly Span[]): readonly Span[] {
  const at = (s: Span) => pass[s.index]!.start.getTime();
  for (let i = 1; i < work.length; i++) {
    if (work[i - 1]!.start !== work[i]!.start || at(work[i - 1]!) <= at(work[i]!)) continue;
    const position = new Map(work.map((s, k) => [s, k]));
    return [...work].sort((a, b) => at(a) - at(b) || position.get(a)! - position.get(b)!);
  }
  return work;
}
