// An open absence report's rows reach today: while the employee is still away, each new
// day gets its row without anyone touching the report. The job runs hourly; it acts as the person
// who last wrote the report, in their company context, and skips a report it cannot extend (that
// person removed, or a day that is not theirs to change any more).
import type { Db } from '../../db/client';
import { resolveCompany, type CompanyContext } from '../../plugins/access/index';
import type { AuthState } from '../../plugins/session/index';
import { employeesInScope } from '../time';
import * as repo from './repository';
import { syncReportRows } from './sync-report-rows';

/** The company context of `userId` in `ftgId`, as a request of theirs would have it, or null. */
async function contextOf(db: Db, ftgId: string, userId: string, now: Date): Promise<CompanyContext | null> {
  const user = await repo.findUserAccount(db, userId);
  if (!user || user.disabled) return null;
  // No session: the job works on the user's behalf, as one that proved everything it had to.
  const session = {
    idHash: '',
    userId,
    authMethod: 'BANKID',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now,
    ftgId,
    salaryYear: null,
    roll: user.roll,
    passwordChangedAt: user.passwordChangedAt,
    critical: '',
    smsVerifiedAt: now,
    endedAt: null,
    endCode: null,
  } satisfies AuthState['session'];
  const ctx = await resolveCompany(db, { idHash: '', session, user }, ftgId, undefined, now, {
    beforeSmsCheck: true,
  });
  return typeof ctx === 'string' ? null : ctx;
}

/** Extends every open report's rows up to today; answers how many reports got new rows. */
export async function extendOpenReports(db: Db, now: Date, log: (err: unknown, id: string) => void) {
  const open = await repo.openReportIds(db);
  let extended = 0;
  for (const { id } of open) {
    try {
      const changed = await db.transaction(async (tx) => {
        // Locked while extended: a recovery made at the same time waits, then trims what it must.
        const row = await repo.lockOpenReport(tx, id);
        if (!row?.updatedBy) return false;
        const ctx = await contextOf(tx, row.ftgId, row.updatedBy, now);
        const [employee] = ctx ? await employeesInScope(tx, ctx, [row.anstNr]) : [];
        if (!ctx || !employee) return false;
        return syncReportRows(tx, ctx, employee, row, now);
      });
      if (changed) extended++;
    } catch (err) {
      log(err, id);
    }
  }
  return extended;
}
