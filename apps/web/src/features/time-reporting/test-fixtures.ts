import {
  timeEntryValues,
  type TimeEntry,
  type TimeReportDay,
} from '@lonportal/domain/time-reporting/entries';

let id = 0;

/**
 * A time entry for the web tests: a manual row of employee 1001 with every optional field empty, editable
 * while NOT_APPROVED. Each call gets its own Id unless `over` gives one.
 */
export const timeEntry = (over: Partial<TimeEntry> = {}): TimeEntry => ({
  Id: `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
  ...timeEntryValues({ AnstNr: '1001', Datum: '2026-11-02', TidKod: 'ARB', Timmar: 8 }),
  Status: 'NOT_APPROVED',
  Kalla: 'MANUELL',
  Version: 1,
  KanAndras: (over.Status ?? 'NOT_APPROVED') === 'NOT_APPROVED',
  LastOrsak: '',
  AndradAv: '',
  AndradTid: '',
  ...over,
});

/** `Timmar` hours of `TidKod` on `Datum`. */
export const entryRow = (
  Datum: string,
  TidKod: string,
  Timmar: number,
  Status: TimeEntry['Status'] = 'NOT_APPROVED',
): TimeEntry => timeEntry({ Datum, TidKod, Timmar, Status });

/** A working day (no holiday) with `SchemaTimmar` scheduled hours. */
export const scheduleDay = (Datum: string, SchemaTimmar = 8): TimeReportDay => ({
  Datum,
  SchemaTimmar,
  SchemaTider: SchemaTimmar > 0 ? { StartTid: '08:00', SlutTid: '17:00', RastMinuter: 60 } : null,
  Helgdag: null,
  HelgdagNamn: '',
});

/** Attendance, absence and a supplement (OB): the three ways a time code's hours count. */
export const testTidKoder = [
  { TidKod: 'ARB', Typ: 'NORMAL' },
  { TidKod: 'SJK', Typ: 'SJUK' },
  { TidKod: 'OB1', Typ: 'OB' },
];
