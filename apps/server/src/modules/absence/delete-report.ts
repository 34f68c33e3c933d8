// DELETE /absenceReports/:Id: removing a report and its rows.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { editableReport } from './access';
import { audit } from './audit';
import { syncOwnedRows } from './owned-rows';
import * as repo from './repository';

/** Removes a report and its rows (refused when one of them is attested or transferred). */
export async function deleteReport(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { row, employee } = await editableReport(db, ctx, id, version);
  await db.transaction(async (tx) => {
    await syncOwnedRows(tx, ctx, employee, { absenceId: id }, 'FRANVARO', row.tidKod, [], now);
    if (!(await repo.deleteReport(tx, ctx.company.ftgId, id, version))) throw new ApiError('VersionConflict');
    await audit(tx, ctx, now, 'absence.deleted', {
      FranvaroId: id,
      AnstNr: row.anstNr,
      Typ: row.typ,
      From: row.fromDatum,
    });
  });
  return row.anstNr;
}
