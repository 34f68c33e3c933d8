// Queries of shift swaps (domain staffing/swaps.ts): the offers, the interest in them, and the
// shifts they move.
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { addDays } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import { employees, shifts, shiftSwapInterests, shiftSwaps } from '../../db/schema/index';

export type SwapRow = typeof shiftSwaps.$inferSelect;
export type InterestRow = typeof shiftSwapInterests.$inferSelect;
type ShiftRow = typeof shifts.$inferSelect;

/** The swaps of a company: the waiting ones, or all whose shift is on or after `from`. */
export const listSwaps = (db: Db, ftgId: string, waitingOnly: boolean, from: string) =>
  db
    .select({ swap: shiftSwaps, pass: shifts })
    .from(shiftSwaps)
    .innerJoin(shifts, eq(shifts.id, shiftSwaps.passId))
    .where(
      and(
        eq(shiftSwaps.ftgId, ftgId),
        waitingOnly ? inArray(shiftSwaps.status, ['OPPET', 'INTRESSE']) : sql`${shifts.datum} >= ${from}`,
      ),
    )
    .orderBy(asc(shifts.datum), asc(shifts.startTid));

export async function findSwap(db: Db, ftgId: string, id: string) {
  const [row] = await db
    .select({ swap: shiftSwaps, pass: shifts })
    .from(shiftSwaps)
    .innerJoin(shifts, eq(shifts.id, shiftSwaps.passId))
    .where(and(eq(shiftSwaps.ftgId, ftgId), eq(shiftSwaps.id, id)));
  return row ?? null;
}

/** A waiting swap of the shift, if any (a shift is offered once at a time). */
export async function waitingSwapOf(db: Db, passId: string) {
  const [row] = await db
    .select({ id: shiftSwaps.id })
    .from(shiftSwaps)
    .where(and(eq(shiftSwaps.passId, passId), inArray(shiftSwaps.status, ['OPPET', 'INTRESSE'])));
  return row ?? null;
}

export const interestsOf = (db: Db, swapIds: readonly string[]) =>
  swapIds.length === 0
    ? Promise.resolve([] as InterestRow[])
    : db
        .select()
        .from(shiftSwapInterests)
        .where(inArray(shiftSwapInterests.swapId, [...swapIds]))
        .orderBy(asc(shiftSwapInterests.createdAt));

/** Sets the state (and what goes with it) if the swap still has `version`; null when it does not. */
export async function setSwap(
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<typeof shiftSwaps.$inferInsert>,
): Promise<SwapRow | null> {
  const [row] = await db
    .update(shiftSwaps)
    .set({ ...values, version: sql`${shiftSwaps.version} + 1` })
    .where(and(eq(shiftSwaps.ftgId, ftgId), eq(shiftSwaps.id, id), eq(shiftSwaps.version, version)))
    .returning();
  return row ?? null;
}

/** Expires the waiting swaps whose time has passed (all companies, or one); the rows expired. */
export const expireDue = (db: Db, at: Date, ftgId?: string) =>
  db
    .update(shiftSwaps)
    .set({ status: 'UTGANGET', updatedAt: at, version: sql`${shiftSwaps.version} + 1` })
    .where(
      and(
        inArray(shiftSwaps.status, ['OPPET', 'INTRESSE']),
        lte(shiftSwaps.gallerTill, at),
        ftgId ? eq(shiftSwaps.ftgId, ftgId) : undefined,
      ),
    )
    .returning({ id: shiftSwaps.id, ftgId: shiftSwaps.ftgId });

/** Waiting swaps of any of these shifts are called off (the shifts moved with another swap). */
export const cancelWaitingOf = (db: Db, passIds: readonly string[], at: Date) =>
  db
    .update(shiftSwaps)
    .set({ status: 'AVBRUTET', updatedAt: at, version: sql`${shiftSwaps.version} + 1` })
    .where(and(inArray(shiftSwaps.passId, [...passIds]), inArray(shiftSwaps.status, ['OPPET', 'INTRESSE'])));

