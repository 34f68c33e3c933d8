// Reported time for seeded employees: a row of the schedule's hours on every scheduled day, with
// some sick days and summer vacation, in the status a month would have reached by `today`.
import { expandSchedule, swedishHolidays, type TimeEntryStatus } from '@lonportal/domain';
import { addDays } from '@lonportal/domain/dates';
import type { timeEntries } from '../schema/index';
import { ARB_SCHEMAN } from './codes';
import type { Rng } from './random';
import type { EmployeeRow, PerSchemaRow } from './staff';

export type TimeEntryRow = typeof timeEntries.$inferInsert;

export interface TimeEntrySeedInput {
  ftgId: string;
  employees: readonly EmployeeRow[];
  perSchema: readonly PerSchemaRow[];
  from: string;
  to: string;
  /** The status of a row on this day (by month: older months further along). */
  statusOf: (datum: string) => TimeEntryStatus;
  /** The time code of ordinary work per TidKodGrupp (ARB in the demo codes). */
  workCode?: string;
}

const SCHEDULES = ARB_SCHEMAN.map((s) => ({ ArbSchema: s.arbSchema, Dagar: s.dagar }));

/** Rows for every scheduled day of every active employee in [from, to]. */
export function buildTimeEntries(rng: Rng, input: TimeEntrySeedInput): TimeEntryRow[] {
  const years = new Set([Number(input.from.slice(0, 4)), Number(input.to.slice(0, 4))]);
  const daysOff = [...years].flatMap((y) => swedishHolidays(y));
  const periodsOf = new Map<string, { FromDatum: string; UseArbSchema: boolean; ArbSchema: string }[]>();
  for (const p of input.perSchema) {
    const list = periodsOf.get(p.anstNr) ?? [];
    list.push({ FromDatum: p.fromDatum, UseArbSchema: p.useArbSchema ?? true, ArbSchema: p.arbSchema });
    periodsOf.set(p.anstNr, list);
  }
  const rows: TimeEntryRow[] = [];
  for (const e of input.employees) {
    if (e.locked) continue;
    const schedule = expandSchedule(input.from, input.to, periodsOf.get(e.anstNr) ?? [], SCHEDULES, daysOff);
    // One summer vacation of three weeks, from a day in early July of the period's last summer.
    const summer = input.to.slice(5) >= '07-31' ? input.to.slice(0, 4) : input.from.slice(0, 4);
    const vacationStart = `${summer}-07-${String(6 + 7 * rng.int(0, 2)).padStart(2, '0')}`;
    let sickLeft = 0;
    for (const [datum, hours] of schedule) {
      if (hours <= 0 || (e.anstDatum && datum < e.anstDatum)) continue;
      if (sickLeft === 0 && rng.chance(0.01)) sickLeft = rng.int(1, 4);
      const onVacation = datum >= vacationStart && datum < addDays(vacationStart, 19);
      const tidKod = sickLeft > 0 ? 'SJK' : onVacation ? 'SEM' : (input.workCode ?? 'ARB');
      if (sickLeft > 0) sickLeft--;
      rows.push({
        ftgId: input.ftgId,
        anstNr: e.anstNr,
        datum,
        tidKod,
        timmar: hours,
        resEnhet: [...(e.resEnhet ?? ['', '', '']), '', '', ''].slice(0, 6),
        brukare: e.useBrukare ? (e.brukare ?? null) : null,
        status: input.statusOf(datum),
        kalla: 'SCHEMA',
        updatedByNamn: `${e.foNamn} ${e.efNamn}`,
        updatedAt: new Date(`${datum}T17:00:00Z`),
      });
    }
  }
  return rows;
}
