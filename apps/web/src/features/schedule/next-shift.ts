// The dashboard's "next shift" (SPEC §2.1 /schedule, read from the same GET /schedule): the first
// published shift that has not ended, or, on days without shifts, the work schedule's next day with
// times. A night is two stored parts (SPEC §5), shown as one from the evening's start to the
// morning's end. Pure, tested without a browser.
import { addDays } from '@lonportal/domain/dates';
import type { ScheduleDay, ScheduleShift } from '@lonportal/domain/schedule/schedule';

export type NextShift =
  | { kind: 'pass'; Datum: string; pass: ScheduleShift; SlutDatum: string; SlutTid: string }
  | { kind: 'schema'; Datum: string; StartTid: string; SlutTid: string };

/** Whether leave or absence takes the whole day (a degree of 100 % or more together). */
const wholeDayOff = (d: ScheduleDay) =>
  [...d.Ledighet, ...d.Franvaro].reduce((sum, a) => sum + a.Omfattning, 0) >= 100;

/** The next shift from `now` (Stockholm wall time) in `days`; null when none is planned. */
export function nextShift(
  days: readonly ScheduleDay[],
  now: { Datum: string; Tid: string },
): NextShift | null {
  const sorted = [...days].filter((d) => d.Datum >= now.Datum).sort((a, b) => (a.Datum < b.Datum ? -1 : 1));
  const byDate = new Map(sorted.map((d) => [d.Datum, d]));
  // '24:00' sorts after every other time of the day, as it should.
  const ended = (datum: string, slutTid: string) => datum === now.Datum && slutTid <= now.Tid;
  for (const day of sorted) {
    const passes = [...day.Pass].sort((a, b) => (a.StartTid < b.StartTid ? -1 : 1));
    for (const pass of passes) {
      let [SlutDatum, SlutTid] = [day.Datum, pass.SlutTid];
      if (pass.SlutTid === '24:00') {
        const morning = byDate
          .get(addDays(day.Datum, 1))
          ?.Pass.find((p) => p.StartTid === '00:00' && p.Bemuppgift === pass.Bemuppgift);
        if (morning) [SlutDatum, SlutTid] = [addDays(day.Datum, 1), morning.SlutTid];
      }
      if (SlutDatum === day.Datum && ended(day.Datum, SlutTid)) continue;
      return { kind: 'pass', Datum: day.Datum, pass, SlutDatum, SlutTid };
    }
    const tider = day.SchemaTider;
    if (day.Pass.length === 0 && tider && day.SchemaTimmar > 0 && !wholeDayOff(day)) {
      if (ended(day.Datum, tider.SlutTid)) continue;
      return { kind: 'schema', Datum: day.Datum, StartTid: tider.StartTid, SlutTid: tider.SlutTid };
    }
  }
  return null;
}
