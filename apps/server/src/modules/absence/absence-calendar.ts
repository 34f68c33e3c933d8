// The absence calendar (SPEC §2.1 /absencecalendar): the absence rows of the time report
// per person and day, with the holidays. A manager sees their employees with the reason; an
// employee sees the colleagues of their department, "away" without the reason, and themselves.
import {
  calendarKindOf,
  shownKind,
  tidKodKind,
  type AbsenceCalendar,
  type CalendarKind,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { listHolidays, listTidKoder } from '../../shared/reference-reads';
import { calendarFilter, calendarManager } from './access';
import { presentCalendar } from './presenter';
import * as repo from './repository';

type DayHours = { anstNr: string; datum: string; tidKod: string; timmar: number };

/**
 * Each person's absence per day: the kind the caller is shown (the reason for a manager and for
 * themselves, "away" otherwise) and the hours.
 */
function absencePerPerson(
  ctx: CompanyContext,
  days: readonly DayHours[],
  typOf: ReadonlyMap<string, string>,
  manager: boolean,
) {
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
  return byPerson;
}

export async function absenceCalendar(
  db: Db,
  ctx: CompanyContext,
  q: { From: string; To: string; Avdelning?: string | undefined },
): Promise<AbsenceCalendar> {
  const ftgId = ctx.company.ftgId;
  const filter = await calendarFilter(db, ctx);
  const manager = calendarManager(ctx);
  const people = await repo.calendarPeople(db, ftgId, filter, q.Avdelning);
  const anstNrs = people.map((p) => p.anstNr);
  const [codes, days, daysOff, departments] = await Promise.all([
    listTidKoder(db, ftgId),
    repo.hoursPerDay(db, ftgId, anstNrs, q.From, q.To),
    listHolidays(db, ftgId, q.From, q.To),
    // An employee sees the departments of the people shown, a manager every one.
    repo.calendarDepartments(db, ftgId, manager ? null : { filter, avdelning: q.Avdelning }),
  ]);
  const typOf = new Map(codes.map((c) => [c.tidKod, c.typ]));
  return presentCalendar(q, daysOff, departments, people, absencePerPerson(ctx, days, typOf, manager));
}
