import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TimeEntryStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { companies, portalSettings, timeEntries, timeEntryEvents } from '../../db/schema/index';
import { nextVersion, upsertCompanyVersioned } from '../../shared/versioned';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyColumns = Pick<
  typeof companies.$inferInsert,
  | 'kalUseLonReady'
  | 'kalUseAttest'
  | 'useLss'
  | 'brukareNamnTyp'
  | 'usePerSchema'
  | 'requireSmsVerification'
  | 'openResEnhet'
  | 'regResEnh'
  | 'resEnhetNamn'
  | 'reseBerakning'
  | 'brytdatum'
>;

/** The company row and its stored portal settings with their version, read together (0: none saved). */
export async function findCompanySettings(db: Db, ftgId: string) {
  const rows = await db
    .select({ company: companies, info: portalSettings.info, version: portalSettings.version })
    .from(companies)
    .leftJoin(portalSettings, eq(portalSettings.ftgId, companies.ftgId))
    .where(eq(companies.ftgId, ftgId));
  const row = rows[0];
  if (!row) throw new Error(`company ${ftgId} is gone`);
  return { company: row.company, info: row.info ?? {}, version: row.version ?? 0 };
}

/** The company's stored portal settings and their version (0 while it has none saved). */
export async function findPortalSettings(db: Db, ftgId: string) {
  const rows = await db
    .select({ info: portalSettings.info, version: portalSettings.version })
    .from(portalSettings)
    .where(eq(portalSettings.ftgId, ftgId));
  return rows[0] ?? { info: {}, version: 0 };
}

/** Saves the portal settings if they still have `version`; null when another save came first. */
export const savePortalSettings = (db: Db, ftgId: string, version: number, info: object) =>
  upsertCompanyVersioned(db, portalSettings, { ftgId, version }, { info });

/** Sets the company switches (in the transaction of the settings' versioned save). */
export async function updateCompanyColumns(
  db: Db,
  ftgId: string,
  values: CompanyColumns,
): Promise<CompanyRow> {
  const rows = await db.update(companies).set(values).where(eq(companies.ftgId, ftgId)).returning();
  return rows[0]!;
}

/** How many of the company's rows have each of these statuses. */
export async function countByStatus(db: Db, ftgId: string, statuses: readonly TimeEntryStatus[]) {
  if (statuses.length === 0) return new Map<TimeEntryStatus, number>();
  const rows = await db
    .select({ status: timeEntries.status, antal: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.ftgId, ftgId), inArray(timeEntries.status, [...statuses])))
    .groupBy(timeEntries.status);
  return new Map(rows.map((r) => [r.status, r.antal]));
}

/**
 * Gives the company's rows with these statuses status `to` and writes each one's history event
 * (who, and the step it came from).
 */
export async function reopenRows(
  db: Db,
  ftgId: string,
  statuses: readonly TimeEntryStatus[],
  to: TimeEntryStatus,
  by: { userId: string; namn: string; at: Date },
): Promise<{ id: string; anstNr: string }[]> {
  const moved: { id: string; anstNr: string }[] = [];
  for (const from of statuses.filter((s) => s !== to)) {
    const rows = await db
      .update(timeEntries)
      .set({
        status: to,
        version: nextVersion(timeEntries),
        updatedBy: by.userId,
        updatedByNamn: by.namn,
        updatedAt: by.at,
      })
      .where(and(eq(timeEntries.ftgId, ftgId), eq(timeEntries.status, from)))
      .returning({ id: timeEntries.id, anstNr: timeEntries.anstNr });
    if (rows.length === 0) continue;
    moved.push(...rows);
    await db.insert(timeEntryEvents).values(
      rows.map((r) => ({
        ftgId,
        entryId: r.id,
        anstNr: r.anstNr,
        handelse: 'REOPEN',
        userId: by.userId,
        userNamn: by.namn,
        at: by.at,
        details: { From: from, To: to },
      })),
    );
  }
  return moved;
}

/** The company row, locked until the transaction ends (two saves of its switches run one after the other). */
export async function lockCompany(db: Db, ftgId: string): Promise<CompanyRow> {
  const rows = await db.select().from(companies).where(eq(companies.ftgId, ftgId)).for('update');
  if (!rows[0]) throw new Error(`company ${ftgId} is gone`);
  return rows[0];
}
