// The schedule of punch days (domain punches/punches.ts rule 3): which days an employee is
// scheduled, from their schedule periods, the company's schedules and its days off.
import { scheduledDays, type ScheduledDay } from '@lonportal/domain/punches/punches';
import { readAll, type Db } from '../../db/client';
import { listArbScheman, listHolidays, listPerSchema } from '../../shared/reference-reads';

/** Rule 3 for one employee from `from` to `to`. */
export async function loadDays(
  db: Db,
  ftgId: string,
  anstNr: string,
  from: string,
  to: string,
): Promise<Map<string, ScheduledDay | null>> {
  const [periods, scheman, daysOff] = await readAll(db, [
    () => listPerSchema(db, ftgId, [anstNr]),
    () => listArbScheman(db, ftgId),
    () => listHolidays(db, ftgId, from, to),
  ]);
  return scheduledDays(
    from,
    to,
    periods.map((p) => ({ FromDatum: p.fromDatum, UseArbSchema: p.useArbSchema, ArbSchema: p.arbSchema })),
    scheman.map((s) => ({ ArbSchema: s.arbSchema, Dagar: s.dagar.map(Number), StartTid: s.startTid })),
    daysOff.map((d) => ({ Datum: d.datum, Typ: d.typ })),
  );
}
