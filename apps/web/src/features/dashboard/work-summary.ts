import { addDays, firstOfMonth, lastOfMonth, mondayOf } from '@lonportal/domain/dates';
import type { AttestListEntry, TimeReport } from '@lonportal/domain/time/entries';
import type { KindOf } from '@lonportal/domain/time/totals';
import type { Period } from '../../lib/date-filter';
import { fillableDays, groupByDay, totalsOf } from '../time';

// The dashboard's work: what an employee has left to report this week, and what a
// manager's people have waiting. Pure, so it is tested without a browser.

/** The week of `today` (Monday to Sunday). */
export const weekOf = (today: string): Period => ({ From: mondayOf(today), To: addDays(mondayOf(today), 6) });

/** One read that holds both this week and this month (a week may start in the month before). */
export function weekAndMonth(today: string): Period {
  const week = weekOf(today);
  const month = { From: firstOfMonth(today), To: lastOfMonth(today) };
  return {
    From: week.From < month.From ? week.From : month.From,
    To: week.To > month.To ? week.To : month.To,
  };
}

export interface MyWeek {
  week: Period;
  scheduled: number;
  reported: number;
  /** Scheduled days up to today without any row. */
  daysWithoutTime: number;
  /** Days of the week with a warning (SPEC §5). */
  daysWithWarnings: number;
  /** This month's rows the employee has not approved yet. */
  toApprove: number;
}

/** The employee's week from a report holding it and the month (weekAndMonth). */
export function myWeek(report: Pick<TimeReport, 'Dagar' | 'Rader'>, kindOf: KindOf, today: string): MyWeek {
  const week = weekOf(today);
  const days = groupByDay(report, kindOf).filter((d) => d.day.Datum >= week.From && d.day.Datum <= week.To);
  const totals = totalsOf(days);
  const month = { From: firstOfMonth(today), To: lastOfMonth(today) };
  return {
    week,
    scheduled: totals.scheduled,
    reported: totals.reported,
    daysWithoutTime: fillableDays(days, today).length,
    daysWithWarnings: totals.daysWithWarnings,
    toApprove: report.Rader.filter(
      (r) => r.Status === 'NOT_APPROVED' && r.Datum >= month.From && r.Datum <= month.To,
    ).length,
  };
}

export interface TeamWork {
  employees: number;
  /** Employees with rows they have not approved. */
  toApprove: number;
  /** Employees with approved rows waiting for attestation. */
  toAttest: number;
  /** Employees with working-time-law warnings on their punches. */
  withAtlWarnings: number;
  /** Employees who have reported less than scheduled so far this month. */
  behind: number;
}

/** What a manager's people have waiting, from the attest list of the month up to today. */
export function teamWork(list: readonly AttestListEntry[]): TeamWork {
  const count = (test: (e: AttestListEntry) => boolean) => list.filter(test).length;
  return {
    employees: list.length,
    toApprove: count((e) => e.Antal.NOT_APPROVED > 0),
    toAttest: count((e) => e.Antal.APPROVED + e.Antal.NOT_ATTESTED > 0),
    withAtlWarnings: count((e) => e.AntalAtlVarningar > 0),
    behind: count((e) => e.Timmar < e.SchemaTimmar),
  };
}
