// The reads of one employee's period (GET /api/tidrapport, fill from schedule) in two statements,
// side by side: whether the caller may see the employee together with the schedule periods, work
// schedules and days off (as JSON in one row), and the rows themselves.
import { datedTimes, scheduleOn, scheduledTimes, type PerSchemaPeriod } from '@lonportal/domain';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { visiblePeriodBasis } from './access';
import * as repo from './repository';
import { schedulesFrom, workSchedules } from './schedules';

/**
 * An employee's period for the caller: the days' schedule, the days off and the rows, or 403
 * EmployeeNotAllowed (also for an unknown AnstNr) — what requireEmployee, loadSchedules and
 * listEntries read, in two statements (three for an AVD, whose department is read first).
 */
export async function readPeriod(db: Db, ctx: CompanyContext, anstNr: string, from: string, to: string) {
  const [basis, rows] = await readAll(db, [
    () => visiblePeriodBasis(db, ctx, anstNr, from, to),
    () => repo.listEntries(db, ctx.company.ftgId, anstNr, from, to),
  ]);
  if (!basis) throw new ApiError('EmployeeNotAllowed');
  const periods = basis.periods.map((p) => ({ ...p, anstNr }));
  const schedules = workSchedules(basis.scheman);
  const own: PerSchemaPeriod[] = basis.periods.map((p) => ({
    FromDatum: p.fromDatum,
    UseArbSchema: p.useArbSchema,
    ArbSchema: p.arbSchema,
  }));
  const dated = new Map(basis.dated.map((d) => [d.datum, d]));
  return {
    daysOff: basis.daysOff,
    scheduleOf: schedulesFrom(periods, basis.scheman, basis.daysOff, from, to, basis.dated),
    /**
     * A day's scheduled start, end and break (null without hours or a start time): a dated day's
     * own times where the payroll program gave them, else the work schedule's.
     */
    timesOn: (datum: string, hours: number) => {
      const day = dated.get(datum);
      return day?.startTid && day.slutTid
        ? datedTimes(datum, hours, day.startTid, day.slutTid)
        : scheduledTimes(datum, hours, scheduleOn(own, schedules, datum));
    },
    rows,
  };
}
