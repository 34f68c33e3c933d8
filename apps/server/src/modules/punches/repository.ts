import { and, asc, between, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, punchRequests, punches, timeEntries } from '../../db/schema/index';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';

export type PunchRow = typeof punches.$inferSelect;
export type NewPunchRow = typeof punches.$inferInsert;
export type PunchRequestRow = typeof punchRequests.$inferSelect;

/**
 * One employee's punches of a period, and any punch of theirs still open from before it (a
 * forgotten punch-out must not hide behind the date filter), in punch-in order.
 */
export const listPunches = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select()
    .from(punches)
    .where(
      and(
        eq(punches.ftgId, ftgId),
        eq(punches.anstNr, anstNr),
        or(between(punches.datum, from, to), and(isNull(punches.outAt), lt(punches.datum, from))),
      ),
    )
    .orderBy(asc(punches.inAt));

export async function findPunch(db: Db, ftgId: string, id: string): Promise<PunchRow | null> {
  const [row] = await db
    .select()
    .from(punches)
    .where(and(eq(punches.ftgId, ftgId), eq(punches.id, id)));
  return row ?? null;
}

/** The employee's open punch (the latest, should there be several). */
export async function findOpenPunch(db: Db, ftgId: string, anstNr: string): Promise<PunchRow | null> {
  const [row] = await db
    .select()
    .from(punches)
    .where(and(eq(punches.ftgId, ftgId), eq(punches.anstNr, anstNr), isNull(punches.outAt)))
    .orderBy(sql`${punches.inAt} desc`)
    .limit(1);
  return row ?? null;
}

/** Whether another punch of the employee overlaps [inAt, outAt) (an open one reaches until now). */
export async function overlapsOther(
  db: Db,
  p: { ftgId: string; anstNr: string; id: string; inAt: Date; outAt: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: punches.id })
    .from(punches)
    .where(
      and(
        eq(punches.ftgId, p.ftgId),
        eq(punches.anstNr, p.anstNr),
        ne(punches.id, p.id),
        lt(punches.inAt, p.outAt),
        or(isNull(punches.outAt), gt(punches.outAt, p.inAt)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Holds the employee's row until the transaction ends, so two punches of one person run one at a time. */
export async function lockEmployee(db: Db, ftgId: string, anstNr: string): Promise<void> {
  await db
    .select({ anstNr: employees.anstNr })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr)))
    .for('update');
}

export async function insertPunch(db: Db, row: NewPunchRow): Promise<PunchRow> {
  const [inserted] = await db.insert(punches).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** Updates a punch if it still has `version`; null when someone changed it in the meantime. */
export async function updatePunch(
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewPunchRow>,
): Promise<PunchRow | null> {
  return updateVersioned(db, punches, { ftgId, id, version }, values);
}

/** Deletes a punch if it still has `version`. */
export const deletePunch = (db: Db, ftgId: string, id: string, version: number): Promise<boolean> =>
  deleteVersioned(db, punches, { ftgId, id, version });

/** The time entries punches became (for their status). */
export const listEntriesById = (db: Db, ftgId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as (typeof timeEntries.$inferSelect)[])
    : db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.ftgId, ftgId), inArray(timeEntries.id, [...ids])));

/** A keyed press of one user in one company (ADR 0018), or null. */
export async function findPunchRequest(
  db: Db,
  ftgId: string,
  userId: string,
  nyckel: string,
): Promise<PunchRequestRow | null> {
  const [row] = await db
    .select()
    .from(punchRequests)
    .where(
      and(eq(punchRequests.ftgId, ftgId), eq(punchRequests.userId, userId), eq(punchRequests.nyckel, nyckel)),
    );
  return row ?? null;
}

/** Records a keyed press, and forgets the company's presses received before `forgetBefore`. */
export async function recordPunchRequest(
  db: Db,
  row: typeof punchRequests.$inferInsert,
  forgetBefore: Date,
): Promise<void> {
  await db
    .delete(punchRequests)
    .where(and(eq(punchRequests.ftgId, row.ftgId), lt(punchRequests.receivedAt, forgetBefore)));
  await db.insert(punchRequests).values(row);
}
