// The week or month the needs page and the overview show (SPEC §2.1 /bemanna/behov and
// /bemanna/overview), kept in the address so that a link (the overview's to the planner, a
// bookmark) opens the same period. A month is at most 31 days, within the 42 days one read of
// the staffing API may span (domain PLANERING_DAGAR_MAX).
import { addDays, addMonths, firstOfMonth, lastOfMonth, mondayOf } from '@lonportal/domain/dates';
import { isValidIsoDate } from '@lonportal/domain/validation/dates';

export type PeriodView = 'week' | 'month';

/** The address's names of the filters, the same on every staffing page (the planner's too). */
export const DEPARTMENT = 'avdelning';
export const TASK = 'uppgift';
export const PERIOD_VIEWS: readonly PeriodView[] = ['week', 'month'];

export interface StaffingPeriod {
  view: PeriodView;
  From: string;
  To: string;
}

/** The week (Monday–Sunday, SPEC §9) or the calendar month around `anchor`. */
export function periodOf(view: PeriodView, anchor: string): StaffingPeriod {
  return view === 'week'
    ? { view, From: mondayOf(anchor), To: addDays(mondayOf(anchor), 6) }
    : { view, From: firstOfMonth(anchor), To: lastOfMonth(anchor) };
}

/** The period before (-1) or after (1) `period`, of the same view. */
export const stepPeriod = (period: StaffingPeriod, by: -1 | 1): StaffingPeriod =>
  periodOf(period.view, period.view === 'week' ? addDays(period.From, 7 * by) : addMonths(period.From, by));

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The period the address asks for (`?vy=week|month&datum=YYYY-MM-DD`); what is missing or not
 * readable falls back to this week of `today`.
 */
export function periodFromSearch(search: URLSearchParams, today: string): StaffingPeriod {
  const view = search.get('vy') === 'month' ? 'month' : 'week';
  const datum = search.get('datum') ?? '';
  const anchor = isValidIsoDate(datum) ? datum : today;
  return periodOf(view, anchor);
}

/** The address's search for `period`, keeping its other parameters (the filters). */
export function searchForPeriod(search: URLSearchParams, period: StaffingPeriod): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('vy', period.view);
  next.set('datum', period.From);
  return next;
}
