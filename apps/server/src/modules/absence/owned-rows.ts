// The time report's rows an absence report or an approved leave application owns: one
// absence row per working day with the day's scheduled hours times the degree. A change to the
// report makes its rows what they should be: days that stay the same are kept, the others go and
// come, and a day that is attested or transferred (not editable for the caller) stops the change.
import { absenceDays, mayEdit, scheduledEntry, type AbsenceDay } from '@lonportal/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeEntries } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import {
  actsAsManager,
  createEntriesFor,
  type EntryOwner,
  loadSchedules,
  ownUnits,
  recordEvents,
  type ScopedEmployee,
  statusFlags,
  valuesOf,
} from '../time';

export type AuditOf = Parameters<typeof writeAudit>[1]['action'];

/** Writes an audit row of the caller's change. */
export const audit = (
  db: Db,
  ctx: CompanyContext,
  at: Date,
  action: AuditOf,
  details: Record<string, unknown>,
) => writeAudit(db, { at, userId: ctx.auth.user.id, ftgId: ctx.company.ftgId, action, details });

/**
 * The absence days of `from`..`to` for some employees at `degree` per cent, by AnstNr: each one's
 * schedule's hours, or 8 hours on weekdays that are no holiday when they have no schedule in the
 * range. At 100 % these are the days each one is due at work.
 */
export async function absenceDaysOf(
  db: Db,
  ctx: CompanyContext,
  anstNrs: readonly string[],
  from: string,
  to: string,
  degree: number,
): Promise<Map<string, AbsenceDay[]>> {
  if (to < from || anstNrs.length === 0) return new Map(anstNrs.map((n) => [n, []]));
  const { periods, daysOff, scheduleOf } = await loadSchedules(db, ctx.company.ftgId, anstNrs, from, to);
  const holidays = new Set(daysOff.map((d) => d.datum));
  return new Map(
    anstNrs.map((anstNr) => {
      const scheduled = periods.some((p) => p.anstNr === anstNr && p.useArbSchema && p.fromDatum <= to)
        ? scheduleOf(anstNr)
        : null;
      return [anstNr, absenceDays(from, to, degree, scheduled, holidays)];
    }),
  );
}

/** The absence days of `from`..`to` for one employee at `degree` per cent (absenceDaysOf). */
export const employeeAbsenceDays = async (
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
  degree: number,
): Promise<AbsenceDay[]> => (await absenceDaysOf(db, ctx, [anstNr], from, to, degree)).get(anstNr)!;

const ownerColumn = (owner: EntryOwner): SQL => {
  if (owner.absenceId) return eq(timeEntries.absenceId, owner.absenceId);
  if (owner.leaveId) return eq(timeEntries.leaveId, owner.leaveId);
  throw new Error('a row owner names an absence report or a leave application');
};

/** The rows the owner has now. */
export const ownedRows = (db: Db, ctx: CompanyContext, owner: EntryOwner) =>
  db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.ftgId, ctx.company.ftgId), ownerColumn(owner)));

/** Days of rows the caller could not change (attested or transferred): what locks a report. */
export function lockedDays(
  ctx: CompanyContext,
  rows: readonly (typeof timeEntries.$inferSelect)[],
): string[] {
  const flags = statusFlags(ctx);
  return rows
    .filter((r) => r.exportId !== null || !mayEdit(r.status, flags, actsAsManager(ctx, r.anstNr)))
    .map((r) => r.datum)
    .sort();
}

/**
 * Makes the owner's rows the given days with `tidKod` (none: removes them all), inside `tx`.
 * Rows whose day, code and hours stay are kept; a row that would go but is locked refuses the
 * whole change (AbsenceDaysLocked, naming the days). Returns whether any row changed.
 */
export async function syncOwnedRows(
  tx: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  owner: EntryOwner,
  kalla: 'FRANVARO' | 'LEDIGHET',
  tidKod: string,
  days: readonly AbsenceDay[],
  now: Date,
): Promise<boolean> {
  const existing = await ownedRows(tx, ctx, owner);
  const wanted = new Map(days.map((d) => [d.Datum, d.Timmar]));
  const keep = new Set<string>();
  const remove = existing.filter((r) => {
    const same = r.tidKod === tidKod && wanted.get(r.datum) === r.timmar && !keep.has(r.datum);
    if (same) keep.add(r.datum);
    return !same;
  });
  const locked = lockedDays(ctx, remove);
  if (locked.length > 0)
    throw new ApiError('AbsenceDaysLocked', {
      message: `Attested or transferred days cannot be changed: ${locked.join(', ')}.`,
    });
  if (remove.length > 0) {
    await tx.delete(timeEntries).where(
      and(
        eq(timeEntries.ftgId, ctx.company.ftgId),
        inArray(
          timeEntries.id,
          remove.map((r) => r.id),
        ),
      ),
    );
    await recordEvents(
      tx,
      ctx,
      now,
      remove.map((r) => ({ entryId: r.id, anstNr: r.anstNr, handelse: 'DELETE', details: valuesOf(r) })),
    );
  }
  const { Brukare, ResEnhet } = ownUnits(ctx, employee);
  const rows = days
    .filter((d) => !keep.has(d.Datum))
    .map((d) =>
      scheduledEntry({
        AnstNr: employee.anstNr,
        Datum: d.Datum,
        TidKod: tidKod,
        hours: d.Timmar,
        times: null,
        Brukare,
        ResEnhet,
      }),
    );
  await createEntriesFor(tx, ctx, employee, rows, kalla, now, owner);
  return remove.length > 0 || rows.length > 0;
}
