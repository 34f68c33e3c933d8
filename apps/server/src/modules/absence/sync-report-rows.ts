// A report owns its absence rows in the time report (SPEC §2.1): an open report has them up to
// today, a recovered one up to the day before the recovered date.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import type { ScopedEmployee } from '../time';
import { employeeAbsenceDays, syncOwnedRows } from './owned-rows';
import { lastRowDay, todayOf } from './report-days';
import type { AbsenceRow } from './repository';

/** Makes the report's rows what its dates say, inside `tx`; answers whether any row changed. */
export async function syncReportRows(
  tx: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  row: AbsenceRow,
  now: Date,
) {
  const days = await employeeAbsenceDays(
    tx,
    ctx,
    row.anstNr,
    row.fromDatum,
    lastRowDay(row, todayOf(now)),
    row.omfattning,
  );
  return syncOwnedRows(tx, ctx, employee, { absenceId: row.id }, 'FRANVARO', row.tidKod, days, now);
}
