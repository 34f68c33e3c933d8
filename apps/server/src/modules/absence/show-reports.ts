// Absence reports as the page shows them (SPEC §2.1 /absenceReports): with the days they own in
// the time report, the sick-pay facts of the employee's sickness spells and the VAB facts of the
// child.
import { sickFacts, type AbsenceReport, type SickFacts } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import type { ScopedEmployee } from '../time';
import { presentChild, presentReport } from './presenter';
import { todayOf } from './report-days';
import * as repo from './repository';
import { vabDaysThisYear } from './vab-days';

/** The sick-pay facts of each sickness report, by employee (the rules read all their spells). */
function sickFactsOf(all: readonly repo.AbsenceRow[], anstNrs: readonly string[], today: string) {
  const sick = new Map<string, Map<string, SickFacts>>();
  for (const anstNr of anstNrs) {
    const spells = all
      .filter((r) => r.anstNr === anstNr && r.typ === 'SJUK')
      .map((r) => ({ Id: r.id, From: r.fromDatum, Frisk: r.friskDatum }));
    sick.set(anstNr, sickFacts(spells, today));
  }
  return sick;
}

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
  const [counts, kids] = await Promise.all([
    repo.rowCounts(
      db,
      ftgId,
      all.map((r) => r.id),
    ),
    repo.childrenOf(db, ftgId, anstNrs),
  ]);
  const names = new Map(employees.map((e) => [e.anstNr, `${e.foNamn} ${e.efNamn}`.trim()]));
  const sick = sickFactsOf(all, anstNrs, today);
  const vabDays = vabDaysThisYear(all, counts, today);
  const childById = new Map(kids.map((c) => [c.id, presentChild(c, vabDays)]));
  return rows.map((r) =>
    presentReport(r, {
      namn: names.get(r.anstNr) ?? r.anstNr,
      count: counts.get(r.id) ?? { days: 0, locked: 0 },
      child: r.barnId ? childById.get(r.barnId) : undefined,
      sick: sick.get(r.anstNr)?.get(r.id) ?? null,
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
