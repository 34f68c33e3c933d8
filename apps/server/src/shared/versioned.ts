// Versioned writes (ARCHITECTURE "Concurrency"): a row that two people edit carries a `version`;
// a change names the version it was made on, and one made on a stale version changes nothing, so
// the caller answers 409 (VersionConflict) and the other person's change is not lost. Every table
// with a version column writes through these two functions.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A company-owned table whose rows carry an id and a version. */
export type VersionedTable = PgTable & { id: PgColumn; ftgId: PgColumn; version: PgColumn };

/** Which row, and the version the change was made on. */
export interface VersionedKey {
  ftgId: string;
  id: string;
  version: number;
}

/** The `version` column's next value: every write to a versioned row sets it, guarded or not. */
export const nextVersion = (table: VersionedTable) => sql`${table.version} + 1`;

const sameVersion = (table: VersionedTable, key: VersionedKey) =>
  and(eq(table.ftgId, key.ftgId), eq(table.id, key.id), eq(table.version, key.version));

/** Sets `values` and the next version if the row still has `key.version`; null when it does not. */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  key: VersionedKey,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: nextVersion(table) } as PgUpdateSetSource<T>)
    .where(sameVersion(table, key))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** Deletes the row if it still has `key.version`; false when it does not (or is gone). */
export async function deleteVersioned(db: Db, table: VersionedTable, key: VersionedKey): Promise<boolean> {
  const rows = await db.delete(table).where(sameVersion(table, key)).returning({ id: table.id });
  return rows.length > 0;
}

/** A licence-wide table (not owned by one company) whose rows carry an id and a version. */
export type LicenceVersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** As updateVersioned, for a licence-wide row (a user account): by id and version alone. */
export async function updateVersionedRow<T extends LicenceVersionedTable>(
  db: Db,
  table: T,
  key: { id: string; version: number },
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, key.id), eq(table.version, key.version)))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** A table of one row per company (its settings), guarded by a version the same way. */
export type CompanyVersionedTable = PgTable & { ftgId: PgColumn; version: PgColumn };

/**
 * Writes the company's row if it still has `version` (a company without a row yet has version 0,
 * and its first save makes one); null when another save came first.
 */
export async function upsertCompanyVersioned<T extends CompanyVersionedTable>(
  db: Db,
  table: T,
  key: { ftgId: string; version: number },
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  if (key.version === 0) {
    const inserted = (await db
      .insert(table)
      .values({ ...values, ftgId: key.ftgId, version: 1 } as T['$inferInsert'])
      .onConflictDoNothing()
      .returning()) as T['$inferSelect'][];
    if (inserted[0]) return inserted[0];
  }
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.ftgId, key.ftgId), eq(table.version, key.version)))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** A company register's table (keyed by a code, not an id) whose rows carry a version. */
export type KeyedVersionedTable = PgTable & { version: PgColumn };

/** As updateVersioned, for the row `where` picks out by its key: null when it is gone or has moved on. */
export async function updateVersionedWhere<T extends KeyedVersionedTable>(
  db: Db,
  table: T,
  where: SQL,
  version: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(where, eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** As deleteVersioned, for the row `where` picks out by its key: false when it is gone or has moved on. */
export async function deleteVersionedWhere(db: Db, table: KeyedVersionedTable, where: SQL, version: number) {
  const rows = await db
    .delete(table)
    .where(and(where, eq(table.version, version)))
    .returning();
  return rows.length > 0;
}
