import { dayWarnings, type DayWarning } from '@lonportal/domain/time/warnings';
import {
  MAX_PERIOD_DAYS,
  periodDays,
  type TimeEntry,
  type TimeReport,
  type TimeReportDay,
} from '@lonportal/domain/time/entries';
import { transition, type StatusFlags } from '@lonportal/domain/row-status';
import type { AtlVarning } from '@lonportal/domain/working-time/punch-rules';
import {
  countedEntries,
  dayHours,
  kindOfCodes as domainKindOfCodes,
  periodTotals,
  sumHours,
  type DayHours,
  type KindOf,
  type PeriodTotals,
} from '@lonportal/domain/time/totals';
import type { TidKodSchema } from '@lonportal/domain/reference-lists';
import type { z } from 'zod';
import { isoWeek, mondayOf, splitPeriod } from '@lonportal/domain/dates';
import { fillsDay } from '@lonportal/domain/time/from-schedule';
import type { Period } from '../../lib/date-filter';
import { formatDate, weekdayName } from '../../lib/date-format';
import { formatHours } from '../../lib/number-format';

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

/** A day as a sentence starts with it: "Onsdag 2026-03-04" (the weekday in the interface language). */
export function dayName(date: string, lng: string): string {
  const weekday = weekdayName(date, lng, 'long');
  return `${weekday.charAt(0).toLocaleUpperCase(lng)}${weekday.slice(1)} ${formatDate(date)}`;
}

/** A day's hours as its warnings name them. */
export interface WarningHours {
  scheduled: number;
  /** Attendance and absence. */
  reported: number;
  absence: number;
}

/**
 * What a day's warning says: its key, with the day and the hours that differ, so the
 * text reads "Onsdag 2026-03-04: 8,00 h frånvaro men 6,00 h schemalagt – rapportera högst …".
 */
export function warningText(
  warning: DayWarning,
  date: string,
  hours: WarningHours,
  lng: string,
): { key: DayWarning; values: Record<string, string> } {
  const h = (n: number) => formatHours(n, lng);
  return {
    key: warning,
    values: {
      day: dayName(date, lng),
      scheduled: h(hours.scheduled),
      reported: h(hours.reported),
      absence: h(hours.absence),
      attendance: h(hours.reported - hours.absence),
    },
  };
}

/** The warning texts of a day of the report. */
export const dayWarningTexts = (
  day: Pick<ReportDay, 'day' | 'reported' | 'absence' | 'warnings'>,
  lng: string,
) =>
  day.warnings.map((w) =>
    warningText(
      w,
      day.day.Datum,
      { scheduled: day.day.SchemaTimmar, reported: day.reported, absence: day.absence },
      lng,
    ),
  );

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

/** The days "as scheduled" fills up to `today` (the domain's fillsDay, as POST /tidrader/franschema). */
export const fillableDays = (days: readonly ReportDay[], today: string): ReportDay[] =>
  days.filter((d) =>
    fillsDay({ Datum: d.day.Datum, scheduledHours: d.day.SchemaTimmar, hasRows: d.rows.length > 0 }, today),
  );

/** What an employee is asked before approving a period: what is approved and what to look at. */
export interface ApprovalCheck {
  /** The rows the approval moves (the machine's approve applies to their status). */
  rows: TimeEntry[];
  /** Their attendance and absence hours (supplements such as OB are not hours of the day). */
  hours: number;
  /** Days with a warning (SPEC §5) that have rows to approve. */
  warningDays: ReportDay[];
  /** Scheduled days up to today without any row (fillableDays). */
  missingDays: ReportDay[];
}

/** The approval's rows, hours, days with warnings and days without time, for its confirmation. */
export function approvalCheck(
  days: readonly ReportDay[],
  flags: StatusFlags,
  kindOf: KindOf,
  today: string,
): ApprovalCheck {
  const approvable = (row: TimeEntry) => transition(row.Status, 'approve', flags).ok;
  const rows = days.flatMap((d) => d.rows.filter(approvable));
  return {
    rows,
    hours: sumHours(countedEntries(rows, kindOf).map((e) => e.hours)),
    warningDays: days.filter((d) => d.warnings.length > 0 && d.rows.some(approvable)),
    missingDays: fillableDays(days, today),
  };
}

/** The working-time-law warnings of a period's punches, by day (domain working-time.ts). */
export function atlWarningsByDay(
  punches: readonly { Datum: string; AtlVarningar: readonly AtlVarning[] }[],
  period: Period,
): { datum: string; warnings: AtlVarning[] }[] {
  const byDay = new Map<string, AtlVarning[]>();
  for (const p of punches) {
    if (p.AtlVarningar.length === 0 || p.Datum < period.From || p.Datum > period.To) continue;
    byDay.set(p.Datum, [...(byDay.get(p.Datum) ?? []), ...p.AtlVarningar]);
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([datum, warnings]) => ({ datum, warnings }));
}

/**
 * Whether the user may take back the approval of `row` from the row itself: it is locked
 * to them by an approval the machine can take back, and they may approve (`mayApprove`, from the
 * access rules of the approval page and endpoint).
 */
export const mayTakeBack = (
  row: Pick<TimeEntry, 'Status' | 'KanAndras'>,
  flags: StatusFlags,
  mayApprove: boolean,
): boolean => mayApprove && !row.KanAndras && transition(row.Status, 'unapprove', flags).ok;

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
