// The overview's cover (SPEC §2.1 /bemanna/overview): per day and task, the people the needs ask
// for against those planned and not away, the days short of it, and the bars' scale. The shifts
// with warnings (SPEC §8 staffing conflicts) in the order of the plan.
import { mondayOf } from '@lonportal/domain/dates';
import type { Oversikt, PlanPass } from '@lonportal/domain/staffing/planner';
import { DEPARTMENT, TASK } from '../needs/period';

export type Tackning = Oversikt['Tackning'][number];

export interface CoverDay {
  Datum: string;
  rows: Tackning[];
  /** Some task of the day has fewer people at work than its needs ask for. */
  under: boolean;
}

/** The people planned who are at work: planned, less those away that day. */
export const atWork = (row: Tackning): number => Math.max(0, row.Planerat - row.Franvarande);

/** Fewer people at work than the day's need asks for. */
export const isUnder = (row: Tackning): boolean => atWork(row) < row.Behov;

/** The period's cover by day (the days in order, each day's tasks by the order `taskOrder` gives). */
export function coverByDay(
  rows: readonly Tackning[],
  taskOrder: (a: string, b: string) => number,
): CoverDay[] {
  const days = new Map<string, Tackning[]>();
  for (const row of rows) days.set(row.Datum, [...(days.get(row.Datum) ?? []), row]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([Datum, list]) => {
      const sorted = list.sort((a, b) => taskOrder(a.Bemuppgift, b.Bemuppgift));
      return { Datum, rows: sorted, under: sorted.some(isUnder) };
    });
}

/** The longest bar of the chart: the most hours needed or planned of any day's task (at least 1). */
export const chartMax = (rows: readonly Tackning[]): number =>
  Math.max(1, ...rows.flatMap((r) => [r.BehovTimmar, r.PlaneratTimmar]));

/** A bar's length in per cent of the chart's longest, never below 0 or above 100. */
export const barPercent = (hours: number, max: number): number =>
  Math.min(100, Math.max(0, Math.round((hours / max) * 1000) / 10));

/** The period's shifts with warnings, by day, start and person. */
export const conflictsInOrder = (shifts: readonly PlanPass[]): PlanPass[] =>
  shifts
    .filter((s) => s.Varningar.length > 0)
    .sort(
      (a, b) =>
        a.Datum.localeCompare(b.Datum) ||
        a.StartTid.localeCompare(b.StartTid) ||
        a.AnstNr.localeCompare(b.AnstNr),
    );

/** The planner's address for the week of `datum`, with the overview's filters. */
export function plannerWeekPath(datum: string, filter: { Avdelning: string; Bemuppgift: string }): string {
  const q = new URLSearchParams({ vy: 'week', datum: mondayOf(datum) });
  if (filter.Avdelning) q.set(DEPARTMENT, filter.Avdelning);
  if (filter.Bemuppgift) q.set(TASK, filter.Bemuppgift);
  return `/bemanna/planering?${q.toString()}`;
}
