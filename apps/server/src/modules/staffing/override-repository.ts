// The log's overrides of staffing warnings ('shift.overridden', written by shift-writes.ts and
// swap-decisions.ts) with who overrode and the shift concerned, for the report of overrides
// (DOMAIN §4: each override logged with who and why; ADR 0031).
import { addDays } from '@lonportal/domain/dates';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, shifts, shiftSwaps, userAccounts } from '../../db/schema/index';

/**
 * A saved shift's log holds its fields; a swap's names only the swap, whose offered shift is read
 * here (the swap and its shift are gone together, as the swap cascades from the shift).
 */
const shiftDatum = sql<string | null>`coalesce(${auditLog.details}->>'Datum', ${shifts.datum}::text)`;

/**
 * The company's overrides whose shift is on a day of the period, and those naming no shift made
 * about then (a day's margin either side: the caller keeps those of the period's Stockholm days).
 */
export async function listOverrides(db: Db, ftgId: string, from: string, to: string) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      av: userAccounts.namn,
      details: auditLog.details,
      swapAnstNr: shiftSwaps.anstNr,
      swapDatum: shifts.datum,
      swapStartTid: shifts.startTid,
      swapSlutTid: shifts.slutTid,
      swapBemuppgift: shifts.bemuppgift,
    })
    .from(auditLog)
    .leftJoin(userAccounts, eq(userAccounts.id, auditLog.userId))
    .leftJoin(shiftSwaps, sql`${shiftSwaps.id}::text = ${auditLog.details}->>'SwapId'`)
    .leftJoin(shifts, eq(shifts.id, shiftSwaps.passId))
    .where(
      and(
        eq(auditLog.ftgId, ftgId),
        eq(auditLog.action, 'shift.overridden'),
        or(
          and(gte(shiftDatum, from), lte(shiftDatum, to)),
          and(
            isNull(shiftDatum),
            gte(auditLog.at, new Date(`${addDays(from, -1)}T00:00:00Z`)),
            lte(auditLog.at, new Date(`${addDays(to, 2)}T00:00:00Z`)),
          ),
        ),
      ),
    )
    .orderBy(auditLog.at, auditLog.id);
}

export type OverrideRow = Awaited<ReturnType<typeof listOverrides>>[number];
