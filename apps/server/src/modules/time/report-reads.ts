// The reads of one employee's period (GET /api/tidrapport) in two statements, side by side: whether
// the caller may see the employee together with the schedule periods, work schedules and days off
// (as JSON in one row), and the rows themselves.
import { and, between, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { scheduleExpander, scheduleOn, scheduledTimes, type PerSchemaPeriod } from '@lonportal/domain';
import { preparedPerDb, readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { employeeFilter, employeeInFilter, type FilteredEmployee } from '../../shared/employee-scope';
import { arbScheman, companies, employees, holidays, perSchema } from '../../db/schema/index';
import * as repo from './repository';

type Period = { fromDatum: string; useArbSchema: boolean; arbSchema: string };
type Scheme = { arbSchema: string; dagar: (number | string)[]; startTid: string; rastMinuter: number };
export type DayOff = { datum: string; typ: 'public' | 'eve'; namn: string };

/** The company's work schedules as the domain reads them. */
const workSchedules = (scheman: readonly Scheme[]) =>
  scheman.map((s) => ({
    ArbSchema: s.arbSchema,
    Dagar: s.dagar.map(Number),
    StartTid: s.startTid,
    RastMinuter: s.rastMinuter,
  }));

/** Hours per day of some employees' schedule periods over `from`..`to`, with the days off. */
export function schedulesFrom(
  periods: readonly (Period & { anstNr: string })[],
  scheman: readonly Scheme[],
  daysOff: readonly DayOff[],
  from: string,
  to: string,
) {
  const schedules = workSchedules(scheman);
  const off = daysOff.map((d) => ({ Datum: d.datum, Typ: d.typ }));
  const byEmployee = new Map<string, { FromDatum: string; UseArbSchema: boolean; ArbSchema: string }[]>();
  for (const p of periods) {
    const list = byEmployee.get(p.anstNr) ?? [];
    list.push({ FromDatum: p.fromDatum, UseArbSchema: p.useArbSchema, ArbSchema: p.arbSchema });
    byEmployee.set(p.anstNr, list);
  }
  const expand = scheduleExpander(from, to, schedules, off);
  return (anstNr: string) => expand(byEmployee.get(anstNr) ?? []);
}

/** A value of a statement: given, or a placeholder of a prepared one. */
type Value = string | SQLWrapper;

/** The company's work schedules, as one JSON value of a select list. */
export const schemanJson = (ftgId: Value) =>
  sql<Scheme[]>`(select coalesce(json_agg(json_build_object(
      'arbSchema', ${arbScheman.arbSchema}, 'dagar', ${arbScheman.dagar},
      'startTid', ${arbScheman.startTid}, 'rastMinuter', ${arbScheman.rastMinuter})), '[]'::json)
    from ${arbScheman} where ${eq(arbScheman.ftgId, ftgId)})`;

/** The company's days off in `from`..`to`, as one JSON value of a select list. */
export const daysOffJson = (ftgId: Value, from: Value, to: Value) =>
  sql<DayOff[]>`(select coalesce(json_agg(json_build_object(
      'datum', ${holidays.datum}, 'typ', ${holidays.typ}, 'namn', ${holidays.namn})
      order by ${holidays.datum}), '[]'::json)
    from ${holidays} where ${and(eq(holidays.ftgId, ftgId), between(holidays.datum, from, to))})`;

/**
 * What one employee's period needs, in one row: the personnel record the caller's filter is tried
 * on (null when there is none), the schedule periods, the work schedules and the days off. Every
 * month read runs it: prepared once.
 */
const periodBasisQuery = preparedPerDb((db) => {
  const ftgId = sql.placeholder('ftgId');
  const anstNr = sql.placeholder('anstNr');
  return db
    .select({
      employee: sql<FilteredEmployee | null>`(select json_build_object(
          'anstNr', ${employees.anstNr}, 'avdelning', ${employees.avdelning},
          'useBrukare', ${employees.useBrukare}, 'brukare', ${employees.brukare})
        from ${employees} where ${and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr))})`,
      periods: sql<Period[]>`(select coalesce(json_agg(json_build_object(
          'fromDatum', ${perSchema.fromDatum}, 'useArbSchema', ${perSchema.useArbSchema},
          'arbSchema', ${perSchema.arbSchema}) order by ${perSchema.fromDatum}), '[]'::json)
        from ${perSchema} where ${and(eq(perSchema.ftgId, ftgId), eq(perSchema.anstNr, anstNr))})`,
      scheman: schemanJson(ftgId),
      daysOff: daysOffJson(ftgId, sql.placeholder('from'), sql.placeholder('to')),
    })
    .from(companies)
    .where(eq(companies.ftgId, ftgId))
    .prepare('lp_period_basis');
});

/** Whether the filter lets the caller see the employee, and what their period's days need. */
async function periodBasis(db: Db, ctx: CompanyContext, anstNr: string, from: string, to: string) {
  const ftgId = ctx.company.ftgId;
  const [filter, [row]] = await readAll(db, [
    () => employeeFilter(db, ctx),
    () => periodBasisQuery(db).execute({ ftgId, anstNr, from, to }),
  ]);
  if (!row) return { inScope: false, periods: [], scheman: [], daysOff: [] };
  const inScope = row.employee !== null && employeeInFilter(filter, row.employee);
  return { inScope, periods: row.periods, scheman: row.scheman, daysOff: row.daysOff };
}

/**
 * An employee's period for the caller: the days' schedule, the days off and the rows, or 403
 * EmployeeNotAllowed (also for an unknown AnstNr) — what requireEmployee, loadSchedules and
 * listEntries read, in two statements (three for an AVD, whose department is read first).
 */
export async function readPeriod(db: Db, ctx: CompanyContext, anstNr: string, from: string, to: string) {
  const [basis, rows] = await readAll(db, [
    () => periodBasis(db, ctx, anstNr, from, to),
    () => repo.listEntries(db, ctx.company.ftgId, anstNr, from, to),
  ]);
  if (!basis.inScope) throw new ApiError('EmployeeNotAllowed');
  const periods = basis.periods.map((p) => ({ ...p, anstNr }));
  const schedules = workSchedules(basis.scheman);
  const own: PerSchemaPeriod[] = basis.periods.map((p) => ({
    FromDatum: p.fromDatum,
    UseArbSchema: p.useArbSchema,
    ArbSchema: p.arbSchema,
  }));
  return {
    daysOff: basis.daysOff,
    scheduleOf: schedulesFrom(periods, basis.scheman, basis.daysOff, from, to),
    /** A day's scheduled start, end and break (null without hours or a start time). */
    timesOn: (datum: string, hours: number) =>
      scheduledTimes(datum, hours, scheduleOn(own, schedules, datum)),
    rows,
  };
}
