import { mayEdit, type StatusFlags, type TimeEntry, type TimeEntryValues } from '@lonportal/domain';
import type { EntryRow } from './repository';

/** Why a row is closed to the caller: an i18n key under timeReport.locked. */
function lockReason(row: EntryRow, readOnly: boolean): string {
  const { status } = row;
  if (readOnly) return 'timeReport.locked.readOnly';
  if (status === 'LOCKED') return 'timeReport.locked.transferred';
  if (status === 'ATTESTED') return 'timeReport.locked.attested';
  // An absence report's or an approved application's row is changed through it.
  if (row.absenceId) return 'timeReport.locked.absence';
  if (row.leaveId) return 'timeReport.locked.leave';
  return 'timeReport.locked.approved';
}

/** A stored row as the wire shows it to a caller (manager or the employee). */
export function presentEntry(
  row: EntryRow,
  flags: StatusFlags,
  asManager: boolean,
  readOnly = false,
): TimeEntry {
  const owned = row.absenceId !== null || row.leaveId !== null;
  const editable = !readOnly && !owned && mayEdit(row.status, flags, asManager);
  const res = (n: number) => row.resEnhet[n - 1] ?? '';
  return {
    Id: row.id,
    AnstNr: row.anstNr,
    Datum: row.datum,
    TidKod: row.tidKod,
    Timmar: Number(row.timmar),
    StartTid: row.startTid ?? '',
    SlutTid: row.slutTid ?? '',
    RastMinuter: row.rastMinuter,
    Brukare: row.brukare ?? '',
    ResEnhet1: res(1),
    ResEnhet2: res(2),
    ResEnhet3: res(3),
    ResEnhet4: res(4),
    ResEnhet5: res(5),
    ResEnhet6: res(6),
    Kommentar: row.kommentar,
    Status: row.status,
    Kalla: row.kalla,
    Version: row.version,
    KanAndras: editable,
    LastOrsak: editable ? '' : lockReason(row, readOnly),
    AndradAv: row.updatedByNamn,
    AndradTid: row.updatedAt.toISOString(),
  };
}

/** A stored row back as typed values (for copying). */
export function valuesOf(row: EntryRow): TimeEntryValues {
  const e = presentEntry(row, { KalUseAttest: false, KalUseLonReady: false }, true);
  return {
    AnstNr: e.AnstNr,
    Datum: e.Datum,
    TidKod: e.TidKod,
    Timmar: e.Timmar,
    StartTid: e.StartTid,
    SlutTid: e.SlutTid,
    RastMinuter: e.RastMinuter,
    Brukare: e.Brukare,
    ResEnhet1: e.ResEnhet1,
    ResEnhet2: e.ResEnhet2,
    ResEnhet3: e.ResEnhet3,
    ResEnhet4: e.ResEnhet4,
    ResEnhet5: e.ResEnhet5,
    ResEnhet6: e.ResEnhet6,
    Kommentar: e.Kommentar,
  };
}

/** What changed between two sets of columns, for the audit trail. */
export function changedFields(
  before: EntryRow,
  after: EntryRow,
): Record<string, { from: unknown; to: unknown }> {
  const a = valuesOf(before);
  const b = valuesOf(after);
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(a) as (keyof TimeEntryValues)[]) {
    if (a[key] !== b[key]) out[key] = { from: a[key], to: b[key] };
  }
  return out;
}
