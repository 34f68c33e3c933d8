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
  const sum = (kind: DayEntry['kind']) =>
    entries.filter((e) => e.kind === kind).reduce((a, e) => a + e.hours, 0);
  const attendance = sum('attendance');
  const absence = sum('absence');
  const warnings: DayWarning[] = [];
  if (attendance + absence > 24) warnings.push('timeReport.warning.over24h');
  if (attendance < 0) warnings.push('timeReport.warning.negativeAttendance');
  if (absence > scheduledHours) warnings.push('timeReport.warning.absenceOverSchedule');
  return warnings;
}
