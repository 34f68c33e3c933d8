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
 * 1. 13 § dygnsvila: the 24 hours before each start of work hold `dygnsvila` consecutive hours off
 *    (as the punches are checked, punch-rules.ts), and a work period longer than 24 h less the
 *    shortest allowed rest leaves too little of its own 24 hours. Where the agreement averages
 *    (`snittDagar`), a rest down to `dygnsvilaLagst` is allowed and makes a rest debt, made up by
 *    the part of later rests beyond `dygnsvila` within `snittDagar` days: the debt is a SKULD with
 *    its date, and a BROTT once that date passes unpaid. The fix suggested is the start that gives
 *    the full rest.
 * 2. 14 § veckovila: every 7-day period, from a Monday at the company's dygnsbryt, holds
 *    `veckovila` consecutive hours off within it.
 * 3. 15 §: no more than `arbeteIFoljd` worked in a row without a rast (punch-rules.ts, rule 2).
 * 4. 5 §: ordinary time (ARBETE, its rasts taken off) per week from Monday's dygnsbryt, on average
 *    over blocks of `veckoarbetstidVeckor` weeks counted from Monday 1 January 2024. Jour is not
 *    ordinary time (ATL 6 §).
 * 5. 10 a §: total time (ARBETE and JOUR) per 7 days, on average over blocks of
 *    `sammanlagdManader` calendar months from January.
 *
 * Warnings are of the period asked about: rest checks of starts within it, and the weeks and
 * blocks that overlap it; shifts before it are history the rules need (14 days for rest debts
 * under most agreements, the block's months for 10 a §).
 */
import { addDays, stockholmInstant, stockholmWallTime } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import { periodWarnings } from './periods';
import type { Arbetspass, Arbetstidsvarning, Kontrollperiod } from './schemas';
import { atlWarnings } from './punch-rules';
import { found, isoOf, joined, minuteOf, MINUTE_MS, type Block, type Found, type Span } from './spans';

const DAY = 24 * 60;

/** The warnings of one person's shifts in `period` under `regler` (see the rules above). */
export function arbetstidsvarningar(
  pass: readonly Arbetspass[],
  regler: Readonly<ArbetstidsRegler>,
  period?: Kontrollperiod,
): Arbetstidsvarning[] {
  const spans: Span[] = pass
    .map((p, index) => {
      const start = minuteOf(p.start);
      return {
        index,
        start,
        end: Math.max(start, minuteOf(p.end)),
        typ: p.typ,
        rast: Math.max(0, p.rastMinuter ?? 0),
      };
    })
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const window = period
    ? {
        from: minuteOf(stockholmInstant(period.from, '00:00')),
        to: minuteOf(stockholmInstant(addDays(period.to, 1), '00:00')),
      }
    : { from: -Infinity, to: Infinity };
  return [...dygnsvila(spans, regler), ...rast(pass, spans, regler), ...periodWarnings(spans, regler, window)]
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

interface Debt {
  minuter: number;
  /** The minute by which it is made up: the end of its Senast day. */
  due: number;
  senast: string;
  block: Block;
}

/** Rule 1: 13 §, with the rest debt where the agreement averages. */
function dygnsvila(spans: readonly Span[], r: Readonly<ArbetstidsRegler>): Found[] {
  const blocks = joined(spans.filter((s) => s.typ !== 'BEREDSKAP'));
  const out: Found[] = [];
  const debts: Debt[] = [];
  blocks.forEach((b, i) => {
    const prev = blocks[i - 1];
    const before = prev ? restBefore(blocks, i, b.start - DAY) : Infinity;
    const own = Math.max(0, DAY - (b.end - b.start));
    const rest = Math.min(before, own);
    // The part of a rest beyond the full one pays the oldest debts first.
    if (debts.length > 0) {
      if (rest >= r.dygnsvila && prev) payDebts(debts, b.start - prev.end - r.dygnsvila);
      overdue(debts, b.start, r, out);
    }
    if (rest >= r.dygnsvila) return;
    const short = prev !== undefined && before <= own;
    const averaged = rest >= r.dygnsvilaLagst && r.snittDagar > 0;
    const senast = averaged
      ? addDays(stockholmWallTime(new Date(b.start * MINUTE_MS)).Datum, r.snittDagar)
      : '';
    if (averaged)
      debts.push({
        minuter: r.dygnsvila - rest,
        due: minuteOf(stockholmInstant(senast, '24:00')),
        senast,
        block: b,
      });
    out.push(
      found({
        Regel: 'DYGNSVILA',
        Niva: averaged ? 'SKULD' : 'BROTT',
        from: short ? prev.end : b.start,
        to: short ? b.start : b.end,
        Minuter: rest,
        // Below the shortest rest the agreement allows, that is the rule broken.
        Krav: averaged || r.snittDagar === 0 ? r.dygnsvila : r.dygnsvilaLagst,
        Pass: b.indexes,
        // A start later by what is missing gives the full rest, where the rest before it is short.
        Forslag: short ? { Start: isoOf(prev.end + r.dygnsvila) } : null,
        Vilskuld: averaged ? { Minuter: r.dygnsvila - rest, Senast: senast } : null,
      }),
    );
  });
  return out;
}

/** Pays the oldest debts first; a debt paid in full leaves the list. */
function payDebts(debts: Debt[], surplus: number) {
  let left = surplus;
  for (const d of debts) {
    const paid = Math.min(d.minuter, Math.max(0, left));
    d.minuter -= paid;
    left -= paid;
  }
  while (debts.length > 0 && debts[0]!.minuter <= 0) debts.shift();
}

/** The debts whose day has passed unpaid by `now` break the rule (once each) and leave the list. */
function overdue(debts: Debt[], now: number, r: Readonly<ArbetstidsRegler>, out: Found[]) {
  for (const d of debts) {
    if (d.minuter <= 0 || d.due > now) continue;
    out.push(
      found({
        Regel: 'DYGNSVILA',
        from: d.block.start,
        to: d.block.end,
        Minuter: r.dygnsvila - d.minuter,
        Krav: r.dygnsvila,
        Pass: d.block.indexes,
        Vilskuld: { Minuter: d.minuter, Senast: d.senast },
      }),
    );
    d.minuter = 0;
  }
  for (let i = debts.length - 1; i >= 0; i--) if (debts[i]!.minuter <= 0) debts.splice(i, 1);
}

/** Rule 3: 15 §, the stretches of work as punch-rules.ts reads them (its rest rule switched off). */
function rast(pass: readonly Arbetspass[], spans: readonly Span[], r: Readonly<ArbetstidsRegler>): Found[] {
  const work = spans.filter((s) => s.typ === 'ARBETE');
  const periods = work.map((s) => ({
    start: pass[s.index]!.start,
    end: pass[s.index]!.end,
    breakMinutes: s.rast,
  }));
  const last = work.reduce((max, s) => Math.max(max, s.end), 0);
  const warnings = atlWarnings(periods, new Date(last * MINUTE_MS), {
    dygnsvila: 0,
    arbeteIFoljd: r.arbeteIFoljd,
    rast: r.rast,
    veckovila: 0,
    veckoarbetstid: Infinity,
  });
  return warnings.flatMap((list, i) =>
    list.map((w) =>
      found({
        Regel: 'RAST',
        from: minuteOf(new Date(w.Fran)),
        to: work[i]!.end,
        Minuter: w.Minuter,
        Krav: r.arbeteIFoljd,
        Pass: [work[i]!.index],
      }),
    ),
  );
}
