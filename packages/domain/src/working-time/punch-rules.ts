/**
 * Arbetstidslagen (SFS 1982:673, DOMAIN §4) on time actually worked: the warnings a run of one
 * person's work periods gives. A work period is anything with a start and an end: a punch today,
 * a shift (Pass) in the staffing work later.
 *
 * Periods are instants, so a period across midnight or a clock change counts its real length
 * (DOMAIN §14); times are taken to the whole minute, seconds dropped, as punches rule 2 does. A
 * period without an end is still going on (an open punch): it lasts until now, or until the next
 * period starts (a forgotten punch-out; no stretch goes on from it then, since its end is not
 * known). Periods last at most 24 h (punches rule 6; a shift ends by midnight).
 *
 * 1. Dygnsvila (ATL 13 §: at least 11 consecutive hours off in every period of 24 hours). The
 *    employer decides when the 24-hour period starts (the "dygnsbryt"; ledarna.se, kommunal.se),
 *    and nothing here knows it, so the 24 hours checked are those before each start of work. A
 *    period is flagged REST_UNDER_11H when those 24 hours hold no 11 consecutive hours off: it
 *    starts less than 11 h after the previous period ended, and no 11 h of rest came before it
 *    within the 24 hours. A day split around lunch (08–12, 13–17) is not flagged; the morning after
 *    a short night is. Minuter is the rest since the previous end (Fran). A start after a period
 *    that never ended (a forgotten punch-out) is not checked: its rest is not known.
 * 2. Rast (ATL 15 §: breaks placed so that no one works more than 5 hours in a row). The law sets
 *    no length for a rast, only that breaks be satisfactory for the work; Arbetsmiljöverket's
 *    guidance is at least 30 minutes (arbetet.se 2020-02-14 "Så funkar din rast på jobbet";
 *    lawline.se "Rast vid 7 timmars arbetsdag"), so a rast here is a stop of at least 30 minutes.
 *    A shorter stop, between two periods or inside one, is a paus, and pauses count as working
 *    time (ATL 17 §), so the stretch goes on through it. A stretch is the periods joined by stops
 *    shorter than a rast, from its first start; a period is flagged WORK_OVER_5H_WITHOUT_BREAK when
 *    the stretch up to its end is longer than 5 h (exactly 5 h is allowed). Minuter is that length,
 *    Fran the stretch's start. A break still going on ends the stretch where it began.
 *    Breaks whose place in the period is not recorded (a punch's Rast minutes; only their sum is
 *    kept) get the benefit of the doubt: they are floor(minutes / 30) rasts placed as well as they
 *    could have been, so the period joins no stretch of its neighbours and is flagged only when its
 *    worked time (span less breaks) over the number of rasts + 1 is more than 5 h; Minuter is then
 *    the shortest its longest stretch can have been.
 *
 * 3. Veckovila (ATL 14 §: at least 36 consecutive hours off in every 7-day period). The period is
 *    the week from Monday 00:00 (the dygnsbryt the punches take; working-time/agreements.ts has a
 *    company's own). A period is flagged WEEKLY_REST_UNDER_36H, once in its week, when the periods
 *    of the week up to it leave no 36 hours off in the week, counting the rest of the week after it
 *    as off. Minuter is the longest rest the week can still have, Fran the week's start.
 * 4. Veckoarbetstid (ATL 5 §: ordinary time at most 40 hours a week). The hours worked in the week
 *    (from Monday 00:00; breaks taken off, the part of a period in the week) are added up in order;
 *    the period that takes them over 40 hours is flagged WEEK_OVER_40H, once in its week. Minuter
 *    is the week's time up to its end, Fran the week's start. Time beyond it is overtime (ATL 7 §),
 *    which the company may order: the warning tells, it does not forbid.
 *
 * A warning depends on its period and the ones before it only: a later punch never changes the
 * warnings of an earlier one. The thresholds are parameters, since collective agreements may
 * deviate (ATL 3 §, down to the EU 2003/88 floor).
 */
import { z } from 'zod';
import { addDays, mondayOf, stockholmInstant, stockholmWallTime } from '../dates';
import { AVTAL_REGLER } from './agreements';

/** The working-time-law warnings a work period may carry. */
export const ATL_KODER = [
  'REST_UNDER_11H',
  'WORK_OVER_5H_WITHOUT_BREAK',
  'WEEKLY_REST_UNDER_36H',
  'WEEK_OVER_40H',
] as const;
export type AtlKod = (typeof ATL_KODER)[number];

/** One warning on a work period, as the API sends it (the web names what differs from it). */
export const AtlVarningSchema = z.object({
  Kod: z.enum(ATL_KODER),
  /**
   * REST_UNDER_11H: minutes off since the previous end; WORK_OVER_5H_WITHOUT_BREAK: minutes worked
   * in a row; WEEKLY_REST_UNDER_36H: the longest rest the week can still have; WEEK_OVER_40H: the
   * minutes worked in the week.
   */
  Minuter: z.number().int(),
  /** ISO instant: the previous period's end (REST…), the stretch's start (WORK…) or the week's start (WEEK…). */
  Fran: z.string(),
});
export type AtlVarning = z.infer<typeof AtlVarningSchema>;

