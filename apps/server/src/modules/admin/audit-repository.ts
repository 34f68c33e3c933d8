import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, companies, userAccounts } from '../../db/schema/index';
import { containsPattern } from '../../shared/paged';

export interface AuditFilter {
  /** Only this company's rows; null: every company and what belongs to none. */
  ftgId: string | null;
  from: Date;
  /** Exclusive. */
  until: Date;
  action?: string | undefined;
  /** Part of the login or name of who did it (or of the login a failed attempt named). */
  user?: string | undefined;
}

function where(f: AuditFilter): SQL | undefined {
  const user = f.user ? containsPattern(f.user) : null;
  return and(
    gte(auditLog.at, f.from),
    lt(auditLog.at, f.until),
    f.ftgId !== null ? eq(auditLog.ftgId, f.ftgId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    user
      ? or(
          ilike(userAccounts.login, user),
          ilike(userAccounts.namn, user),
          ilike(sql`${auditLog.details}->>'Login'`, user),
        )
      : undefined,
  );
}

/** A page of the log, newest first, with who and which company by name, and how many rows match. */
export async function listAudit(db: Db, f: AuditFilter, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      login: userAccounts.login,
      namn: userAccounts.namn,
      ftgId: auditLog.ftgId,
      ftgNamn: companies.namn,
      details: auditLog.details,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(userAccounts, eq(userAccounts.id, auditLog.userId))
    .leftJoin(companies, eq(companies.ftgId, auditLog.ftgId))
    .where(where(f))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows;
}
