// POST /absenceReports/:Id/recovered: the employee is well again (SPEC §2.1).
import { ABSENCE_MESSAGES, recoveredProblem } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { editableReport } from './access';
import { changeReport } from './change-report';
import * as repo from './repository';

/** Reports the employee well again from `frisk` (the first day back): the rows end the day before. */
export async function recoverReport(
  db: Db,
  ctx: CompanyContext,
  id: string,
  frisk: string,
  version: number,
  now: Date,
) {
  const { row, employee } = await editableReport(db, ctx, id, version);
  const problem = recoveredProblem(row.fromDatum, frisk);
  if (problem) throw fieldError('Frisk', problem);
  const others = await repo.reportsOf(db, ctx.company.ftgId, [row.anstNr]);
  if (others.some((o) => o.id !== id && o.fromDatum > row.fromDatum && o.fromDatum < frisk))
    throw fieldError('Frisk', ABSENCE_MESSAGES.overlaps);
  return changeReport(db, ctx, employee, row, now, 'absence.recovered', { friskDatum: frisk });
}
