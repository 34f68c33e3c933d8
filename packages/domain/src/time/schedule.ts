import {
  addDays,
  daysBetween,
  elapsedMinutes,
  stockholmInstant,
  stockholmWallTime,
  weekdayIndex,
} from '../dates';

/** A PerSchema period (SPEC §3): from this date the employee follows this work schedule. */
export interface PerSchemaPeriod {
  FromDatum: string;
  UseArbSchema: boolean;
  ArbSchema: string;
}

/**
 * A work schedule: scheduled hours Monday..Sunday, and when known the time its days start and the
 * unpaid break (rast) of a scheduled day.
 */
export interface WorkSchedule {
  ArbSchema: string;
  /** Hours Monday..Sunday; a rotation over n weeks holds 7 × n, week after week. */
  Dagar: readonly number[];
  StartTid?: string;
  RastMinuter?: number;
  /** The Monday the rotation's first week starts on; absent or '' for a schedule of one week. */
  RotationStart?: string;
}

/** A Monday that starts a rotation's first week when the schedule names none (any Monday serves one week). */
const ROTATION_ANCHOR = '2024-01-01';

/**
 * The hours a schedule gives a date that falls on `weekday` (0 = Monday): the week of the rotation
 * the date is in, counted in whole weeks from RotationStart (before it, counting back), and that
 * week's day.
 */
export function scheduledHours(schedule: WorkSchedule, date: string, weekday: number): number {
  const weeks = Math.max(1, Math.floor(schedule.Dagar.length / 7));
  if (weeks === 1) return schedule.Dagar[weekday] ?? 0;
  const sinceStart = Math.floor(daysBetween(schedule.RotationStart || ROTATION_ANCHOR, date) / 7);
  const week = ((sinceStart % weeks) + weeks) % weeks;
  return schedule.Dagar[week * 7 + weekday] ?? 0;
}

/** A day off of the calendar: a public holiday, or midsommar-, jul- or nyårsafton (DOMAIN §8). */
export interface DayOff {
  Datum: string;
  Typ: 'public' | 'eve';
}

// Re-exported (same binding) for the users of the package index.
export { weekdayIndex };

/** The PerSchema period in effect on a date: the latest one starting on or before it. */
export function periodOn(periods: readonly PerSchemaPeriod[], date: string): PerSchemaPeriod | null {
  let found: PerSchemaPeriod | null = null;
  for (const p of periods) if (p.FromDatum <= date && (!found || p.FromDatum > found.FromDatum)) found = p;
  return found;
}

/** The work schedule an employee follows on a date, if any (a period with UseArbSchema). */
export function scheduleOn<S extends WorkSchedule>(
  periods: readonly PerSchemaPeriod[],
  schedules: readonly S[],
  date: string,
): S | undefined {
  const period = periodOn(periods, date);
  return period?.UseArbSchema ? schedules.find((s) => s.ArbSchema === period.ArbSchema) : undefined;
}

/** A scheduled day as a time row writes it: start, end and break. */
export interface ScheduledTimes {
  StartTid: string;
  SlutTid: string;
  RastMinuter: number;
}

/**
 * The start, end and break of a day with `hours` scheduled: the schedule's start time, its break,
 * and the end at start + hours + break in real time, so a row with these times has the scheduled
 * hours (entryHours; a night across a clock change included). Null on a day without hours or for a
 * schedule without a start time.
 */
export function scheduledTimes(
  datum: string,
  hours: number,
  schedule: Pick<WorkSchedule, 'StartTid' | 'RastMinuter'> | undefined,
): ScheduledTimes | null {
  if (!(hours > 0) || !schedule?.StartTid) return null;
  const RastMinuter = schedule.RastMinuter ?? 0;
  const start = stockholmInstant(datum, schedule.StartTid);
  const end = new Date(start.getTime() + (Math.round(hours * 60) + RastMinuter) * 60_000);
  // A start the spring clock change skips (02:00–02:59) is when the clock shows it, an hour on
  // (ADR 0021): the row's times then exist and give the scheduled hours.
  return { StartTid: stockholmWallTime(start).Tid, SlutTid: stockholmWallTime(end).Tid, RastMinuter };
}

/**
 * The start, end and break of a dated day the payroll program scheduled from `start` to `end` with
 * `hours` of work: the break is the rest of the span (none when the hours fill it). Null on a day
 * without hours or whose times do not exist.
 */
export function datedTimes(datum: string, hours: number, start: string, end: string): ScheduledTimes | null {
  if (!(hours > 0)) return null;
  const span = elapsedMinutes(datum, start, end);
  if (span === null) return null;
  return { StartTid: start, SlutTid: end, RastMinuter: Math.max(0, span - Math.round(hours * 60)) };
}

/**
 * Scheduled hours per day from `from` to `to` (inclusive): the schedule of the PerSchema period in
 * effect, 0 on holidays and on the three eves (collective agreements make them days off; SemL 3 a §
 * counts them as Sundays), and 0 where no schedule applies.
 */
export function expandSchedule(
  from: string,
  to: string,
  periods: readonly PerSchemaPeriod[],
  schedules: readonly WorkSchedule[],
  daysOff: readonly DayOff[],
): Map<string, number> {
  return scheduleExpander(from, to, schedules, daysOff)(periods);
}

/**
 * expandSchedule for many employees over the same days: the calendar, the schedules by code and
 * the days off are worked out once, then each employee's periods are laid over them, and their
 * dated days (hours by date, from the payroll program's schedule) over those.
 */
export function scheduleExpander(
  from: string,
  to: string,
  schedules: readonly WorkSchedule[],
  daysOff: readonly DayOff[],
): (periods: readonly PerSchemaPeriod[], dated?: ReadonlyMap<string, number>) => Map<string, number> {
  const byCode = new Map(schedules.map((s) => [s.ArbSchema, s]));
  const off = new Set(daysOff.map((d) => d.Datum));
  const days: { date: string; weekday: number; off: boolean }[] = [];
  const count = from <= to ? daysBetween(from, to) + 1 : 0;
  const firstWeekday = count > 0 ? weekdayIndex(from) : 0;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    days.push({ date, weekday: (firstWeekday + i) % 7, off: off.has(date) });
  }
  return (periods, dated) => {
    const out = new Map<string, number>();
    for (const day of days) {
      // A dated day from the payroll program (schematransaktioner) is the schedule of its day.
      const given = dated?.get(day.date);
      if (given !== undefined) {
        out.set(day.date, given);
        continue;
      }
      const period = periodOn(periods, day.date);
      const schedule = period?.UseArbSchema ? byCode.get(period.ArbSchema) : undefined;
      out.set(day.date, !schedule || day.off ? 0 : scheduledHours(schedule, day.date, day.weekday));
    }
    return out;
  };
}
