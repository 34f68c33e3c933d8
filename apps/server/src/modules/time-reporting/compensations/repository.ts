// The compensations module's reads and writes (tables in db/schema/compensations.ts).
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { compensationEvents, compensations, lonKoder, receipts } from '../../../db/schema/index';
import { deleteVersioned, updateVersioned } from '../../../shared/versioned';

export type CompensationRow = typeof compensations.$inferSelect;
export type NewCompensationRow = typeof compensations.$inferInsert;
export type CompensationEventRow = typeof compensationEvents.$inferInsert;
export type ReceiptRow = typeof receipts.$inferSelect;

export const listLonKoder = (db: Db, ftgId: string) =>
  db.select().from(lonKoder).where(eq(lonKoder.ftgId, ftgId));

export const listCompensations = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select()
    .from(compensations)
    .where(
      and(
        eq(compensations.ftgId, ftgId),
        eq(compensations.anstNr, anstNr),
        between(compensations.datum, from, to),
      ),
    )
    .orderBy(asc(compensations.datum), asc(compensations.updatedAt));

export async function findCompensation(db: Db, ftgId: string, id: string): Promise<CompensationRow | null> {
  const [row] = await db
    .select()
    .from(compensations)
    .where(and(eq(compensations.ftgId, ftgId), eq(compensations.id, id)));
  return row ?? null;
}

export async function insertCompensation(db: Db, row: NewCompensationRow): Promise<CompensationRow> {
  const [inserted] = await db.insert(compensations).values(row).returning();
  if (!inserted) throw new Error('compensation not stored');
  return inserted;
}

export const updateCompensation = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewCompensationRow>,
) => updateVersioned(db, compensations, { ftgId, id, version }, values);

export const deleteCompensation = (db: Db, ftgId: string, id: string, version: number) =>
  deleteVersioned(db, compensations, { ftgId, id, version });

export const insertEvent = (db: Db, row: CompensationEventRow) => db.insert(compensationEvents).values(row);

/** A receipt of the company, without its content (or with it, to send it). */
export async function findReceipt(db: Db, ftgId: string, id: string, withContent = false) {
  const [row] = await db
    .select({
      id: receipts.id,
      anstNr: receipts.anstNr,
      mime: receipts.mime,
      filnamn: receipts.filnamn,
      storlek: receipts.storlek,
      ...(withContent ? { content: receipts.content } : {}),
    })
    .from(receipts)
    .where(and(eq(receipts.ftgId, ftgId), eq(receipts.id, id)));
  return (row ?? null) as
    (Omit<ReceiptRow, 'ftgId' | 'createdBy' | 'createdAt'> & { content?: Buffer }) | null;
}

export async function insertReceipt(db: Db, row: typeof receipts.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(receipts).values(row).returning({ id: receipts.id });
  if (!inserted) throw new Error('receipt not stored');
  return inserted.id;
}
