// PUT /absenceReports/:Id: changing a report's values (and its rows).
import type { AbsenceReportInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { editableReport } from './access';
import { changeReport } from './change-report';
import { checkReport } from './report-rules';

/** Changes a report (and its rows); locked days refuse the change as a whole. */
export async function updateReport(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: AbsenceReportInput,
  version: number,
  now: Date,
) {
  const { row, employee } = await editableReport(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr) throw fieldError('AnstNr', 'validation.invalid');
  const tidKod = await checkReport(db, ctx, employee, v, row.friskDatum, id);
  return changeReport(db, ctx, employee, row, now, 'absence.updated', {
    typ: v.Typ,
    fromDatum: v.From,
    omfattning: v.Omfattning,
    barnId: v.Typ === 'VAB' ? v.BarnId : null,
    tidKod,
    kommentar: v.Kommentar,
  });
}
