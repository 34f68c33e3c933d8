// GET /nearAccidentsReports and /hr/nearAccidentsReports (SPEC §7): the reports the caller may see.
import type { NearAccident, NearAccidentStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { accessTo, isHandler, reportScope } from './access';
import { presentReport } from './presenter';
import * as repo from './repository';

/** The reports the caller may see (optionally in one status), newest first, without their details. */
export async function listReports(
  db: Db,
  ctx: CompanyContext,
  status: NearAccidentStatus | undefined,
): Promise<NearAccident[]> {
  const rows = await repo.listReports(db, ctx.company.ftgId, reportScope(ctx), status);
  return rows.map((r) => presentReport(r, accessTo(ctx, r), ctx.auth.user.id, [], []));
}

/** The handlers' list (Status=NEW is the badge's): empty for one who handles none. */
export async function listHandledReports(
  db: Db,
  ctx: CompanyContext,
  status: NearAccidentStatus | undefined,
): Promise<NearAccident[]> {
  return isHandler(ctx) ? listReports(db, ctx, status) : [];
}
