// A closed punch and its time entry written together (domain punches/punches.ts rules 2 and 5):
// the entry is updated, or made when there is none, in the punch's transaction.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import type { TimeEntryValues } from '@lonportal/domain';
import { createEntriesFor, deleteEntry, type ScopedEmployee, updateEntry } from '../time';
import { changeableEntry, throwConflict } from './access';
import { punchDate, punchEntryValues } from './entry-values';
import * as repo from './repository';

/**
 * Writes a closed punch's time entry (updates it, or makes it when there is none) and the punch,
 * in one transaction; the punch at `version` or a conflict.
 */
export async function saveClosed(
  db: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  row: repo.PunchRow,
  values: { inAt: Date; outAt: Date; rastMinuter: number; orsak: string },
  now: Date,
): Promise<repo.PunchRow> {
  const entry = await changeableEntry(db, ctx, row);
  return db.transaction(async (tx) => {
    const entryValues = await punchEntryValues(tx, ctx, employee, values);
    const timeEntryId = await writeEntry(tx, ctx, employee, entry, entryValues, now);
    const saved = await repo.updatePunch(tx, ctx.company.ftgId, row.id, row.version, {
      ...values,
      datum: punchDate(values.inAt),
      rastStart: null,
      timeEntryId,
      updatedBy: ctx.auth.user.id,
      updatedAt: now,
    });
    return saved ?? throwConflict();
  });
}

/**
 * The punch's time entry after a correction: updated, made, or removed when the corrected punch
 * has no worked minute (rule 2); its id, or null when there is none.
 */
async function writeEntry(
  tx: Db,
  ctx: CompanyContext,
  employee: ScopedEmployee,
  entry: Awaited<ReturnType<typeof changeableEntry>>,
  values: TimeEntryValues | null,
  now: Date,
): Promise<string | null> {
  if (!values) {
    if (entry) await deleteEntry(tx, ctx, entry.id, entry.version, now);
    return null;
  }
  if (entry) return (await updateEntry(tx, ctx, entry.id, values, entry.version, now)).Id;
  return (await createEntriesFor(tx, ctx, employee, [values], 'STAMPLING', now))[0]?.Id ?? null;
}
