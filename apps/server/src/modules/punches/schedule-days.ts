// The schedule of punch days (domain punches/punches.ts rule 3): which days an employee is
// scheduled, from their schedule periods, the company's schedules, its days off and the payroll
// program's dated days.
import { scheduledDays, type ScheduledDay } from '@lonportal/domain/punches/punches';
import { readAll, type Db } from '../../db/client';
import {
  listArbScheman,
  listHolidays,
  listPerSchema,
  listScheduleDays,
  workScheduleOf,
} from '../../shared/reference-reads';

/** Rule 3 for one employee from `from` to `to`. */
export async function loadDays(
  db: Db,
  ftgId: string,
  anstNr: string,
  from: string,
  to: string,
): Promise<Map<string, ScheduledDay | null>> {
  const [periods, scheman, daysOff, dated] = await readAll(db, [
    () => listPerSchema(db, ftgId, [anstNr]),
    () => listArbScheman(db, ftgId),
    () => listHolidays(db, ftgId, from, to),
    () => listScheduleDays(db, ftgId, [anstNr], from, to),
  ]);
  return scheduledDays(
    from,
    to,
    periods.map((p) => ({ FromDatum: p.fromDatum, UseArbSchema: p.useArbSchema, ArbSchema: p.arbSchema })),
    scheman.map(workScheduleOf),
    daysOff.map((d) => ({ Datum: d.datum, Typ: d.typ })),
    new Map(dated.map((d) => [d.datum, { Timmar: Number(d.timmar), StartTid: d.startTid }])),
  );
}
