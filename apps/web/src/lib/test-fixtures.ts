import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { timeEntryValues, type TimeEntry, type TimeReportDay } from '@lonportal/domain/time/entries';

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

/** A compensation row for the web tests: 100 kr UTLÄGG of employee 1001, editable while NOT_APPROVED. */
export const compensationRow = (over: Partial<Compensation> = {}): Compensation => ({
  Id: `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
  AnstNr: '1001',
  Datum: '2026-11-02',
  LonKod: 'UTLÄGG',
  Text: '',
  FromDatum: '',
  TomDatum: '',
  Antal: 1,
  Apris: null,
  Belopp: 100,
  Moms: 20,
  Summa: 100,
  MomsSek: 20,
  Varugrupp: '',
  ValutaKod: 'SEK',
  Kurs: 1,
  Brukare: '',
  ResEnhet1: '',
  ResEnhet2: '',
  ResEnhet3: '',
  ResEnhet4: '',
  ResEnhet5: '',
  ResEnhet6: '',
  Konto: '',
  ReceiptId: null,
  Status: 'NOT_APPROVED',
  Kalla: 'MANUELL',
  Version: 1,
  KanAndras: true,
  LastOrsak: '',
  AndradAv: '',
  AndradTid: '',
  ...over,
});
