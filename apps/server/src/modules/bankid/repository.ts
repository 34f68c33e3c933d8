import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankidOrders, companies, signatures, userAccounts } from '../../db/schema/index';

export type OrderRow = typeof bankidOrders.$inferSelect;

export async function insertOrder(db: Db, row: typeof bankidOrders.$inferInsert): Promise<void> {
  await db.insert(bankidOrders).values(row);
}

export async function findOrder(db: Db, orderRef: string): Promise<OrderRow | null> {
  const rows = await db.select().from(bankidOrders).where(eq(bankidOrders.orderRef, orderRef)).limit(1);
  return rows[0] ?? null;
}

export async function updateOrder(db: Db, orderRef: string, set: Partial<OrderRow>): Promise<void> {
  await db.update(bankidOrders).set(set).where(eq(bankidOrders.orderRef, orderRef));
}

export async function findOrderByToken(db: Db, tokenHash: string): Promise<OrderRow | null> {
  const rows = await db.select().from(bankidOrders).where(eq(bankidOrders.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Uses the BankIDToken up: true only the first time. */
export async function useToken(db: Db, orderRef: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(bankidOrders)
    .set({ tokenUsedAt: at })
    .where(and(eq(bankidOrders.orderRef, orderRef), isNull(bankidOrders.tokenUsedAt)))
    .returning({ orderRef: bankidOrders.orderRef });
  return rows.length === 1;
}

/** Every usable account of a person, in companies that are not archived. */
export async function accountsOfPerson(db: Db, persNr: string) {
  return db
    .select({ user: userAccounts, ftgNamn: companies.namn })
    .from(userAccounts)
    .innerJoin(companies, eq(companies.ftgId, userAccounts.ftgId))
    .where(
      and(eq(userAccounts.persNr, persNr), eq(userAccounts.disabled, false), eq(companies.archived, false)),
    )
    .orderBy(companies.namn, userAccounts.login);
}

export async function findUserByLogin(db: Db, login: string) {
  const rows = await db
    .select()
    .from(userAccounts)
    .where(eq(sql`lower(${userAccounts.login})`, login.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSignature(db: Db, row: typeof signatures.$inferInsert): Promise<void> {
  await db.insert(signatures).values(row);
}

export async function updateSignature(
  db: Db,
  orderRef: string,
  set: Partial<typeof signatures.$inferInsert>,
) {
  await db.update(signatures).set(set).where(eq(signatures.orderRef, orderRef));
}

export async function findSignature(db: Db, orderRef: string) {
  const rows = await db.select().from(signatures).where(eq(signatures.orderRef, orderRef)).limit(1);
  return rows[0] ?? null;
}
