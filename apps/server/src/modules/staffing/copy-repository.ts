// What a copy of shifts reads and writes besides repository.ts's: the needs its shifts cover (by
// id, whatever their day: a night shift's second part names the first day's need, ADR 0031), and a
// lock that makes two copies into one company wait for each other, so that a double tap does not
// copy a week twice (each sees the other's shifts as already there).
import { sql } from 'drizzle-orm';
import type { Db } from './repository';

/** Holds the company's copy lock until the transaction ends. */
export async function lockCopies(db: Db, ftgId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`shifts.copy:${ftgId}`}))`);
}
