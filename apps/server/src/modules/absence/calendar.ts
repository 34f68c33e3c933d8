// The absence calendar (SPEC §2.1 /absencecalendar): the absence rows of the time report
// per person and day, with the holidays. A manager sees their employees with the reason; an
// employee sees the colleagues of their department, "away" without the reason, and themselves.
import {
  calendarKindOf,
  can,
  shownKind,
  tidKodKind,
  type AbsenceCalendar,
  type CalendarKind,
} from '@lonportal/domain';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avdelningar, employees, timeEntries } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { employeeFilter, employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { listHolidays, listTidKoder } from '../../shared/reference-reads';

/** Whom the caller sees in the calendar: their employee scope, or for an employee their department. */
async function calendarFilter(db: Db, ctx: CompanyContext): Promise<EmployeeFilter> {
  const filter = await employeeFilter(db, ctx);
  if (filter.kind !== 'self' || !filter.anstNr) return filter;
  const [own] = await db
    .select({ avdelning: employees.avdelning })
    .from(employees)
    .where(and(eq(employees.ftgId, ctx.company.ftgId), eq(employees.anstNr, filter.anstNr)));
  return own?.avdelning ? { kind: 'department', avdelning: own.avdelning, anstNr: filter.anstNr } : filter;
}

export async function absenceCalendar(
  db: Db,
  ctx: CompanyContext,
  q: { From: string; To: string; Avdelning?: string | undefined },
): Promise<AbsenceCalendar> {
  const ftgId = ctx.company.ftgId;
  const filter = await calendarFilter(db, ctx);
  const people = await db
    .select({
      anstNr: employees.anstNr,
      foNamn: employees.foNamn,
      efNamn: employees.efNamn,
      avdelning: employees.avdelning,
    })
    .from(employees)
    .where(
      and(
        employeeFilterWhere(ftgId, filter),
        eq(employees.locked, false),
        q.Avdelning ? eq(employees.avdelning, q.Avdelning) : undefined,
      ),
    )
    .orderBy(asc(employees.efNamn), asc(employees.foNamn), asc(employees.anstNr));
  const anstNrs = people.map((p) => p.anstNr);
  const [codes, days, daysOff, departments] = await Promise.all([
    listTidKoder(db, ftgId),
    anstNrs.length === 0
      ? Promise.resolve([])
      : db
          .select({
            anstNr: timeEntries.anstNr,
            datum: timeEntries.datum,
            tidKod: timeEntries.tidKod,
            timmar: sql<number>`sum(${timeEntries.timmar})::float`,
          })
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.ftgId, ftgId),
              inArray(timeEntries.anstNr, anstNrs),
              between(timeEntries.datum, q.From, q.To),
            ),
          )
          .groupBy(timeEntries.anstNr, timeEntries.datum, timeEntries.tidKod),
    listHolidays(db, ftgId, q.From, q.To),
    db.select().from(avdelningar).where(eq(avdelningar.ftgId, ftgId)).orderBy(asc(avdelningar.namn)),
  ]);
  const typOf = new Map(codes.map((c) => [c.tidKod, c.typ]));
  const manager = can('reportTimeForOthers', ctx.access);
  const byPerson = new Map<string, Map<string, { Typ: CalendarKind; Timmar: number }>>();
  for (const d of days) {
    const typ = typOf.get(d.tidKod) ?? '';
    if (tidKodKind(typ) !== 'absence') continue;
    const seesReason = manager || d.anstNr === ctx.access.AnstNr;
    const kind = shownKind(calendarKindOf(typ), seesReason);
    const person = byPerson.get(d.anstNr) ?? new Map();
    const before = person.get(d.datum);
    // A day with two kinds of absence shows the one with most hours; the hours add up.
    person.set(d.datum, {
      Typ: before && before.Timmar >= d.timmar ? before.Typ : kind,
      Timmar: (before?.Timmar ?? 0) + d.timmar,
    });
    byPerson.set(d.anstNr, person);
  }
  const seenDepartments = new Set(people.map((p) => p.avdelning));
  return {
    From: q.From,
    To: q.To,
    Helgdagar: daysOff
      .map((h) => ({ Datum: h.datum, Namn: h.namn }))
      .sort((a, b) => a.Datum.localeCompare(b.Datum)),
    Avdelningar: departments
      .filter((d) => manager || seenDepartments.has(d.avdelning))
      .map((d) => ({ Avdelning: d.avdelning, Namn: d.namn })),
    Personer: people.map((p) => ({
      AnstNr: p.anstNr,
      Namn: `${p.foNamn} ${p.efNamn}`.trim(),
      Avdelning: p.avdelning ?? '',
      Dagar: [...(byPerson.get(p.anstNr) ?? new Map()).entries()]
        .map(([Datum, v]) => ({ Datum, Typ: v.Typ, Timmar: Math.round(v.Timmar * 100) / 100 }))
        .sort((a, b) => a.Datum.localeCompare(b.Datum)),
    })),
  };
}
