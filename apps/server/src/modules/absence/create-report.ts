// POST /absenceReports: sickness, VAB or other absence from a date, its rows up to today in the
// time report (SPEC §2.1).
import type { AbsenceReportInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { reportableEmployee } from './access';
import { audit } from './audit';
import { checkReport } from './report-rules';
import * as repo from './repository';
import { showReport } from './show-reports';
import { syncReportRows } from './sync-report-rows';

export async function createReport(db: Db, ctx: CompanyContext, v: AbsenceReportInput, now: Date) {
  const employee = await reportableEmployee(db, ctx, v.AnstNr);
  const tidKod = await checkReport(db, ctx, employee, v, null);
  const { user } = ctx.auth;
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertReport(tx, {
      ftgId: ctx.company.ftgId,
      anstNr: v.AnstNr,
      typ: v.Typ,
      fromDatum: v.From,
      omfattning: v.Omfattning,
      barnId: v.Typ === 'VAB' ? v.BarnId : null,
      tidKod,
      kommentar: v.Kommentar,
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    await syncReportRows(tx, ctx, employee, inserted, now);
    await audit(tx, ctx, now, 'absence.created', { FranvaroId: inserted.id, AnstNr: v.AnstNr, Typ: v.Typ });
    return inserted;
  });
  return showReport(db, ctx, row, employee, now);
}
