import { and, asc, desc, eq } from 'drizzle-orm';
import type { TimeEntryStatus } from '@lonportal/domain';
import type { Db } from '../../../db/client';
import { payrollExports, timeEntries } from '../../../db/schema/index';
import { inPeriod, statusChange, type ChangedBy, type PeriodRange } from '../repository';

export type PayrollExportRow = typeof payrollExports.$inferSelect;

/**
 * Locks every row of the company in the period that is in the transferable status, marking it with
 * the export, and answers the rows taken. One UPDATE … WHERE status = transferable: a concurrent
 * export waits for this one's row locks and then no longer matches those rows, so no row is taken twice.
 */
export function lockTransferableRows(
  db: Db,
  ftgId: string,
  period: PeriodRange,
  transferable: TimeEntryStatus,
  exportId: string,
  by: ChangedBy,
) {
  return db
    .update(timeEntries)
    .set({ ...statusChange('LOCKED', by), exportId })
    .where(inPeriod(ftgId, period, eq(timeEntries.status, transferable)))
    .returning();
}

export async function insertExport(
  db: Db,
  row: typeof payrollExports.$inferInsert,
): Promise<PayrollExportRow> {
  const [stored] = await db.insert(payrollExports).values(row).returning();
  if (!stored) throw new Error('payroll export not stored');
  return stored;
}

const listColumns = {
  id: payrollExports.id,
  fromDatum: payrollExports.fromDatum,
  toDatum: payrollExports.toDatum,
  antal: payrollExports.antal,
  createdByNamn: payrollExports.createdByNamn,
  createdAt: payrollExports.createdAt,
};

/** The company's exports, newest first, without the files. */
export const listExports = (db: Db, ftgId: string) =>
  db
    .select(listColumns)
    .from(payrollExports)
    .where(eq(payrollExports.ftgId, ftgId))
    .orderBy(desc(payrollExports.createdAt), asc(payrollExports.id));

/** One export of the company with its file, or null (also for another company's id). */
export async function findExport(db: Db, ftgId: string, id: string): Promise<PayrollExportRow | null> {
  const [row] = await db
    .select()
    .from(payrollExports)
    .where(and(eq(payrollExports.ftgId, ftgId), eq(payrollExports.id, id)));
  return row ?? null;
}
