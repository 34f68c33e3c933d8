import type { CalendarKind } from '@lonportal/domain/absence/calendar';
import { addDays, firstOfMonth, lastOfMonth, mondayOf } from '@lonportal/domain/dates';

// The absence calendar's (/absencecalendar) views and colours.

export type CalendarView = 'week' | 'month';

/**
 * Each kind's colour, dark enough for its white letter (WCAG AA) in either theme; the letter and
 * the cell's name say the kind too: the colour is never the only sign.
 */
export const KIND_COLOR: Record<CalendarKind, string> = {
  SJUK: '#b71c1c',
  VAB: '#7a4100',
  SEMESTER: '#1b5e20',
  OVRIG: '#0d47a1',
  BORTA: '#546e7a',
};
export const KINDS = Object.keys(KIND_COLOR) as CalendarKind[];

/** The days a view shows around `anchor`: its ISO week, or its month. */
export const rangeOf = (view: CalendarView, anchor: string) =>
  view === 'week'
    ? { From: mondayOf(anchor), To: addDays(mondayOf(anchor), 6) }
    : { From: firstOfMonth(anchor), To: lastOfMonth(anchor) };

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
