// The planner's day by the hour (SPEC §9: the staffing hour range, 6 to 18 by default): each hour
// of the range with the people a task's needs ask for against the people planned on it, and each
// shift as a bar across the hours. Pure, so the hour math is tested on its own.
import type { Behov } from '@lonportal/domain/staffing/needs';
import type { PlanPass } from '@lonportal/domain/staffing/planner';
import { TIMINTERVALL_STANDARD } from '@lonportal/domain/staffing/planner';
import { DAY_MINUTES } from '@lonportal/domain/staffing/day-span';
import { timeToMinutes } from '@lonportal/domain/validation/time';

/** Whole hours: the first shown and the hour the range ends at (0 ≤ Fran < Till ≤ 24). */
export interface HourRange {
  Fran: number;
  Till: number;
}

export const DEFAULT_HOURS: HourRange = { ...TIMINTERVALL_STANDARD };

/** A stored range ("6-18"), or the default when it is missing or not a range. */
export function parseHourRange(text: string | null): HourRange {
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(text ?? '');
  const [Fran, Till] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  return Fran >= 0 && Till <= 24 && Fran < Till ? { Fran, Till } : DEFAULT_HOURS;
}

export const formatHourRange = (r: HourRange): string => `${r.Fran}-${r.Till}`;

/** The hours of the range, each by its first hour (6 … 17 for 6–18). */
export const hoursOf = (r: HourRange): number[] =>
  Array.from({ length: r.Till - r.Fran }, (_, i) => r.Fran + i);

/**
 * A need's or shift's minutes of its day: 24:00 ends the day, and a need's end not after its
 * start runs to midnight (day-span.ts: a night is stored as two days' parts).
 */
export function spanOf(s: { StartTid: string; SlutTid: string }): [number, number] {
  const start = timeToMinutes(s.StartTid) ?? 0;
  const end = timeToMinutes(s.SlutTid) ?? 0;
  return [start, end > start ? end : DAY_MINUTES];
}

export interface HourCover {
  hour: number;
  /** People needed and planned at the hour's worst moment (where fewest are planned for the need). */
  needed: number;
  planned: number;
  under: boolean;
}

type Span = [start: number, end: number];
const holds = ([s, e]: Span, at: number) => s <= at && at < e;

/**
 * The moment of `from`..`to` where the needs are worst covered: what they ask for then and how many
 * people are there. The moments between two starts or ends are alike, so one of each is looked at.
 */
function worstMoment(from: number, to: number, needs: [...Span, number][], people: Span[][]) {
  const cuts = new Set([from]);
  for (const [s, e] of [...needs, ...people.flat()])
    for (const c of [s, e]) if (c > from && c < to) cuts.add(c);
  let worst = { need: 0, have: Number.POSITIVE_INFINITY };
  for (const at of cuts) {
    const need = needs.reduce((sum, [s, e, antal]) => sum + (holds([s, e], at) ? antal : 0), 0);
    const have = people.filter((spans) => spans.some((span) => holds(span, at))).length;
    const [short, worstShort] = [need - have, worst.need - worst.have];
    if (short > worstShort || (short === worstShort && need > worst.need)) worst = { need, have };
  }
  return worst;
}

/**
 * One task's cover per hour of the range on one day: what its needs ask for against the people
 * with a shift on it, at the hour's worst moment, so that a gap of half an hour shows as under.
 */
export function hourCover(
  day: string,
  task: string,
  range: HourRange,
  behov: readonly Behov[],
  pass: readonly PlanPass[],
): HourCover[] {
  const needs = behov
    .filter((n) => n.Datum === day && n.Bemuppgift === task)
    .map((n): [...Span, number] => [...spanOf(n), n.Antal]);
  // A person counts once however many of their shifts touch a moment.
  const byPerson = new Map<string, Span[]>();
  for (const p of pass)
    if (p.Datum === day && p.Bemuppgift === task)
      byPerson.set(p.AnstNr, [...(byPerson.get(p.AnstNr) ?? []), spanOf(p)]);
  const people = [...byPerson.values()];
  return hoursOf(range).map((hour) => {
    const { need, have } = worstMoment(hour * 60, hour * 60 + 60, needs, people);
    return { hour, needed: need, planned: have, under: need > have };
  });
}

/** The tasks with a need on the day (the filtered one only, when chosen), in code order. */
export const neededTasks = (day: string, behov: readonly Behov[], bemuppgift = ''): string[] =>
  [...new Set(behov.filter((n) => n.Datum === day).map((n) => n.Bemuppgift))]
    .filter((task) => !bemuppgift || task === bemuppgift)
    .sort();

export interface Bar {
  /** Where the bar starts and how wide it is, in hours from the range's start. */
  left: number;
  width: number;
  /** The shift runs on before or after the range. */
  before: boolean;
  after: boolean;
}

/** A shift's bar across the range's hours; null when it lies wholly outside. */
export function barOf(p: { StartTid: string; SlutTid: string }, r: HourRange): Bar | null {
  const [start, end] = spanOf(p);
  const [from, to] = [r.Fran * 60, r.Till * 60];
  if (end <= from || start >= to) return null;
  const [s, e] = [Math.max(start, from), Math.min(end, to)];
  return { left: (s - from) / 60, width: (e - s) / 60, before: start < from, after: end > to };
}
