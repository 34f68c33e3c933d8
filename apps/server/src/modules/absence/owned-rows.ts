// The time report's rows an absence report or an approved leave application owns: one
// absence row per working day with the day's scheduled hours times the degree. A change to the
// report makes its rows what they should be: days that stay the same are kept, the others go and
// come, and a day that is attested or transferred (not editable for the caller) stops the change.
import { absenceDays, dueHours, scheduledEntry, type AbsenceDay, type WorkDayRule } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import {
  createEntriesFor,
  deleteOwnedEntries,
  type EntryOwner,
  loadSchedules,
  ownedEntries,
  ownUnits,
  type ScopedEmployee,
} from '../time';
import { lockedDays } from './access';

/**
 * What each of some employees is due at work over `from`..`to`: the schedule's hours per day when
 * they have a schedule in the range, or none (null: 8 hours on weekdays that are no holiday,
 * dueHours), and the days off.
 */
async function dueDaysOf(db: Db, ftgId: string, anstNrs: readonly string[], from: string, to: string) {
  const { periods, daysOff, scheduleOf } = await loadSchedules(db, ftgId, anstNrs, from, to);
  const holidays = new Set(daysOff.map((d) => d.datum));
  const scheduledOf = (anstNr: string) =>
    periods.some((p) => p.anstNr === anstNr && p.useArbSchema && p.fromDatum <= to)
      ? scheduleOf(anstNr)
      : null;
  return { holidays, scheduledOf };
}

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
  const { holidays, scheduledOf } = await dueDaysOf(db, ctx.company.ftgId, anstNrs, from, to);
  return new Map(
    anstNrs.map((anstNr) => [anstNr, absenceDays(from, to, degree, scheduledOf(anstNr), holidays)]),
  );
}

/**
 * Whether each of some employees would have worked on a day of `from`..`to` (the days absenceDaysOf
 * gives at 100 %), by AnstNr: the days a karens may fall on (sick-period.ts).
 */
export async function workDayRulesOf(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, WorkDayRule>> {
  const { holidays, scheduledOf } = await dueDaysOf(db, ftgId, anstNrs, from, to);
  return new Map(
    anstNrs.map((anstNr) => {
      // Each employee's days are laid out when first asked for: most spells need a few of them.
      let scheduled: ReturnType<typeof scheduledOf> | undefined;
      return [anstNr, (datum: string) => dueHours(datum, (scheduled ??= scheduledOf(anstNr)), holidays) > 0];
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
  const existing = await ownedEntries(tx, ctx, owner);
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
  await deleteOwnedEntries(tx, ctx, remove, now);
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
