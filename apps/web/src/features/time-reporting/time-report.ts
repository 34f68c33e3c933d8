import { dayWarnings, type DayWarning } from '@lonportal/domain/time-reporting/warnings';
import {
  MAX_PERIOD_DAYS,
  periodDays,
  tidKodKind,
  type TimeEntry,
  type TimeReport,
  type TimeReportDay,
} from '@lonportal/domain/time-reporting/entries';
import type { TidKodSchema } from '@lonportal/domain/reference-lists';
import type { z } from 'zod';
import { splitPeriod } from '@lonportal/domain/dates';
import type { Period } from '../../lib/date-filter';

// The time report on screen (SPEC §5 Time reporting): rows grouped by day with the day's
// schedule, hours and warnings, and the period's totals. Pure, so it is tested without a browser.

export type TidKod = z.infer<typeof TidKodSchema>;
type KindOf = (tidKod: string) => ReturnType<typeof tidKodKind>;

/** How each code's hours count (attendance, absence, supplement); unknown codes count as attendance. */
export function kindOfCodes(codes: readonly Pick<TidKod, 'TidKod' | 'Typ'>[]): KindOf {
  const byCode = new Map(codes.map((c) => [c.TidKod, tidKodKind(c.Typ)]));
  return (tidKod) => byCode.get(tidKod) ?? 'attendance';
}

export interface DayHours {
  /** Attendance and absence (supplements such as OB are paid on top and not counted). */
  reported: number;
  attendance: number;
  absence: number;
}

export interface ReportDay extends DayHours {
  day: TimeReportDay;
  rows: TimeEntry[];
  warnings: DayWarning[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The hours of `rows` by kind. */
export function hoursOf(rows: readonly Pick<TimeEntry, 'TidKod' | 'Timmar'>[], kindOf: KindOf): DayHours {
  let attendance = 0;
  let absence = 0;
  for (const r of rows) {
    const kind = kindOf(r.TidKod);
    if (kind === 'attendance') attendance += r.Timmar;
    else if (kind === 'absence') absence += r.Timmar;
  }
  return { attendance: round2(attendance), absence: round2(absence), reported: round2(attendance + absence) };
}

/** The warnings of one day (SPEC §5: more than 24 h, negative attendance, more absence than schedule). */
export function warningsOf(
  rows: readonly Pick<TimeEntry, 'TidKod' | 'Timmar'>[],
  scheduled: number,
  kindOf: KindOf,
): DayWarning[] {
  const entries = rows.flatMap((r) => {
    const kind = kindOf(r.TidKod);
    return kind === 'supplement' ? [] : [{ hours: r.Timmar, kind }];
  });
  return dayWarnings(entries, scheduled);
}

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
    return { day, rows, ...hoursOf(rows, kindOf), warnings: warningsOf(rows, day.SchemaTimmar, kindOf) };
  });
}

export interface PeriodTotals extends DayHours {
  scheduled: number;
  /** Reported minus scheduled. */
  difference: number;
  daysWithWarnings: number;
}

/** The period's sums: scheduled against reported hours. */
export function totalsOf(days: readonly ReportDay[]): PeriodTotals {
  let scheduled = 0;
  let attendance = 0;
  let absence = 0;
  let daysWithWarnings = 0;
  for (const d of days) {
    scheduled += d.day.SchemaTimmar;
    attendance += d.attendance;
    absence += d.absence;
    if (d.warnings.length > 0) daysWithWarnings += 1;
  }
  const reported = round2(attendance + absence);
  return {
    scheduled: round2(scheduled),
    attendance: round2(attendance),
    absence: round2(absence),
    reported,
    difference: round2(reported - scheduled),
    daysWithWarnings,
  };
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
