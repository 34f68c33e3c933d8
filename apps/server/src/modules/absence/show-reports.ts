// Absence reports as the page shows them (SPEC §2.1 /absenceReports): with the days they own in
// the time report, the sick-pay facts of the employee's sickness spells and the VAB facts of the
// child.
import type { AbsenceReport } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import type { ScopedEmployee } from '../time';
import { presentChild, presentReport } from './presenter';
import { todayOf } from './report-days';
import * as repo from './repository';
import { sickFactsOf } from './sick-facts';
import { vabDaysThisYear } from './vab-days';

/**
 * Some reports of some employees as the page shows them; `all` are every report of those
 * employees, which the sick-pay and VAB facts count.
 */
export async function showReports(
  db: Db,
  ctx: CompanyContext,
  rows: readonly repo.AbsenceRow[],
  all: readonly repo.AbsenceRow[],
  employees: readonly ScopedEmployee[],
  today: string,
): Promise<AbsenceReport[]> {
  const ftgId = ctx.company.ftgId;
  const anstNrs = [...new Set(rows.map((r) => r.anstNr))];
  const shownAnstNrs = new Set(anstNrs);
  const [counts, kids, sick] = await Promise.all([
    repo.rowCounts(
      db,
      ftgId,
      all.map((r) => r.id),
    ),
    repo.childrenOf(db, ftgId, anstNrs),
    // The sick-pay facts of each sickness report (the rules read all the employee's spells).
    sickFactsOf(
      db,
      ftgId,
      all.filter((r) => r.typ === 'SJUK' && shownAnstNrs.has(r.anstNr)),
      today,
    ),
  ]);
  const names = new Map(employees.map((e) => [e.anstNr, `${e.foNamn} ${e.efNamn}`.trim()]));
  const vabDays = vabDaysThisYear(all, counts, today);
  const childById = new Map(kids.map((c) => [c.id, presentChild(c, vabDays)]));
  return rows.map((r) =>
    presentReport(r, {
      namn: names.get(r.anstNr) ?? r.anstNr,
      count: counts.get(r.id) ?? { days: 0, locked: 0 },
      child: r.barnId ? childById.get(r.barnId) : undefined,
      sick: sick.get(r.id) ?? null,
      today,
    }),
  );
}

/** One report as the page shows it, after a change. */
export async function showReport(
  db: Db,
  ctx: CompanyContext,
  row: repo.AbsenceRow,
  employee: ScopedEmployee,
  now: Date,
): Promise<AbsenceReport> {
  const all = await repo.reportsOf(db, ctx.company.ftgId, [row.anstNr]);
  const [shown] = await showReports(db, ctx, [row], all, [employee], todayOf(now));
  return shown!;
}
