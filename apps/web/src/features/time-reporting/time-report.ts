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
import { isoWeek, mondayOf, splitPeriod } from '@lonportal/domain/dates';
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

/** The sums of the days up to and including `today` (all of them for a period already over). */
export const totalsToDate = (days: readonly ReportDay[], today: string): PeriodTotals =>
  totalsOf(days.filter((d) => d.day.Datum <= today));

/**
 * The days "as scheduled" can fill: scheduled, not after `today`, and without rows (the server
 * fills the same ones, POST /tidrader/franschema).
 */
export const fillableDays = (days: readonly ReportDay[], today: string): ReportDay[] =>
  days.filter((d) => d.day.Datum <= today && d.day.SchemaTimmar > 0 && d.rows.length === 0);

/** A week of the time report (the part of it in the period), with its sums. */
export interface ReportWeek {
  /** ISO week number. */
  week: number;
  /** Its first and last day in the period. */
  from: string;
  to: string;
  days: ReportDay[];
  totals: PeriodTotals;
}

/** The report's days by ISO week (Monday to Sunday), in order. */
export function groupByWeek(days: readonly ReportDay[]): ReportWeek[] {
  const weeks: ReportWeek[] = [];
  let current: ReportDay[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last)
      weeks.push({
        week: isoWeek(first.day.Datum),
        from: first.day.Datum,
        to: last.day.Datum,
        days: current,
        totals: totalsOf(current),
      });
    current = [];
  };
  for (const day of days) {
    const first = current[0];
    if (first && mondayOf(first.day.Datum) !== mondayOf(day.day.Datum)) close();
    current.push(day);
  }
  close();
  return weeks;
}

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
