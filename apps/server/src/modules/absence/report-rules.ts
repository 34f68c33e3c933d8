// The rules of an absence report's values (SPEC §2.1 /absenceReports, §5): its time code, the
// child VAB is reported for, the recovered date, and no overlap with the employee's other reports.
import {
  ABSENCE_KIND_TYP,
  ABSENCE_MESSAGES,
  birthDateOf,
  CHILD_MESSAGES,
  recoveredProblem,
  tidKodKind,
  vabFacts,
  type AbsenceReportInput,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { listTidKoder } from '../../shared/reference-reads';
import type { ScopedEmployee } from '../time';
import * as repo from './repository';

/** The time code of a report: the company's sickness or VAB code, or the absence code named. */
async function codeOf(db: Db, ctx: CompanyContext, employee: ScopedEmployee, v: AbsenceReportInput) {
  const codes = (await listTidKoder(db, ctx.company.ftgId)).filter((c) =>
    c.grupper.includes(employee.tidKodGrupp),
  );
  if (v.Typ === 'OVRIG') {
    const code = codes.find((c) => c.tidKod === v.TidKod);
    if (!code || tidKodKind(code.typ) !== 'absence')
      throw fieldError('TidKod', ABSENCE_MESSAGES.notAbsenceCode);
    return code.tidKod;
  }
  const typ = ABSENCE_KIND_TYP[v.Typ];
  const code = codes.find((c) => c.typ === typ);
  if (!code) throw fieldError('Typ', ABSENCE_MESSAGES.noCode);
  return code.tidKod;
}

/** VAB is reported for a child of the employee's register young enough for it. */
async function checkChild(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  barnId: string,
  from: string,
) {
  const child = await repo.findChild(db, ctx.company.ftgId, barnId);
  if (!child || child.anstNr !== employee.anstNr) throw fieldError('BarnId', CHILD_MESSAGES.unknownChild);
  const birth = birthDateOf(child.persNr);
  if (!birth || vabFacts(birth, from, from, 0).Eligibility === 'none')
    throw fieldError('BarnId', CHILD_MESSAGES.age);
}

/**
 * Checks the values against the employee's register and other reports (`id`: the report changed,
 * `frisk`: its recovered date); returns the time code.
 */
export async function checkReport(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  v: AbsenceReportInput,
  frisk: string | null,
  id?: string,
) {
  const tidKod = await codeOf(db, ctx, employee, v);
  if (v.Typ === 'VAB') await checkChild(db, ctx, employee, v.BarnId, v.From);
  if (frisk) {
    const problem = recoveredProblem(v.From, frisk);
    if (problem) throw fieldError('From', problem);
  }
  const others = await repo.reportsOf(db, ctx.company.ftgId, [employee.anstNr]);
  const end = frisk ?? '9999-12-31';
  const overlapping = others.some(
    (o) => o.id !== id && o.fromDatum < end && (o.friskDatum === null || o.friskDatum > v.From),
  );
  if (overlapping) throw fieldError('From', ABSENCE_MESSAGES.overlaps);
  return tidKod;
}