/** The limits checked, in minutes. */
export interface AtlLimits {
  /** ATL 13 §: the daily rest in every 24 hours. */
  dygnsvila: number;
  /** ATL 15 §: the most worked in a row without a rast. */
  arbeteIFoljd: number;
  /** The shortest stop that counts as a rast (rule 2). */
  rast: number;
  /** ATL 14 §: the rest in every week (0: not checked). */
  veckovila: number;
  /** ATL 5 §: the ordinary time of a week (Infinity: not checked). */
  veckoarbetstid: number;
}

/** The law's figures (agreements.ts), which the punches are checked by. */
export const ATL_LIMITS: Readonly<AtlLimits> = {
  dygnsvila: AVTAL_REGLER.ATL.dygnsvila,
  arbeteIFoljd: AVTAL_REGLER.ATL.arbeteIFoljd,
  rast: AVTAL_REGLER.ATL.rast,
  veckovila: AVTAL_REGLER.ATL.veckovila,
  veckoarbetstid: AVTAL_REGLER.ATL.veckoarbetstid,
};

/** A span of work as the rules read it. */
export interface WorkPeriod {
  start: Date;
  /** Null while it goes on: it lasts until now (or until the next period starts). */
  end: Date | null;
  /** Minutes of breaks taken within it whose place is not recorded (a punch's Rast). */
  breakMinutes?: number;
  /** A break going on since then, in a period not yet ended (an open punch's RastStart). */
  breakSince?: Date | null;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const minuteOf = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);

/**
 * The first date whose periods the warnings of periods from `from` on need: the 24 hours before the
 * first start reach into the day before (two days before after a spring-forward night), and a
 * period overlapping them may have started a day earlier still.
 */
export const atlHistoryFrom = (from: string): string => {
  // And the week of the first date (rules 3 and 4), with a period from Sunday into its Monday.
  const weekBefore = addDays(mondayOf(from), -1);
  const dayBefore = addDays(from, -3);
  return weekBefore < dayBefore ? weekBefore : dayBefore;
};

interface Span {
  /** Its place in the caller's list. */
  index: number;
  period: WorkPeriod;
  /** Whole minutes since the epoch. */
  start: number;
  end: number;
  /** Where work stopped: the end, or the start of the break going on. */
  workEnd: number;
  /** No stretch goes on after it: a break is going on, or it never ended and another came after. */
  endsStretch: boolean;
  /** Its breakMinutes, none below 0. */
  rast: number;
}

/** The warnings of each period of one person (ATL 13 § and 15 §), in the order given; see the rules above. */
export function atlWarnings(
  periods: readonly WorkPeriod[],
  now: Date,
  limits: Readonly<AtlLimits> = ATL_LIMITS,
): AtlVarning[][] {
  const order = periods
    .map((period, index) => ({ period, index }))
    .sort((a, b) => a.period.start.getTime() - b.period.start.getTime() || a.index - b.index);
  const nowMinute = minuteOf(now);
  const spans: Span[] = order.map(({ period, index }, i) => {
    const start = minuteOf(period.start);
    const next = order[i + 1]?.period.start;
    const openEnd = next ? Math.min(nowMinute, minuteOf(next)) : nowMinute;
    const end = Math.max(start, period.end ? minuteOf(period.end) : openEnd);
    const since =
      !period.end && period.breakSince ? Math.min(end, Math.max(start, minuteOf(period.breakSince))) : null;
    const endsStretch = since !== null || (!period.end && next !== undefined);
    const rast = Math.max(0, period.breakMinutes ?? 0);
    return { index, period, start, end, workEnd: since ?? end, endsStretch, rast };
  });
  const out = periods.map((): AtlVarning[] => []);
  restWarnings(spans, limits, out);
  stretchWarnings(spans, limits, out);
  weekWarnings(spans, limits, out);
  return out;
}

/** Rule 1: ATL 13 § over the 24 hours before each start. */
function restWarnings(spans: readonly Span[], limits: Readonly<AtlLimits>, out: AtlVarning[][]) {
  // The rests so far, in order: what is before the first period counts as rest (not known).
  const rests: { from: number; to: number }[] = [];
  let last: Span | null = null; // the period that ended last so far
  for (const span of spans) {
    if (last === null) {
      rests.push({ from: -Infinity, to: span.start });
      last = span;
      continue;
    }
    if (span.start > last.end) rests.push({ from: last.end, to: span.start });
    const windowStart = span.start - DAY_MINUTES;
    let longest = 0;
    for (let i = rests.length - 1; i >= 0 && rests[i]!.to > windowStart; i--) {
      const r = rests[i]!;
      longest = Math.max(longest, Math.min(r.to, span.start) - Math.max(r.from, windowStart));
    }
    if (longest < limits.dygnsvila && last.period.end)
      out[span.index]!.push({
        Kod: 'REST_UNDER_11H',
        Minuter: Math.max(0, span.start - last.end),
        Fran: last.period.end.toISOString(),
      });
    if (span.end >= last.end) last = span;
  }
}

