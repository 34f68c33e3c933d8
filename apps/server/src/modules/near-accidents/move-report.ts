// POST /nearAccidentsReports/:Id/status: a handler moves the report NEW → RECEIVED → INPROGRESS →
// RESOLVED (SPEC §4 Near-accident report).
import { nearAccidentMoveAllowed, type NearAccidentStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { audit } from '../absence';
import { visibleReport } from './access';
import { getReport } from './get-report';
import { recordEvent } from './history';
import * as repo from './repository';

/** A handler moves the report to another state, with an optional comment in its history. */
export async function moveReport(
  db: Db,
  ctx: CompanyContext,
  id: string,
  to: NearAccidentStatus,
  kommentar: string,
  version: number,
  now: Date,
) {
  const { row, access } = await visibleReport(db, ctx, id);
  if (!access.handle) throw new ApiError('RoleNotAllowed');
  if (!nearAccidentMoveAllowed(row.status, to)) throw new ApiError('NearAccidentMoveNotAllowed');
  await db.transaction(async (tx) => {
    const after = await repo.updateStatus(tx, ctx.company.ftgId, id, version, to);
    if (!after) throw new ApiError('VersionConflict');
    await recordEvent(tx, ctx, id, now, 'STATUS', { status: to, kommentar });
    await audit(tx, ctx, now, 'nearAccident.moved', { TillbudId: id, From: row.status, To: to });
  });
  return getReport(db, ctx, id);
}
