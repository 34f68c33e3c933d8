// What the schedule reads besides the shifts (SPEC §2.1 /schedule): the names the registers give
// the colleagues, tasks and departments of the shifts, and one employee's approved leave
// applications and absence reports that reach into a period, as the planner reads who is away
// (staffing's absenceSpans): an approved application covers its days, a report its days until the
// first day back, or on while it is open.
import { and, asc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  absenceReports,
  avdelningar,
  bemuppgifter,
  employees,
  leaveApplications,
  tidKoder,
} from '../../db/schema/index';

export type { Db };

/** The names of some employees, by last and first name. */
export const employeeNames = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  anstNrs.length === 0
    ? Promise.resolve([])
    : db
        .select({ anstNr: employees.anstNr, foNamn: employees.foNamn, efNamn: employees.efNamn })
        .from(employees)
        .where(and(eq(employees.ftgId, ftgId), inArray(employees.anstNr, [...anstNrs])))
        .orderBy(asc(employees.efNamn), asc(employees.foNamn));

/** The names of some staffing tasks. */
export const taskNames = (db: Db, ftgId: string, codes: readonly string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .select({ code: bemuppgifter.bemuppgift, namn: bemuppgifter.benText })
        .from(bemuppgifter)
        .where(and(eq(bemuppgifter.ftgId, ftgId), inArray(bemuppgifter.bemuppgift, [...codes])));

/** The names of some departments. */
export const departmentNames = (db: Db, ftgId: string, codes: readonly string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .select({ code: avdelningar.avdelning, namn: avdelningar.namn })
        .from(avdelningar)
        .where(and(eq(avdelningar.ftgId, ftgId), inArray(avdelningar.avdelning, [...codes])));

/** Approved leave of one employee reaching into `from`..`to`, with its absence code's name. */
export const approvedLeave = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select({
      id: leaveApplications.id,
      tidKod: leaveApplications.tidKod,
      benText: tidKoder.benText,
      from: leaveApplications.fromDatum,
      to: leaveApplications.toDatum,
      omfattning: leaveApplications.omfattning,
      version: leaveApplications.version,
      updatedAt: leaveApplications.updatedAt,
    })
    .from(leaveApplications)
    .leftJoin(
      tidKoder,
      and(eq(tidKoder.ftgId, leaveApplications.ftgId), eq(tidKoder.tidKod, leaveApplications.tidKod)),
    )
    .where(
      and(
        eq(leaveApplications.ftgId, ftgId),
        eq(leaveApplications.anstNr, anstNr),
        eq(leaveApplications.status, 'APPROVED'),
        lte(leaveApplications.fromDatum, to),
        gte(leaveApplications.toDatum, from),
      ),
    )
    .orderBy(asc(leaveApplications.fromDatum));

/** Absence reports of one employee reaching into `from`..`to`: open ones, or back after `from`. */
export const absenceReportsOf = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select({
      id: absenceReports.id,
      typ: absenceReports.typ,
      from: absenceReports.fromDatum,
      back: absenceReports.friskDatum,
      omfattning: absenceReports.omfattning,
    })
    .from(absenceReports)
    .where(
      and(
        eq(absenceReports.ftgId, ftgId),
        eq(absenceReports.anstNr, anstNr),
        lte(absenceReports.fromDatum, to),
        or(isNull(absenceReports.friskDatum), gt(absenceReports.friskDatum, from)),
      ),
    )
    .orderBy(asc(absenceReports.fromDatum));

export type LeaveRow = Awaited<ReturnType<typeof approvedLeave>>[number];
export type AbsenceRow = Awaited<ReturnType<typeof absenceReportsOf>>[number];
