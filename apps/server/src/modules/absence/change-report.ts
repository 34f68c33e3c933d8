// A change to a report's columns (its values, or its recovered date) and its rows with it, in one
// transaction: a locked day refuses the change as a whole.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import type { ScopedEmployee } from '../time';
import { audit } from './audit';
import * as repo from './repository';
import { showReport } from './show-reports';
import { syncReportRows } from './sync-report-rows';

export async function changeReport(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  row: repo.AbsenceRow,
  now: Date,
  action: 'absence.updated' | 'absence.recovered',
  values: Partial<repo.NewAbsenceRow>,
) {
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await repo.updateReport(tx, ctx.company.ftgId, row.id, row.version, {
      ...values,
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    await syncReportRows(tx, ctx, employee, after, now);
    await audit(tx, ctx, now, action, { FranvaroId: row.id, AnstNr: row.anstNr, ...values });
    return after;
  });
  return showReport(db, ctx, updated, employee, now);
}
