import { dayWarnings, type DayWarning } from '@lonportal/domain/time-reporting/warnings';
import {
  MAX_PERIOD_DAYS,
  periodDays,
  type TimeEntry,
  type TimeReport,
  type TimeReportDay,
} from '@lonportal/domain/time-reporting/entries';
import {
  countedEntries,
  dayHours,
  kindOfCodes as domainKindOfCodes,
  periodTotals,
  type DayHours,
  type KindOf,
  type PeriodTotals,
} from '@lonportal/domain/time-reporting/totals';
import type { TidKodSchema } from '@lonportal/domain/reference-lists';
import type { z } from 'zod';
import { splitPeriod } from '@lonportal/domain/dates';
import type { Period } from '../../lib/date-filter';

// The time report on screen (SPEC §5 Time reporting): rows grouped by day with the day's
// schedule, hours and warnings, and the period's totals. Pure, so it is tested without a browser.

export type TidKod = z.infer<typeof TidKodSchema>;
export type { DayHours, PeriodTotals };

/** How each code's hours count (attendance, absence, supplement); unknown codes count as attendance. */
export const kindOfCodes = (codes: readonly Pick<TidKod, 'TidKod' | 'Typ'>[]) =>
  domainKindOfCodes(codes.map((c) => [c.TidKod, c.Typ] as const));

export interface ReportDay extends DayHours {
  day: TimeReportDay;
  rows: TimeEntry[];
  warnings: DayWarning[];
}

/** The warnings of one day (SPEC §5: more than 24 h, negative attendance, more absence than schedule). */
export const warningsOf = (
  rows: readonly Pick<TimeEntry, 'TidKod' | 'Timmar'>[],
  scheduled: number,
  kindOf: KindOf,
): DayWarning[] => dayWarnings(countedEntries(rows, kindOf), scheduled);

/** Every day of the report with its rows (in the server's order), hours and warnings. */
export function groupByDay(report: Pick<TimeReport, 'Dagar' | 'Rader'>, kindOf: KindOf): ReportDay[] {
  const rowsByDay = new Map<string, TimeEntry[]>();
  for (const row of report.Rader) {
    const list = rowsByDay.get(row.Datum);
    if (list) list.push(row);
    else rowsByDay.set(row.Datum, [row]);
  }
  return report.Dagar.map((day) => {
    const rows = rowsByDay.get(day.Datum) ?? [];
    return { day, rows, ...dayHours(rows, kindOf), warnings: warningsOf(rows, day.SchemaTimmar, kindOf) };
  });
}

/** The period's sums: scheduled against reported hours. */
export const totalsOf = (days: readonly ReportDay[]): PeriodTotals =>
  periodTotals(
    days.map((d) => ({
      scheduled: d.day.SchemaTimmar,
      attendance: d.attendance,
      absence: d.absence,
      warnings: d.warnings.length,
    })),
  );

/** The period cut into pieces the server reads in one call (at most MAX_PERIOD_DAYS days each). */
export const readPieces = (period: Period): Period[] => splitPeriod(period, MAX_PERIOD_DAYS);

/** The pieces' reports as one (days and rows in date order). */
export function mergeReports(
  parts: readonly Pick<TimeReport, 'Dagar' | 'Rader'>[],
): Pick<TimeReport, 'Dagar' | 'Rader'> {
  return { Dagar: parts.flatMap((p) => p.Dagar), Rader: parts.flatMap((p) => p.Rader) };
}

/** Days in `period`, both ends included. */
export const daysIn = (period: Period): number => periodDays(period.From, period.To);
