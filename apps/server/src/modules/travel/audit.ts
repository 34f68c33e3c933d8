// A trip's audit trail (SPEC "audit log entry"): who did what to which trip, in the caller's
// transaction.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';

export const auditTrip = (
  db: Db,
  ctx: CompanyContext,
  at: Date,
  action: Parameters<typeof writeAudit>[1]['action'],
  details: Record<string, unknown>,
) => writeAudit(db, { at, userId: ctx.auth.user.id, ftgId: ctx.company.ftgId, action, details });
