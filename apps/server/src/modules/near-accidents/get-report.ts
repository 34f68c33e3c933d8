// GET /nearAccidentsReports/:Id: one report with its attachments and history.
import type { NearAccident } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { accessTo, visibleReport } from './access';
import { presentReport } from './presenter';
import * as repo from './repository';

/** A report the caller may see, in full. */
export const getReport = async (db: Db, ctx: CompanyContext, id: string): Promise<NearAccident> =>
  showReport(db, ctx, (await visibleReport(db, ctx, id)).row);

/** A report in full, with its attachments and history. */
export async function showReport(db: Db, ctx: CompanyContext, row: repo.ReportRow): Promise<NearAccident> {
  const [files, events] = await Promise.all([repo.attachmentsOf(db, [row.id]), repo.eventsOf(db, [row.id])]);
  return presentReport(row, accessTo(ctx, row), ctx.auth.user.id, files, events);
}
