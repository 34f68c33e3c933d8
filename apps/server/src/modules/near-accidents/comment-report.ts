// POST /nearAccidentsReports/:Id/kommentar: a comment in the report's history.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { audit } from '../absence';
import { visibleReport } from './access';
import { getReport } from './get-report';
import { recordEvent } from './history';

/** A comment in the history: by a handler, or by the reporter on their own report. */
export async function commentReport(db: Db, ctx: CompanyContext, id: string, kommentar: string, now: Date) {
  const { row, access } = await visibleReport(db, ctx, id);
  if (!access.handle && row.reporterId !== ctx.auth.user.id) throw new ApiError('RoleNotAllowed');
  await recordEvent(db, ctx, id, now, 'COMMENT', { kommentar });
  await audit(db, ctx, now, 'nearAccident.commented', { TillbudId: id });
  return getReport(db, ctx, id);
}
