// Time-entry factories (re-exported by factories.ts): a valid entry as the API takes it, and stored
// entries in any status with their audit events, one by one or a scheduled month at a time.
import { timeEntryValues, type TimeEntryStatus, type TimeEntryValues } from '@lonportal/domain';
import type { Db } from '../client';
import { entryColumns } from '../time-entry-columns';
import { timeEntries, timeEntryEvents } from '../schema/index';
import { insertBatched } from './company-codes';
import { createRng } from './random';
import type { EmployeeRow, PerSchemaRow } from './staff';
import { buildTimeEntries, type TimeEntryRow } from './time-entries';

/** Every field of a time entry as the API takes it (POST /tidrader): 8 h of ARB, valid by default. */
export function buildTimeEntry(overrides: Partial<TimeEntryValues> = {}): TimeEntryValues {
  return timeEntryValues({ AnstNr: '1', Datum: '2026-11-02', TidKod: 'ARB', Timmar: 8, ...overrides });
}

export interface StoredEntryOptions {
  ftgId: string;
  status?: TimeEntryStatus;
  kalla?: TimeEntryRow['kalla'];
  /** Who wrote it (the audit event's user); a system name otherwise. */
  by?: { userId: string | null; namn: string };
  at?: Date;
}

/** The stored columns of typed values (as the time area stores them). */
function entryRow(v: TimeEntryValues, o: StoredEntryOptions): TimeEntryRow {
  return {
    ftgId: o.ftgId,
    ...entryColumns(v),
    status: o.status ?? 'NOT_APPROVED',
    kalla: o.kalla ?? 'MANUELL',
    updatedBy: o.by?.userId ?? null,
    updatedByNamn: o.by?.namn ?? 'Fabrik',
    updatedAt: o.at ?? new Date(`${v.Datum}T17:00:00Z`),
  };
}

/** Writes time entries (in `status`, NOT_APPROVED by default) with their CREATE events; returns their ids. */
export async function createTimeEntries(
  db: Db,
  opts: StoredEntryOptions,
  values: readonly Partial<TimeEntryValues>[],
): Promise<{ id: string; anstNr: string; datum: string; version: number }[]> {
  if (values.length === 0) return [];
  const rows = values.map((v) => entryRow(buildTimeEntry(v), opts));
  const stored = await db.insert(timeEntries).values(rows).returning({
    id: timeEntries.id,
    anstNr: timeEntries.anstNr,
    datum: timeEntries.datum,
    version: timeEntries.version,
    updatedAt: timeEntries.updatedAt,
  });
  await insertBatched(
    db,
    timeEntryEvents,
    stored.map((s) => ({
      ftgId: opts.ftgId,
      entryId: s.id,
      anstNr: s.anstNr,
      handelse: 'CREATE',
      userId: opts.by?.userId ?? null,
      userNamn: opts.by?.namn ?? 'Fabrik',
      at: s.updatedAt,
      details: { Kalla: opts.kalla ?? 'MANUELL' },
    })),
  );
  return stored.map(({ id, anstNr, datum, version }) => ({ id, anstNr, datum, version }));
}

/** One time entry; see createTimeEntries. */
export async function createTimeEntry(
  db: Db,
  opts: StoredEntryOptions,
  values: Partial<TimeEntryValues> = {},
): Promise<{ id: string; anstNr: string; datum: string; version: number }> {
  const [one] = await createTimeEntries(db, opts, [values]);
  if (!one) throw new Error('time entry not created');
  return one;
}

/**
 * The schedule's hours on every scheduled day of [from, to] for some employees (as the demo seed
 * reports its months; some sick and vacation days), in `status`; returns how many rows.
 */
export async function createScheduledEntries(
  db: Db,
  opts: {
    ftgId: string;
    employees: readonly { employee: EmployeeRow; perSchema: readonly PerSchemaRow[] }[];
    from: string;
    to: string;
    status?: TimeEntryStatus | ((datum: string) => TimeEntryStatus);
    seed?: number;
  },
): Promise<number> {
  const status = opts.status ?? 'NOT_APPROVED';
  const rows = buildTimeEntries(createRng(opts.seed ?? 1), {
    ftgId: opts.ftgId,
    employees: opts.employees.map((e) => e.employee),
    perSchema: opts.employees.flatMap((e) => e.perSchema),
    from: opts.from,
    to: opts.to,
    statusOf: typeof status === 'function' ? status : () => status,
  });
  await insertBatched(db, timeEntries, rows);
  return rows.length;
}
