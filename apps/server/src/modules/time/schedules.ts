// Schedules of a period (SPEC §5 "as scheduled"): hours per day of some employees from their
// schedule periods, the company's work schedules and its days off, for the time report, the attest
// list and the rows absence and leave own.
import { scheduleExpander } from '@lonportal/domain';
import { readAll, type Db } from '../../db/client';
import {
  listArbScheman,
  listHolidays,
  listPerSchema,
  listScheduleDays,
  workScheduleOf,
} from '../../shared/reference-reads';
import type { DayOff, SchedulePeriod, WorkScheme } from './repository';

/** The company's work schedules as the domain reads them. */
export const workSchedules = (scheman: readonly WorkScheme[]) => scheman.map(workScheduleOf);

/** A dated schedule day of an employee (the payroll program's schematransaktioner). */
export interface DatedDay {
  anstNr: string;
  datum: string;
  timmar: number | string;
  startTid: string | null;
  slutTid: string | null;
}

/**
 * Hours per day of some employees' schedule periods over `from`..`to`, with the days off; a dated
 * day of an employee is their schedule on that day.
 */
export function schedulesFrom(
  periods: readonly (SchedulePeriod & { anstNr: string })[],
  scheman: readonly WorkScheme[],
  daysOff: readonly DayOff[],
  from: string,
  to: string,
  dated: readonly DatedDay[] = [],
) {
  const schedules = workSchedules(scheman);
  const off = daysOff.map((d) => ({ Datum: d.datum, Typ: d.typ }));
  const byEmployee = new Map<string, { FromDatum: string; UseArbSchema: boolean; ArbSchema: string }[]>();
  for (const p of periods) {
    const list = byEmployee.get(p.anstNr) ?? [];
    list.push({ FromDatum: p.fromDatum, UseArbSchema: p.useArbSchema, ArbSchema: p.arbSchema });
    byEmployee.set(p.anstNr, list);
  }
  const datedOf = new Map<string, Map<string, number>>();
  for (const d of dated) {
    const days = datedOf.get(d.anstNr) ?? new Map<string, number>();
    days.set(d.datum, Number(d.timmar));
    datedOf.set(d.anstNr, days);
  }
  const expand = scheduleExpander(from, to, schedules, off);
  return (anstNr: string) => expand(byEmployee.get(anstNr) ?? [], datedOf.get(anstNr));
}

/** Scheduled hours per day and the days off of a period, for some employees (one query each). */
export async function loadSchedules(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[] | null,
  from: string,
  to: string,
) {
  const [periods, scheman, daysOff, dated] = await readAll(db, [
    () => listPerSchema(db, ftgId, anstNrs),
    () => listArbScheman(db, ftgId),
    () => listHolidays(db, ftgId, from, to),
    () => listScheduleDays(db, ftgId, anstNrs, from, to),
  ]);
  return { periods, daysOff, scheduleOf: schedulesFrom(periods, scheman, daysOff, from, to, dated) };
}
