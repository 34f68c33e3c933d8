// The planner's grid as data (SPEC §2.1 /bemanna/planering): each person's shifts by day, the days
// they are away, each day's cover of the needs, and which rows a scrolled window shows. Built once
// per answer, so a grid of 500 people × 31 days reads each cell from a map.
import type { Behov } from '@lonportal/domain/staffing/needs';
import type { Planerbar, PlanPass } from '@lonportal/domain/staffing/planner';
import { DAY_MINUTES } from '@lonportal/domain/staffing/day-span';
import { timeToMinutes } from '@lonportal/domain/validation/time';

export type Orsak = Planerbar['Franvaro'][number]['Orsak'];

export interface PlannerModel {
  /** AnstNr → day → the person's shifts that day, by start. */
  shifts: Map<string, Map<string, PlanPass[]>>;
  /** AnstNr → day → why the person is away. */
  away: Map<string, Map<string, Orsak>>;
}

const NONE: readonly PlanPass[] = [];

/** The shifts and absences of the planning answer, by person and day. */
export function plannerModel(pass: readonly PlanPass[], personal: readonly Planerbar[]): PlannerModel {
  const shifts = new Map<string, Map<string, PlanPass[]>>();
  for (const p of pass) {
    let days = shifts.get(p.AnstNr);
    if (!days) shifts.set(p.AnstNr, (days = new Map()));
    const list = days.get(p.Datum);
    if (list) list.push(p);
    else days.set(p.Datum, [p]);
  }
  for (const days of shifts.values())
    for (const list of days.values()) list.sort((a, b) => a.StartTid.localeCompare(b.StartTid));
  const away = new Map(
    personal.map((p) => [p.AnstNr, new Map(p.Franvaro.map((f) => [f.Datum, f.Orsak] as const))] as const),
  );
  return { shifts, away };
}

/** One person's shifts on one day. */
export const shiftsOf = (model: PlannerModel, anstNr: string, day: string): readonly PlanPass[] =>
  model.shifts.get(anstNr)?.get(day) ?? NONE;

/** The most shifts the person has on any one day: the row's height in shifts. */
export function mostShiftsADay(model: PlannerModel, anstNr: string): number {
  let most = 0;
  for (const list of model.shifts.get(anstNr)?.values() ?? []) most = Math.max(most, list.length);
  return most;
}

/** A need's end in minutes of its day: an end not after the start runs to midnight (day-span.ts). */
function needSpan(n: Pick<Behov, 'StartTid' | 'SlutTid'>): [number, number] {
  const start = timeToMinutes(n.StartTid) ?? 0;
  const end = timeToMinutes(n.SlutTid) ?? 0;
  return [start, end > start ? end : DAY_MINUTES];
}

/** The most people the needs ask for at any one time (needs after one another share people). */
export function peakNeed(needs: readonly Pick<Behov, 'StartTid' | 'SlutTid' | 'Antal'>[]): number {
  const events = needs.flatMap((n) => {
    const [start, end] = needSpan(n);
    return [
      [start, n.Antal],
      [end, -n.Antal],
    ] as const;
  });
  // An end before a start at the same minute: touching needs do not add up.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let peak = 0;
  for (const [, delta] of events) peak = Math.max(peak, (now += delta));
  return peak;
}

export interface DayCover {
  Datum: string;
  /** People the day's needs ask for, task by task at their peak (as the overview counts them). */
  needed: number;
  /** People with a shift on a needed task that day. */
  planned: number;
  under: boolean;
}

/**
 * Each day's cover: for every task with a need that day (the filtered task only, when one is
 * chosen), its peak need against the people planned on it.
 */
export function dayCover(
  days: readonly string[],
  behov: readonly Behov[],
  pass: readonly PlanPass[],
  bemuppgift = '',
): DayCover[] {
  const key = (day: string, task: string) => `${day}|${task}`;
  const needs = new Map<string, Behov[]>();
  for (const n of behov) {
    if (bemuppgift && n.Bemuppgift !== bemuppgift) continue;
    const k = key(n.Datum, n.Bemuppgift);
    needs.set(k, [...(needs.get(k) ?? []), n]);
  }
  const people = new Map<string, Set<string>>();
  for (const p of pass) {
    const k = key(p.Datum, p.Bemuppgift);
    if (!needs.has(k)) continue;
    const set = people.get(k) ?? new Set<string>();
    people.set(k, set.add(p.AnstNr));
  }
  const byDay = new Map<string, { needed: number; planned: number }>();
  for (const [k, list] of needs) {
    const day = k.slice(0, 10);
    const sum = byDay.get(day) ?? { needed: 0, planned: 0 };
    sum.needed += peakNeed(list);
    sum.planned += Math.min(people.get(k)?.size ?? 0, peakNeed(list));
    byDay.set(day, sum);
  }
  return days.map((Datum) => {
    const c = byDay.get(Datum) ?? { needed: 0, planned: 0 };
    return { Datum, ...c, under: c.planned < c.needed };
  });
}

/** A need of the day and how many of its places shifts fill (by BehovId). */
export interface OpenNeed {
  need: Behov;
  filled: number;
}

/** The day's needs (the filtered task's), with their filled places, by start. */
export function needsOfDay(day: string, behov: readonly Behov[], pass: readonly PlanPass[], bemuppgift = '') {
  const filled = new Map<string, number>();
  for (const p of pass)
    if (p.BehovId && p.Datum === day) filled.set(p.BehovId, (filled.get(p.BehovId) ?? 0) + 1);
  return behov
    .filter((n) => n.Datum === day && (!bemuppgift || n.Bemuppgift === bemuppgift))
    .sort((a, b) => a.StartTid.localeCompare(b.StartTid) || a.Bemuppgift.localeCompare(b.Bemuppgift))
    .map((need): OpenNeed => ({ need, filled: filled.get(need.Id) ?? 0 }));
}

/** Each row's top edge (and the total height last) from the rows' heights. */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = [0];
  for (const h of heights) offsets.push(offsets[offsets.length - 1]! + h);
  return offsets;
}

/**
 * The rows a window of `viewport` px at `scrollTop` shows, with `overscan` rows either side:
 * [start, end), found by bisection of the offsets (rowOffsets).
 */
export function visibleRows(offsets: readonly number[], scrollTop: number, viewport: number, overscan = 4) {
  const count = offsets.length - 1;
  const find = (y: number) => {
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid + 1]! <= y) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const start = Math.max(0, find(scrollTop) - overscan);
  const end = Math.min(count, find(scrollTop + viewport) + 1 + overscan);
  return { start, end };
}

/** A time as short as the grid shows it: "07" for 07:00, "07:30" otherwise. */
const shortTime = (time: string) => (time.endsWith(':00') ? time.slice(0, 2) : time);

/** A shift's times in a cell: "07–15", "22–24", "07:30–16". */
export const compactRange = (start: string, end: string): string => `${shortTime(start)}–${shortTime(end)}`;
