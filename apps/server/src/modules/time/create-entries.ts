// New time entries for one employee (POST /tidrader, and the rows copying, filling from the
// schedule and the punch clock make), in the company's starting status with their audit events.
import { initialStatus, type TimeEntry, type TimeEntrySource, type TimeEntryValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { actsAsManager, requireEmployee, requireReporter, statusFlags, type ScopedEmployee } from './access';
import { checkValues } from './company-rules';
import { entryColumns } from '../../db/time-entry-columns';
import { presentEntry, valuesOf } from './presenter';
import * as repo from './repository';
import { recordEvents } from './shared';

export type EntrySource = TimeEntrySource;
export type { EntryOwner } from './repository';

const invalidAnstNr = () =>
  new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });

/** Writes new rows for one employee in the company's starting status, with their audit events. */
export async function createEntries(
  db: Db,
  ctx: CompanyContext,
  rows: readonly TimeEntryValues[],
  kalla: EntrySource,
  now: Date,
): Promise<TimeEntry[]> {
  if (rows.length === 0) return [];
  const anstNrs = [...new Set(rows.map((r) => r.AnstNr))];
  if (anstNrs.length !== 1) throw invalidAnstNr();
  const anstNr = anstNrs[0] as string;
  requireReporter(ctx, anstNr);
  const employee = await requireEmployee(db, ctx, anstNr);
  return createEntriesFor(db, ctx, employee, rows, kalla, now);
}

/**
 * As createEntries, for an employee the caller already checked (requireReporter and
 * requireEmployee on this request), so the punch clock does not look them up twice.
 */
export async function createEntriesFor(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  rows: readonly TimeEntryValues[],
  kalla: EntrySource,
  now: Date,
  owner: repo.EntryOwner = {},
): Promise<TimeEntry[]> {
  if (rows.length === 0) return [];
  const anstNr = employee.anstNr;
  if (rows.some((r) => r.AnstNr !== anstNr)) throw invalidAnstNr();
  await checkValues(db, ctx, employee.tidKodGrupp, rows);
  const flags = statusFlags(ctx);
  const status = initialStatus(flags);
  const { user } = ctx.auth;
  const stored = await db.transaction(async (tx) => {
    const inserted = await repo.insertEntries(
      tx,
      rows.map((r) => ({
        ...entryColumns(r),
        ftgId: ctx.company.ftgId,
        status,
        kalla,
        ...owner,
        updatedBy: user.id,
        updatedByNamn: user.namn,
        updatedAt: now,
      })),
    );
    await recordEvents(
      tx,
      ctx,
      now,
      inserted.map((e) => ({
        entryId: e.id,
        anstNr,
        handelse: 'CREATE',
        details: { Kalla: kalla, ...valuesOf(e) },
      })),
    );
    return inserted;
  });
  const manager = actsAsManager(ctx, anstNr);
  return stored.map((r) => presentEntry(r, flags, manager));
}
