import { addDays, daysBetween, weekdayIndex } from '../dates';
import { roundHours } from '../time';

// Days of absence in the time report: an absence report or an approved leave application
// becomes one absence row per working day, with the day's scheduled hours times the degree. Vacation
// days are counted on the working days of the employee's schedule, holidays excluded (SemL 3 a §:
// Saturdays, Sundays, holidays and the three eves are no vacation days).

/** Degree of absence in percent: 100 is the whole day, less a part of each day. */
export const DEGREE_MIN = 1;
export const DEGREE_MAX = 100;
/** Hours of a working day for an employee without a schedule (40 hours a week, ATL 5 §). */
export const UNSCHEDULED_DAY_HOURS = 8;
/** The longest absence or leave one report or application covers. */
export const ABSENCE_MAX_DAYS = 366;

export interface AbsenceDay {
  Datum: string;
  Timmar: number;
}

/**
 * The hours an employee is due at work on `datum`: the schedule's (`scheduled`, 0 on days off and
 * holidays) when they have one; without one (null), 8 on a weekday that is no holiday. A day with
 * hours is one they would have worked: an absence row's day, and a day the karens may fall on
 * (sick-period.ts).
 */
export const dueHours = (
  datum: string,
  scheduled: ReadonlyMap<string, number> | null,
  holidays: ReadonlySet<string>,
): number =>
  scheduled
    ? (scheduled.get(datum) ?? 0)
    : weekdayIndex(datum) < 5 && !holidays.has(datum)
      ? UNSCHEDULED_DAY_HOURS
      : 0;

/**
 * The absence rows of `from`..`to` (inclusive): each day the schedule gives hours, at `degree` per
 * cent of them. `scheduled` holds the schedule's hours per day (0 on days off and holidays) when the
 * employee has a schedule; without one (null) every weekday that is no holiday counts 8 hours.
 */
export function absenceDays(
  from: string,
  to: string,
  degree: number,
  scheduled: ReadonlyMap<string, number> | null,
  holidays: ReadonlySet<string>,
): AbsenceDay[] {
  if (to < from) return [];
  const out: AbsenceDay[] = [];
  const count = Math.min(daysBetween(from, to) + 1, ABSENCE_MAX_DAYS);
  for (let i = 0; i < count; i++) {
    const Datum = addDays(from, i);
    const Timmar = roundHours((dueHours(Datum, scheduled, holidays) * degree) / 100);
    if (Timmar > 0) out.push({ Datum, Timmar });
  }
  return out;
}

/** Working days the rows take, part days as fractions (a 50 % day is 0.5), to two decimals. */
export const countDays = (days: readonly AbsenceDay[], degree: number): number =>
  roundHours((days.length * degree) / 100);
