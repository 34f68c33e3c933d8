// The week or month /schedule shows (SPEC §2.1 /schedule; §9: the week starts on Monday, the
// calendar's default type is the week), kept in the address (`?vy=week|month&datum=`) so that a
// reload or a bookmark opens the same period, and what a day of it holds. Pure, tested without a
// browser.
import { addDays, addMonths, firstOfMonth, lastOfMonth, mondayOf, weeksOf } from '@lonportal/domain/dates';
import type { ScheduleDay, ScheduleShift } from '@lonportal/domain/schedule/schedule';
import { isValidIsoDate } from '@lonportal/domain/validation/dates';

export type ScheduleView = 'week' | 'month';
export const SCHEDULE_VIEWS: readonly ScheduleView[] = ['week', 'month'];

export interface SchedulePeriod {
  view: ScheduleView;
  /** The week's Monday, or the month's first day. */
  anchor: string;
  /** What is read: the week, or the month's whole weeks Monday to Sunday (at most 42 days). */
  From: string;
  To: string;
}

/** The week (Monday–Sunday) or the calendar month around `date`. */
export function schedulePeriod(view: ScheduleView, date: string): SchedulePeriod {
  if (view === 'week')
    return { view, anchor: mondayOf(date), From: mondayOf(date), To: addDays(mondayOf(date), 6) };
  const anchor = firstOfMonth(date);
  return { view, anchor, From: mondayOf(anchor), To: addDays(mondayOf(lastOfMonth(anchor)), 6) };
}

/** The period before (-1) or after (1), of the same view. */
export const stepSchedulePeriod = (p: SchedulePeriod, by: -1 | 1): SchedulePeriod =>
  schedulePeriod(p.view, p.view === 'week' ? addDays(p.anchor, 7 * by) : addMonths(p.anchor, by));

/** The period the address asks for; what is missing or unreadable is this week of `today`. */
export function periodFromSearch(search: URLSearchParams, today: string): SchedulePeriod {
  const view = search.get('vy') === 'month' ? 'month' : 'week';
  const datum = search.get('datum') ?? '';
  return schedulePeriod(view, isValidIsoDate(datum) ? datum : today);
}

/** The address's search for `period`, keeping its other parameters. */
export function searchFor(search: URLSearchParams, period: SchedulePeriod): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('vy', period.view);
  next.set('datum', period.anchor);
  return next;
}

/** The month's weeks, Monday first, each day null outside the month (the month's grid). */
export function monthGrid(anchor: string): (string | null)[][] {
  const month = { From: firstOfMonth(anchor), To: lastOfMonth(anchor) };
  return weeksOf(month).map(({ From: monday }) =>
    Array.from({ length: 7 }, (_, i) => {
      const d = addDays(monday, i);
      return d >= month.From && d <= month.To ? d : null;
    }),
  );
}

/** The days a view lists: the week's seven, or the month's own days (not the grid's margins). */
export function listedDays(period: SchedulePeriod, days: readonly ScheduleDay[]): ScheduleDay[] {
  if (period.view === 'week') return [...days];
  const month = period.anchor.slice(0, 7);
  return days.filter((d) => d.Datum.startsWith(month));
}

/** Whether the day holds anything to show: a shift, scheduled hours, leave or absence. */
export const hasContent = (d: ScheduleDay): boolean =>
  d.Pass.length > 0 || d.SchemaTimmar > 0 || d.Ledighet.length > 0 || d.Franvaro.length > 0;

/** Whether a period holds nothing at all: no shift, no scheduled hours, no leave or absence. */
export const isEmptySchedule = (days: readonly ScheduleDay[]): boolean => !days.some(hasContent);

/** A shift's time as shown: 24:00 is the end of the day a night's first part ends at. */
export const shiftTime = (p: Pick<ScheduleShift, 'StartTid' | 'SlutTid'>): string =>
  `${p.StartTid}–${p.SlutTid}`;

/** Hours of minutes with at most two decimals. */
export const minutesAsHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/**
 * The shifts that are one part of a night (a shift across midnight is stored as two, SPEC §5): a
 * part ending at 24:00 goes on in the next day's part of the same task starting at 00:00.
 */
export function nightParts(days: readonly ScheduleDay[]): { goesOn: Set<string>; cameFrom: Set<string> } {
  const goesOn = new Set<string>();
  const cameFrom = new Set<string>();
  const byDate = new Map(days.map((d) => [d.Datum, d]));
  for (const day of days) {
    const next = byDate.get(addDays(day.Datum, 1));
    for (const p of day.Pass) {
      if (p.SlutTid !== '24:00' || !next) continue;
      const after = next.Pass.find((q) => q.StartTid === '00:00' && q.Bemuppgift === p.Bemuppgift);
      if (!after) continue;
      goesOn.add(p.Id);
      cameFrom.add(after.Id);
    }
  }
  return { goesOn, cameFrom };
}