/** Rule 2: ATL 15 § over the stretches worked without a rast. */
function stretchWarnings(spans: readonly Span[], limits: Readonly<AtlLimits>, out: AtlVarning[][]) {
  overWithoutRast(spans, limits, (at, minutes, from) =>
    out[spans[at]!.index]!.push({
      Kod: 'WORK_OVER_5H_WITHOUT_BREAK',
      Minuter: minutes,
      Fran: spans[from]!.period.start.toISOString(),
    }),
  );
}

/** A period as rule 2 reads it, in whole minutes: punches here, shifts in law.ts. */
export interface RastSpan {
  start: number;
  end: number;
  /** Minutes of breaks within it whose place is not recorded, none below 0. */
  rast: number;
  /** Where work stopped, when not at its end (a break going on). */
  workEnd?: number;
  /** No stretch goes on after it. */
  endsStretch?: boolean;
}

/**
 * Rule 2 (ATL 15 §) on periods sorted by start: `over(at, minutes, from)` for each period `at`
 * that ends a stretch of more than `arbeteIFoljd` minutes, the stretch starting at period `from`'s
 * start. law.ts reads 15 § through it (ADR 0030), on a year of shifts of 1,000 people within its
 * time budget: it reads minutes only, and nothing is made for a period that is not over.
 */
export function overWithoutRast(
  spans: readonly RastSpan[],
  limits: Readonly<Pick<AtlLimits, 'arbeteIFoljd' | 'rast'>>,
  over: (at: number, minutes: number, from: number) => void,
): void {
  let first = -1; // the period the stretch so far started with; -1: none goes on
  let start = 0;
  let end = 0;
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    const workEnd = span.workEnd ?? span.end;
    const rasts = Math.floor(span.rast / Math.max(1, limits.rast));
    if (rasts > 0) {
      // Breaks without a place, at their best places: around the period and evenly within it.
      first = -1;
      const worked = workEnd - span.start - span.rast;
      if (worked > limits.arbeteIFoljd * (rasts + 1)) over(i, Math.ceil(worked / (rasts + 1)), i);
      continue;
    }
    if (first < 0 || span.start - end >= limits.rast) {
      first = i;
      start = span.start;
      end = workEnd;
    } else end = Math.max(end, workEnd);
    if (end - start > limits.arbeteIFoljd) over(i, end - start, first);
    if (span.endsStretch) first = -1;
  }
}

/** The week from Monday 00:00 (Stockholm) that holds `minute`: its start and end, in minutes. */
function weekOf(minute: number): { start: number; end: number } {
  const monday = mondayOf(stockholmWallTime(new Date(minute * MINUTE_MS)).Datum);
  return {
    start: minuteOf(stockholmInstant(monday, '00:00')),
    end: minuteOf(stockholmInstant(addDays(monday, 7), '00:00')),
  };
}

/** Rules 3 and 4: ATL 14 § and 5 § over each week, on the period that settles it. */
function weekWarnings(spans: readonly Span[], limits: Readonly<AtlLimits>, out: AtlVarning[][]) {
  if (limits.veckovila <= 0 && !Number.isFinite(limits.veckoarbetstid)) return;
  let week: { start: number; end: number } | null = null;
  // The week so far: where the periods of it have reached, its longest rest, and its time worked.
  let lastEnd = -Infinity;
  let reached = 0;
  let longest = 0;
  let worked = 0;
  let restFlagged = false;
  let hoursFlagged = false;
  for (const span of spans) {
    if (week === null || span.start >= week.end) {
      week = weekOf(span.start);
      // A period from the week before that goes on into this one (a Sunday night) is work in it.
      reached = Math.max(week.start, Math.min(lastEnd, week.end));
      longest = 0;
      worked = reached - week.start;
      restFlagged = false;
      hoursFlagged = false;
    }
    longest = Math.max(longest, span.start - reached);
    reached = Math.max(reached, Math.min(span.end, week.end));
    lastEnd = Math.max(lastEnd, span.end);
    const weekStart = () => new Date(week!.start * MINUTE_MS).toISOString();
    // The rest of the week after it may still be off.
    const canHave = Math.max(longest, week.end - reached);
    if (!restFlagged && limits.veckovila > 0 && canHave < limits.veckovila) {
      out[span.index]!.push({ Kod: 'WEEKLY_REST_UNDER_36H', Minuter: canHave, Fran: weekStart() });
      restFlagged = true;
    }
    const length = span.end - span.start;
    const inWeek = Math.min(span.end, week.end) - span.start;
    worked += length > 0 ? Math.max(0, inWeek - (span.rast * inWeek) / length) : 0;
    if (!hoursFlagged && Math.round(worked) > limits.veckoarbetstid) {
      out[span.index]!.push({ Kod: 'WEEK_OVER_40H', Minuter: Math.round(worked), Fran: weekStart() });
      hoursFlagged = true;
    }
  }
}
