// The days of GET /schedule put together (SPEC §2.1 /schedule): each day's published shifts with
// their task's and place's names and their colleagues, the work schedule's hours where no shift
// is planned, the holiday, and the leave and absence covering it.
import type { TimeReportDay } from '@lonportal/domain';
import type { ScheduleDay, ScheduleShift } from '@lonportal/domain/schedule/index';
import { elapsedMinutes } from '@lonportal/domain/dates';
import type { ShiftRow } from '../staffing';
import type { AbsenceRow, LeaveRow } from './repository';

/** Names by code: of tasks, departments, and employees (by AnstNr). */
export interface ScheduleNames {
  tasks: ReadonlyMap<string, string>;
  departments: ReadonlyMap<string, string>;
  /** In the order a list shows them (last name, first name). */
  people: ReadonlyMap<string, string>;
}

const dayTask = (datum: string, bemuppgift: string) => `${datum} ${bemuppgift}`;

/** The names of those working each task each day, once each, in the order of `people`. */
function colleaguesByDayTask(
  rows: readonly ShiftRow[],
  people: ScheduleNames['people'],
): Map<string, string[]> {
  const working = new Map<string, Set<string>>();
  for (const r of rows) {
    const key = dayTask(r.datum, r.bemuppgift);
    working.set(key, (working.get(key) ?? new Set()).add(r.anstNr));
  }
  const out = new Map<string, string[]>();
  for (const [key, who] of working)
    out.set(
      key,
      [...people].filter(([anstNr]) => who.has(anstNr)).map(([, namn]) => namn),
    );
  return out;
}

/** A stored shift as the schedule shows it; its minutes are real time less the break (DOMAIN §14). */
function presentShift(
  r: ShiftRow,
  names: ScheduleNames,
  colleagues: ReadonlyMap<string, string[]>,
): ScheduleShift {
  const span = elapsedMinutes(r.datum, r.startTid, r.slutTid) ?? 0;
  return {
    Id: r.id,
    StartTid: r.startTid,
    SlutTid: r.slutTid,
    Typ: r.typ,
    Bemuppgift: r.bemuppgift,
    BemuppgiftNamn: names.tasks.get(r.bemuppgift) ?? '',
    Avdelning: r.avdelning,
    AvdelningNamn: names.departments.get(r.avdelning) ?? '',
    RastMinuter: r.rastMinuter,
    Minuter: Math.max(0, span - r.rastMinuter),
    Kommentar: r.kommentar,
    Kollegor: colleagues.get(dayTask(r.datum, r.bemuppgift)) ?? [],
  };
}

export interface ScheduleParts {
  days: readonly TimeReportDay[];
  shifts: readonly ShiftRow[];
  colleagues: readonly ShiftRow[];
  names: ScheduleNames;
  leave: readonly LeaveRow[];
  absence: readonly AbsenceRow[];
}

/** Every day of the period; a day with a shift shows the shift, not the work schedule's hours. */
export function scheduleDays(parts: ScheduleParts): ScheduleDay[] {
  const { days, shifts, names, leave, absence } = parts;
  const colleagues = colleaguesByDayTask(parts.colleagues, names.people);
  return days.map((d) => {
    const Pass = shifts.filter((s) => s.datum === d.Datum).map((s) => presentShift(s, names, colleagues));
    const planned = Pass.length > 0;
    return {
      Datum: d.Datum,
      Pass,
      SchemaTimmar: planned ? 0 : d.SchemaTimmar,
      SchemaTider: planned ? null : d.SchemaTider,
      Helgdag: d.Helgdag,
      HelgdagNamn: d.HelgdagNamn,
      Ledighet: leave
        .filter((l) => l.from <= d.Datum && d.Datum <= l.to)
        .map((l) => ({ Id: l.id, TidKod: l.tidKod, BenText: l.benText ?? '', Omfattning: l.omfattning })),
      // A report covers its days up to the first day back (friskDatum), or on while open.
      Franvaro: absence
        .filter((a) => a.from <= d.Datum && (a.back === null || d.Datum < a.back))
        .map((a) => ({ Id: a.id, Typ: a.typ, Omfattning: a.omfattning })),
    };
  });
}
