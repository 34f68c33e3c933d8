// The audit trail of absence, leave and near-accident changes (SPEC "audit log entry"): who did
// what, when, in which company.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';

export type AuditOf = Parameters<typeof writeAudit>[1]['action'];

/** Writes an audit row of the caller's change. */
export const audit = (
  db: Db,
  ctx: CompanyContext,
  at: Date,
  action: AuditOf,
  details: Record<string, unknown>,
) => writeAudit(db, { at, userId: ctx.auth.user.id, ftgId: ctx.company.ftgId, action, details });
