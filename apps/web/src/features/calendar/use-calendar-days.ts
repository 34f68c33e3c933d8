import { useMemo } from 'react';
import type { DayWarning } from '@lonportal/domain/time/warnings';
import type { TimeEntry, TimeReport } from '@lonportal/domain/time/entries';
import type { TimeEntryStatus } from '@lonportal/domain/row-status';
import { dayHours } from '@lonportal/domain/time/totals';
import { compensationTotals, type Compensation } from '@lonportal/domain/compensations/compensations';
import { matchesCompensationFilter, matchesKalFilter, worstStatus, type KalFilter } from './calendar';
import { type TimeContext, warningsOf } from '../time';

/** A calendar day: schedule, holiday and what the filtered rows add up to. */
export interface CalendarDay {
  date: string;
  scheduled: number;
  reported: number;
  absence: number;
  holiday: string | null;
  status: TimeEntryStatus | null;
  warnings: DayWarning[];
  /** All the day's rows (the filter only decides what is counted). */
  rows: TimeEntry[];
  /** The day's compensation rows, all of them, and what the filtered ones pay in kronor. */
  compensations: Compensation[];
  paid: number;
  /** How many compensation rows pass the filter. */
  paidRows: number;
}

/** The report's days for the calendar, counting only the rows that pass `filter`. */
export function calendarDays(
  report: Pick<TimeReport, 'Dagar' | 'Rader'>,
  filter: KalFilter,
  kindOf: TimeContext['kindOf'],
  compensations: readonly Compensation[] = [],
): Map<string, CalendarDay> {
  const out = new Map<string, CalendarDay>();
  for (const d of report.Dagar) {
    out.set(d.Datum, {
      date: d.Datum,
      scheduled: d.SchemaTimmar,
      reported: 0,
      absence: 0,
      holiday: d.HelgdagNamn || null,
      status: null,
      warnings: [],
      rows: [],
      compensations: [],
      paid: 0,
      paidRows: 0,
    });
  }
  for (const row of report.Rader) out.get(row.Datum)?.rows.push(row);
  for (const row of compensations) out.get(row.Datum)?.compensations.push(row);
  for (const day of out.values()) {
    const counted = day.rows.filter((r) => matchesKalFilter(r, filter));
    const hours = dayHours(counted, kindOf);
    day.reported = hours.reported;
    day.absence = hours.absence;
    day.status = worstStatus(counted);
    day.warnings = warningsOf(counted, day.scheduled, kindOf);
    const paid = day.compensations.filter((r) => matchesCompensationFilter(r, filter));
    day.paid = compensationTotals(paid).Summa;
    day.paidRows = paid.length;
  }
  return out;
}

export const useCalendarDays = (
  report: Pick<TimeReport, 'Dagar' | 'Rader'> | undefined,
  filter: KalFilter,
  kindOf: TimeContext['kindOf'],
  compensations?: readonly Compensation[],
) =>
  useMemo(
    () => (report ? calendarDays(report, filter, kindOf, compensations) : new Map<string, CalendarDay>()),
    [report, filter, kindOf, compensations],
  );
