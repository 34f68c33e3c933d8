import { and, eq } from 'drizzle-orm';
import { defaultPortalInfo, PortalInfoSchema, type PortalInfo } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { auditLog, companies, portalSettings, userCompanyAccess, userOptions } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;

/** The company if it exists, with whether the user's access list names it. */
export async function findCompanyForUser(db: Db, ftgId: string, userId: string) {
  const rows = await db
    .select({ company: companies, listed: userCompanyAccess.ftgId })
    .from(companies)
    .leftJoin(userCompanyAccess, and(eq(userCompanyAccess.ftgId, companies.ftgId), eq(userCompanyAccess.userId, userId)))
    .where(eq(companies.ftgId, ftgId))
    .limit(1);
  return rows[0] ?? null;
}

export async function loadPortalInfo(db: Db, ftgId: string): Promise<PortalInfo> {
  const rows = await db.select({ info: portalSettings.info }).from(portalSettings).where(eq(portalSettings.ftgId, ftgId));
  const stored = rows[0]?.info;
  if (!stored) return defaultPortalInfo();
  const parsed = PortalInfoSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultPortalInfo();
}

export async function loadUserOptions(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ option: userOptions.option }).from(userOptions).where(eq(userOptions.userId, userId));
  return rows.map((r) => r.option).sort();
}

export async function writeAudit(
  db: Db,
  row: { userId?: string | null; ftgId?: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: row.userId ?? null,
    ftgId: row.ftgId ?? null,
    action: row.action,
    details: row.details ?? {},
  });
}
