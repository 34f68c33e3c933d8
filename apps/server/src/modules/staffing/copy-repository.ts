// What a copy of shifts reads and writes besides repository.ts's: the needs its shifts cover (by
// id, whatever their day: a night shift's second part names the first day's need, ADR 0031), and a
// lock that makes two copies into one company wait for each other, so that a double tap does not
// copy a week twice (each sees the other's shifts as already there).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { staffingNeeds } from '../../db/schema/index';
import type { Db, NeedRow } from './repository';

/** The needs of `ids` in the company. */
export const needsByIds = (db: Db, ftgId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as NeedRow[])
    : db
        .select()
        .from(staffingNeeds)
        .where(and(eq(staffingNeeds.ftgId, ftgId), inArray(staffingNeeds.id, [...ids])));

/** Holds the company's copy lock until the transaction ends. */
export async function lockCopies(db: Db, ftgId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`shifts.copy:${ftgId}`}))`);
}
