import { sumByKind } from './totals';

/** One time entry of a day as the warnings see it. */
export interface DayEntry {
  hours: number;
  /** Attendance (work, overtime…) or absence (sick, VAB, vacation…). */
  kind: 'attendance' | 'absence';
}

export type DayWarning =
  | 'timeReport.warning.over24h'
  | 'timeReport.warning.negativeAttendance'
  | 'timeReport.warning.absenceOverSchedule';

/** SPEC §5 Time reporting: warnings (not errors) for one day. */
export function dayWarnings(entries: readonly DayEntry[], scheduledHours: number): DayWarning[] {
  const { attendance, absence } = sumByKind(entries);
  const warnings: DayWarning[] = [];
  if (attendance + absence > 24) warnings.push('timeReport.warning.over24h');
  if (attendance < 0) warnings.push('timeReport.warning.negativeAttendance');
  if (absence > scheduledHours) warnings.push('timeReport.warning.absenceOverSchedule');
  return warnings;
}
