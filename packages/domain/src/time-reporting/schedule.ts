import { addDays, daysBetween, weekdayIndex } from '../dates';

/** A PerSchema period (SPEC §3): from this date the employee follows this work schedule. */
export interface PerSchemaPeriod {
  FromDatum: string;
  UseArbSchema: boolean;
  ArbSchema: string;
}

/** A work schedule: scheduled hours Monday..Sunday. */
export interface WorkSchedule {
  ArbSchema: string;
  Dagar: readonly number[];
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
 * the days off are worked out once, then each employee's periods are laid over them.
 */
export function scheduleExpander(
  from: string,
  to: string,
  schedules: readonly WorkSchedule[],
  daysOff: readonly DayOff[],
): (periods: readonly PerSchemaPeriod[]) => Map<string, number> {
  const byCode = new Map(schedules.map((s) => [s.ArbSchema, s]));
  const off = new Set(daysOff.map((d) => d.Datum));
  const days: { date: string; weekday: number; off: boolean }[] = [];
  const count = from <= to ? daysBetween(from, to) + 1 : 0;
  const firstWeekday = count > 0 ? weekdayIndex(from) : 0;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    days.push({ date, weekday: (firstWeekday + i) % 7, off: off.has(date) });
  }
  return (periods) => {
    const out = new Map<string, number>();
    for (const day of days) {
      const period = periodOn(periods, day.date);
      const schedule = period?.UseArbSchema ? byCode.get(period.ArbSchema) : undefined;
      out.set(day.date, !schedule || day.off ? 0 : (schedule.Dagar[day.weekday] ?? 0));
    }
    return out;
  };
}