/**
 * A stored part and the other half of its night, if it has one: the same person's part that joins
 * it at midnight on the same task (domain staffing/day-span.ts stores a night as two).
 */
export async function withPartner(db: Db, row: ShiftRow): Promise<ShiftRow[]> {
  const candidates = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.ftgId, row.ftgId),
        eq(shifts.anstNr, row.anstNr),
        eq(shifts.bemuppgift, row.bemuppgift),
        or(
          row.slutTid === '24:00'
            ? and(eq(shifts.datum, addDays(row.datum, 1)), eq(shifts.startTid, '00:00'))
            : sql`false`,
          row.startTid === '00:00'
            ? and(eq(shifts.datum, addDays(row.datum, -1)), eq(shifts.slutTid, '24:00'))
            : sql`false`,
        ),
      ),
    );
  return [row, ...candidates].sort((a, b) => (a.datum < b.datum ? -1 : 1));
}

/** Gives shifts to another person: a new version, and a new calendar sequence (RFC 5545). */
export const moveShifts = (db: Db, ids: readonly string[], anstNr: string, at: Date) =>
  db
    .update(shifts)
    .set({
      anstNr,
      version: sql`${shifts.version} + 1`,
      sequence: sql`${shifts.sequence} + 1`,
      updatedAt: at,
    })
    .where(inArray(shifts.id, [...ids]));

/** Whether a swap in this state still waits for a decision. */
export const isWaiting = (status: SwapRow['status']): boolean => status === 'OPPET' || status === 'INTRESSE';

export async function insertSwap(db: Db, values: typeof shiftSwaps.$inferInsert): Promise<SwapRow> {
  const [row] = await db.insert(shiftSwaps).values(values).returning();
  return row!;
}

/** A colleague's interest, or a change of the shift they give in return. */
export async function upsertInterest(
  db: Db,
  values: typeof shiftSwapInterests.$inferInsert,
): Promise<InterestRow> {
  const [row] = await db
    .insert(shiftSwapInterests)
    .values(values)
    .onConflictDoUpdate({
      target: [shiftSwapInterests.swapId, shiftSwapInterests.anstNr],
      set: { motPassId: values.motPassId ?? null, createdAt: values.createdAt },
    })
    .returning();
  return row!;
}

/** Takes a colleague's interest back; false when they had none. */
export async function deleteInterest(db: Db, swapId: string, anstNr: string): Promise<boolean> {
  const gone = await db
    .delete(shiftSwapInterests)
    .where(and(eq(shiftSwapInterests.swapId, swapId), eq(shiftSwapInterests.anstNr, anstNr)))
    .returning({ id: shiftSwapInterests.id });
  return gone.length > 0;
}

export const shiftsById = (db: Db, ids: readonly string[]) =>
  ids.length
    ? db
        .select()
        .from(shifts)
        .where(inArray(shifts.id, [...ids]))
    : Promise.resolve([] as ShiftRow[]);

/** The tasks one employee has published shifts of in `from`..`to`. */
export async function tasksWorkedBy(db: Db, ftgId: string, anstNr: string, from: string, to: string) {
  const rows = await db
    .selectDistinct({ bemuppgift: shifts.bemuppgift })
    .from(shifts)
    .where(
      and(
        eq(shifts.ftgId, ftgId),
        eq(shifts.anstNr, anstNr),
        eq(shifts.publicerad, true),
        gte(shifts.datum, from),
        lte(shifts.datum, to),
      ),
    );
  return rows.map((r) => r.bemuppgift);
}

/** Names, departments and what they hold, of some of the company's employees. */
export const employeesOf = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  anstNrs.length
    ? db
        .select({
          AnstNr: employees.anstNr,
          foNamn: employees.foNamn,
          efNamn: employees.efNamn,
          Avdelning: employees.avdelning,
          Kompetenser: employees.kompetenser,
          Egenskaper: employees.egenskaper,
        })
        .from(employees)
        .where(and(eq(employees.ftgId, ftgId), inArray(employees.anstNr, [...new Set(anstNrs)])))
    : Promise.resolve([]);
