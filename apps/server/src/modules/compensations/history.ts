// A compensation row's history (SPEC "audit log entry"): who did what to it, in the caller's
// transaction.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import * as repo from './repository';

export function recordEvent(
  db: Db,
  ctx: CompanyContext,
  at: Date,
  e: { compensationId: string; anstNr: string; handelse: string; details: Record<string, unknown> },
) {
  return repo.insertEvent(db, {
    ...e,
    ftgId: ctx.company.ftgId,
    userId: ctx.auth.user.id,
    userNamn: ctx.auth.user.namn,
    at,
  });
}
