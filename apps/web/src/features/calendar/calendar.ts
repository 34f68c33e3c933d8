import { RES_DIMS, resEnhetField, type ResDim, type TimeEntry } from '@lonportal/domain/time/entries';
import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { TIME_ENTRY_STATUSES, type TimeEntryStatus } from '@lonportal/domain/row-status';
import { addDays, isoWeek, weeksOf } from '@lonportal/domain/dates';
import { periodContaining, type Period } from '../../lib/date-filter';

// The calendar (Kalendarie): a month in weeks from Monday with ISO week numbers, the KalFilter of
// SPEC §3 (TidKod for the time rows, LonKod for the compensation rows) and each day's
// status. Pure, so it is tested without a browser.

export interface CalendarWeek {
  week: number;
  /** Monday..Sunday; null for a day outside the month. */
  days: (string | null)[];
}

/** The weeks of the month containing `date`, Monday first. */
export function monthWeeks(date: string): CalendarWeek[] {
  const month = periodContaining('M', date);
  return weeksOf(month).map(({ From: monday }) => ({
    week: isoWeek(monday),
    days: Array.from({ length: 7 }, (_, i) => {
      const d = addDays(monday, i);
      return d >= month.From && d <= month.To ? d : null;
    }),
  }));
}

/** SPEC §3 KalFilter as the calendar uses it: the codes, brukare and result units to count. */
export type KalFilter = { TidKod: string[]; LonKod: string[]; Brukare: string[] } & Record<
  `ResEnhet${ResDim}`,
  string[]
>;

export const EMPTY_KAL_FILTER: KalFilter = {
  TidKod: [],
  LonKod: [],
  Brukare: [],
  ResEnhet1: [],
  ResEnhet2: [],
  ResEnhet3: [],
  ResEnhet4: [],
  ResEnhet5: [],
  ResEnhet6: [],
};

const ok = (list: readonly string[], value: string) => list.length === 0 || list.includes(value);

/** What time and compensation rows share of the filter: brukare and the result units. */
const matchesShared = (row: Pick<TimeEntry, 'Brukare' | `ResEnhet${ResDim}`>, filter: KalFilter) =>
  ok(filter.Brukare, row.Brukare) &&
  RES_DIMS.every((n) => ok(filter[resEnhetField(n)], row[resEnhetField(n)]));

/** Whether a time row passes: every non-empty list of the filter holds the row's value (LonKod is not a time row's). */
export const matchesKalFilter = (row: TimeEntry, filter: KalFilter): boolean =>
  ok(filter.TidKod, row.TidKod) && matchesShared(row, filter);

/** Whether a compensation row passes: its pay code, brukare and result units (TidKod is not a compensation's). */
export const matchesCompensationFilter = (row: Compensation, filter: KalFilter): boolean =>
  ok(filter.LonKod, row.LonKod) && matchesShared(row, filter);

/** How many of the filter's lists are in use. */
export const activeFilterCount = (filter: KalFilter): number =>
  Object.values(filter).filter((list) => list.length > 0).length;

/** The least advanced status among the rows (the one still needing work), or null without rows. */
export function worstStatus(rows: readonly Pick<TimeEntry, 'Status'>[]): TimeEntryStatus | null {
  let worst: number | null = null;
  for (const r of rows) {
    const i = TIME_ENTRY_STATUSES.indexOf(r.Status);
    if (worst === null || i < worst) worst = i;
  }
  return worst === null ? null : (TIME_ENTRY_STATUSES[worst] ?? null);
}

/** The month of the date filter's period (the calendar shows the month its first day is in). */
export const calendarMonth = (period: Period): Period => periodContaining('M', period.From);
