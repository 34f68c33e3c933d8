import type { TimeReport } from '@lonportal/domain/time/entries';
import type { TimeEntryStatus } from '@lonportal/domain/row-status';
import { groupByDay, kindOfCodes, totalsOf, type TidKod } from '../time';
import { countByStatus } from '../../lib/row-status/status-actions';

// The summary an employee reads before approving a period (SPEC §4, §5 Time reporting), from the
// time report's own day rules (../time-report.ts), so both pages count hours and warnings alike.

export interface PeriodSummary {
  /** Scheduled hours of the period. */
  scheduled: number;
  /** Reported attendance and absence hours (supplements such as OB are not hours of the day). */
  reported: number;
  /** Reported minus scheduled. */
  difference: number;
  rows: number;
  counts: Record<TimeEntryStatus, number>;
  /** SPEC §5 warnings over the period's days (more than 24 h, negative attendance, absence over schedule). */
  warnings: number;
}

/** Sums `report`; `codes` tell how each time code's hours count (unknown codes as attendance). */
export function summarizePeriod(
  report: Pick<TimeReport, 'Dagar' | 'Rader'>,
  codes: readonly Pick<TidKod, 'TidKod' | 'Typ'>[],
): PeriodSummary {
  const days = groupByDay(report, kindOfCodes(codes));
  const totals = totalsOf(days);
  return {
    scheduled: totals.scheduled,
    reported: totals.reported,
    difference: totals.difference,
    rows: report.Rader.length,
    counts: countByStatus(report.Rader),
    warnings: days.reduce((n, d) => n + d.warnings.length, 0),
  };
}
