// Approval and attestation of compensation rows (SPEC §4): the same states and rules as time
// (approval's applyStatusAction), over the compensations table, with their own history.
import { EVENT_OF_ACTION } from '@lonportal/domain';
import type { StatusRows } from '../../shared/row-status';
import * as repo from './repository';

export const COMPENSATION_ROWS: StatusRows = {
  count: repo.countInPeriod,
  move: repo.moveStatus,
  record: (db, ctx, at, action, moved) =>
    repo.insertEvents(
      db,
      moved.map((c) => ({
        ftgId: ctx.company.ftgId,
        compensationId: c.id,
        anstNr: c.anstNr,
        handelse: EVENT_OF_ACTION[action],
        userId: ctx.auth.user.id,
        userNamn: ctx.auth.user.namn,
        at,
        details: { From: c.from, To: c.to },
      })),
    ),
  audit: 'compensation.status',
};
