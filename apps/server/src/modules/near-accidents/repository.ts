// Queries of the near-accident reports, their history and their attachments.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NearAccidentStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { nearAccidentAttachments, nearAccidentEvents, nearAccidents } from '../../db/schema/index';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';

export type ReportRow = typeof nearAccidents.$inferSelect;
export type NewReportRow = typeof nearAccidents.$inferInsert;
export type EventRow = typeof nearAccidentEvents.$inferSelect;
export type NewEventRow = typeof nearAccidentEvents.$inferInsert;
export type NewAttachmentRow = typeof nearAccidentAttachments.$inferInsert;

/**
 * Which reports a user sees (access.ts): every one, the ones that are not sensitive and their
 * own, or only their own.
 */
export type ReportScope =
  { kind: 'all' } | { kind: 'notSensitive'; reporterId: string } | { kind: 'own'; reporterId: string };

const scopeWhere = (scope: ReportScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'notSensitive':
      return or(eq(nearAccidents.kansligt, false), eq(nearAccidents.reporterId, scope.reporterId));
    case 'own':
      return eq(nearAccidents.reporterId, scope.reporterId);
  }
};

/** The company's reports in the scope (optionally in one status), newest first. */
export const listReports = (db: Db, ftgId: string, scope: ReportScope, status?: NearAccidentStatus) =>
  db
    .select()
    .from(nearAccidents)
    .where(
      and(
        eq(nearAccidents.ftgId, ftgId),
        status ? eq(nearAccidents.status, status) : undefined,
        scopeWhere(scope),
      ),
    )
    .orderBy(desc(nearAccidents.createdAt));

export async function findReport(db: Db, ftgId: string, id: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(nearAccidents)
    .where(and(eq(nearAccidents.ftgId, ftgId), eq(nearAccidents.id, id)));
  return row ?? null;
}

export async function insertReport(db: Db, values: NewReportRow): Promise<ReportRow> {
  const [row] = await db.insert(nearAccidents).values(values).returning();
  return row!;
}

/** Moves a report if it still has `version`; null when someone changed it in the meantime. */
export const updateStatus = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  status: NearAccidentStatus,
): Promise<ReportRow | null> => updateVersioned(db, nearAccidents, { ftgId, id, version }, { status });

/** Deletes a report (with its history and attachments) if it still has `version`. */
export const deleteReport = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, nearAccidents, { ftgId, id, version });

/** Locks a report's row for the rest of the transaction. */
export async function lockReport(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${nearAccidents} where ${nearAccidents.id} = ${id} for update`);
}

// The history.

export async function insertEvent(db: Db, values: NewEventRow): Promise<void> {
  await db.insert(nearAccidentEvents).values(values);
}

/** The history of some reports, in the order it was written. */
export const eventsOf = (db: Db, reportIds: readonly string[]) =>
  db
    .select()
    .from(nearAccidentEvents)
    .where(inArray(nearAccidentEvents.reportId, [...reportIds]))
    .orderBy(asc(nearAccidentEvents.seq));

// Attachments.

/** The attachments of some reports (without their bytes), oldest first. */
export const attachmentsOf = (db: Db, reportIds: readonly string[]) =>
  db
    .select({
      id: nearAccidentAttachments.id,
      reportId: nearAccidentAttachments.reportId,
      filnamn: nearAccidentAttachments.filnamn,
      mime: nearAccidentAttachments.mime,
      storlek: nearAccidentAttachments.storlek,
    })
    .from(nearAccidentAttachments)
    .where(inArray(nearAccidentAttachments.reportId, [...reportIds]))
    .orderBy(asc(nearAccidentAttachments.createdAt));

export async function countAttachments(db: Db, reportId: string): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(nearAccidentAttachments)
    .where(eq(nearAccidentAttachments.reportId, reportId));
  return count?.n ?? 0;
}

export async function insertAttachment(db: Db, values: NewAttachmentRow): Promise<void> {
  await db.insert(nearAccidentAttachments).values(values);
}

/** One attachment of a report, with its bytes. */
export async function findAttachment(db: Db, reportId: string, id: string) {
  const [file] = await db
    .select()
    .from(nearAccidentAttachments)
    .where(and(eq(nearAccidentAttachments.reportId, reportId), eq(nearAccidentAttachments.id, id)));
  return file ?? null;
}
