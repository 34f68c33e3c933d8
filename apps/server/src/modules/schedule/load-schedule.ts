// GET /schedule: an employee's schedule of a period (SPEC §2.1 /schedule; §6: anyone with an AnstNr).
import type { Schedule, ScheduleQuery } from '@lonportal/domain/schedule/index';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { colleagueShifts, ownPublishedShifts, type ShiftRow } from '../staffing';
import { loadTimeReport, requireEmployee } from '../time';
import * as repo from './repository';
import { scheduleDays, type ScheduleNames } from './schedule-days';

const unique = (values: readonly string[]) => [...new Set(values)].filter((v) => v !== '');

/**
 * The registers' names of the shifts' tasks and departments and of the colleagues (the calendar
 * feed asks with none).
 */
export async function namesOf(
  db: Db,
  ftgId: string,
  shifts: readonly ShiftRow[],
  colleagues: readonly ShiftRow[] = [],
) {
  const [tasks, departments, people] = await readAll(db, [
    () => repo.taskNames(db, ftgId, unique(shifts.map((s) => s.bemuppgift))),
    () => repo.departmentNames(db, ftgId, unique(shifts.map((s) => s.avdelning))),
    () => repo.employeeNames(db, ftgId, unique(colleagues.map((s) => s.anstNr))),
  ]);
  return {
    tasks: new Map(tasks.map((r) => [r.code, r.namn])),
    departments: new Map(departments.map((r) => [r.code, r.namn])),
    people: new Map(people.map((r) => [r.anstNr, `${r.foNamn} ${r.efNamn}`.trim()])),
  } satisfies ScheduleNames;
}

/**
 * The caller's own schedule, or with AnstNr that of an employee in their scope (403
 * EmployeeNotAllowed otherwise, as time decides whose time a manager sees).
 */
export async function loadSchedule(db: Db, ctx: CompanyContext, q: ScheduleQuery): Promise<Schedule> {
  const anstNr = q.AnstNr ?? ctx.access.AnstNr;
  // The route's rule (Schedule: an AnstNr) lets no one without one this far.
  if (!anstNr) throw new ApiError('EmployeeNotAllowed');
  const employee = await requireEmployee(db, ctx, anstNr);
  const ftgId = ctx.company.ftgId;
  // The time report's days carry the work schedule's hours and times and the holidays.
  const [report, shifts, leave, absence] = await readAll(db, [
    () => loadTimeReport(db, ctx, anstNr, q.From, q.To),
    () => ownPublishedShifts(db, ftgId, anstNr, q.From, q.To),
    () => repo.approvedLeave(db, ftgId, anstNr, q.From, q.To),
    () => repo.absenceReportsOf(db, ftgId, anstNr, q.From, q.To),
  ]);
  const colleagues = await colleagueShifts(
    db,
    ftgId,
    anstNr,
    unique(shifts.map((s) => s.bemuppgift)),
    q.From,
    q.To,
  );
  const names = await namesOf(db, ftgId, shifts, colleagues);
  return {
    AnstNr: anstNr,
    FoNamn: employee.foNamn,
    EfNamn: employee.efNamn,
    From: q.From,
    To: q.To,
    Dagar: scheduleDays({ days: report.Dagar, shifts, colleagues, names, leave, absence }),
  };
}
