// GET /absenceReports (SPEC §7): one employee's reports, or every report in the caller's scope.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { employeesInScope, requireEmployee } from '../time';
import { isOpen, todayOf } from './report-days';
import * as repo from './repository';
import { showReports } from './show-reports';

/** The reports newest first; Recovered=false gives the ones still open (the badge). */
export async function listReports(
  db: Db,
  ctx: CompanyContext,
  q: { AnstNr?: string | undefined; Recovered?: 'true' | 'false' | undefined },
  now: Date,
) {
  const today = todayOf(now);
  const employees = q.AnstNr ? [await requireEmployee(db, ctx, q.AnstNr)] : await employeesInScope(db, ctx);
  const all = await repo.reportsOf(
    db,
    ctx.company.ftgId,
    employees.map((e) => e.anstNr),
  );
  // Every report is read either way: the sick-pay facts of an open one count the closed ones.
  const wanted =
    q.Recovered === undefined ? all : all.filter((r) => isOpen(r, today) === (q.Recovered === 'false'));
  const shown = await showReports(db, ctx, wanted, all, employees, today);
  return shown.reverse();
}
