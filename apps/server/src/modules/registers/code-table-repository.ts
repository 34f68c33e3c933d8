// What each code register's table is to the registers (codes-repository.ts CODE_TABLES): how its code
// picks out a row, how its fields are stored and read back, and which rows refer to its codes; and
// the reads that find the codes in use.
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CodeEntry, CodeKey, CodeRegister, CodeUpdate, LiveResource } from '@lonportal/domain';
import type { Db } from '../../db/client';

export type RegisterTable = PgTable & { ftgId: PgColumn; version: PgColumn; stangd: PgColumn };
type Fields<K extends CodeRegister> = Omit<CodeUpdate<K>, 'Version' | 'Stangd'>;

export interface CodeTable<K extends CodeRegister> {
  table: RegisterTable;
  /** The row's code as the URL names it, on the table's columns. */
  where(ftgId: string, key: CodeKey<K>): SQL;
  /** The code's columns for an insert. */
  keyColumns(key: CodeKey<K>): Record<string, unknown>;
  /** The fields' columns. */
  columns(fields: Fields<K>): Record<string, unknown>;
  /** The code and fields of a row, as the list answers them (without the state). */
  present(row: never): Omit<CodeEntry<K>, 'Version' | 'Stangd' | 'IBruk'> | Record<string, unknown>;
  /** One string per code, to compare codes in use with the rows. */
  keyOf(key: CodeKey<K>): string;
  order: PgColumn[];
  /** The codes of the company something refers to. */
  inUse(db: Db, ftgId: string): Promise<Set<string>>;
  /** The cached lists a change refreshes (SPEC §4 RESOURCE_UPDATED). */
  resource: LiveResource;
}

export const orNull = (s: string) => (s === '' ? null : s);

type CompanyTable = PgTable & { ftgId: PgColumn };

/** The distinct non-null values of `column` among the company's rows of `table`. */
export async function distinct(db: Db, table: CompanyTable, column: PgColumn, ftgId: string) {
  const rows = await db
    .selectDistinct({ v: column })
    .from(table)
    .where(and(eq(table.ftgId, ftgId), isNotNull(column)));
  return rows.map((r) => String(r.v));
}

/**
 * The distinct non-null values of several columns, each among the company's rows of its table, in
 * one statement (a register's list reads what uses its codes on every request).
 */
export async function distinctAcross(db: Db, ftgId: string, sources: readonly [CompanyTable, PgColumn][]) {
  const parts = sources.map(
    ([table, column]) =>
      sql`select ${column}::text as v from ${table} where ${table.ftgId} = ${ftgId} and ${column} is not null`,
  );
  // Both drivers answer with `rows`.
  const result = (await db.execute(sql.join(parts, sql` union `))) as unknown as { rows: { v: string }[] };
  return result.rows.map((r) => String(r.v));
}

/** The distinct codes the company's rows of `table` hold in the array column `column`. */
export async function heldIn(db: Db, table: CompanyTable, column: PgColumn, ftgId: string) {
  const rows = await db
    .selectDistinct({ v: sql<string>`unnest(${column})` })
    .from(table)
    .where(eq(table.ftgId, ftgId));
  return rows.map((r) => String(r.v));
}

export async function used(...lists: Promise<string[]>[]): Promise<Set<string>> {
  return new Set((await Promise.all(lists)).flat());
}
