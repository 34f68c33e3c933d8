// POST /leaveapplications/berakna: the working days and hours a range takes.
import { countDays, sumHours, type LeaveInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireEmployee } from '../time';
import { employeeAbsenceDays } from '../absence';

/** The working days and hours of a range for the employee, by their schedule (holidays excluded). */
export async function countLeave(
  db: Db,
  ctx: CompanyContext,
  v: Pick<LeaveInput, 'AnstNr' | 'From' | 'To' | 'Omfattning'>,
) {
  await requireEmployee(db, ctx, v.AnstNr);
  const days = await employeeAbsenceDays(db, ctx, v.AnstNr, v.From, v.To, v.Omfattning);
  return { days, Dagar: countDays(days, v.Omfattning), Timmar: sumHours(days.map((d) => d.Timmar)) };
}
