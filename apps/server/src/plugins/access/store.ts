import { eq, sql } from 'drizzle-orm';
import { defaultPortalInfo, PortalInfoSchema, type AuditAction, type PortalInfo } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { deepFreeze } from '../../shared/kept-answers';
import { auditLog, companies, portalSettings, userCompanyAccess, userOptions } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * In one round trip: the company, whether the user's access list names it, its stored portal
 * settings and the user's options (this runs on every company-scoped request).
 */
export async function findCompanyForUser(db: Db, ftgId: string, userId: string) {
  const rows = await db
    .select({
      company: companies,
      listed: sql<boolean>`exists (select 1 from ${userCompanyAccess} where ${userCompanyAccess.ftgId} = ${companies.ftgId} and ${userCompanyAccess.userId} = ${userId})`,
      portal: portalSettings.info,
      options: sql<
        string[]
      >`coalesce((select array_agg(${userOptions.option} order by ${userOptions.option}) from ${userOptions} where ${userOptions.userId} = ${userId}), '{}')`,
    })
    .from(companies)
    .leftJoin(portalSettings, eq(portalSettings.ftgId, companies.ftgId))
    .where(eq(companies.ftgId, ftgId))
    .limit(1);
  return rows[0] ?? null;
}

/** Parsed portal settings per stored value: the session lookup keeps the stored value in memory. */
const parsedPortalInfo = new WeakMap<object, PortalInfo>();

/**
 * PortalInfo with the defaults filled in; a stored value that no longer parses falls back to them.
 * Parsed once per stored value and frozen (every company-scoped request asks for it).
 */
export function parsePortalInfo(stored: unknown): PortalInfo {
  if (!stored || typeof stored !== 'object') return defaultPortalInfo();
  let info = parsedPortalInfo.get(stored);
  if (!info) {
    const parsed = PortalInfoSchema.safeParse(stored);
    info = deepFreeze(parsed.success ? parsed.data : defaultPortalInfo());
    parsedPortalInfo.set(stored, info);
  }
  return info;
}

export async function loadPortalInfo(db: Db, ftgId: string): Promise<PortalInfo> {
  const rows = await db
    .select({ info: portalSettings.info })
    .from(portalSettings)
    .where(eq(portalSettings.ftgId, ftgId));
  return parsePortalInfo(rows[0]?.info);
}

/** Appends a row to the audit log: who, in which company, did what. */
export async function writeAudit(
  db: Db,
  row: {
    /** When, by the app's clock. */
    at: Date;
    userId?: string | null;
    ftgId?: string | null;
    action: AuditAction;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: row.at,
    userId: row.userId ?? null,
    ftgId: row.ftgId ?? null,
    action: row.action,
    details: row.details ?? {},
  });
}
