// Rows that start from the schedule: the code an employee usually reports, and the
// values of a row for a scheduled day. The server's "fill from schedule" and the web's new row use
// the same rules.
import { resEnhetValues, timeEntryValues, type TimeEntryValues } from './entries';
import type { ScheduledTimes } from './schedule';

/** The type of time a normal working day is reported with. */
const NORMAL = 'NORMAL';

/**
 * The code a scheduled day's row starts with: of the NORMAL codes offered to the employee, the one
 * they used last (the latest date among `recent`; later in the list wins a tie), otherwise the
 * first in code order. Null when no NORMAL code is offered.
 */
export function usualTidKod(
  offered: readonly { TidKod: string; Typ: string }[],
  recent: readonly { Datum: string; TidKod: string }[],
): string | null {
  const normal = new Set(offered.filter((c) => c.Typ === NORMAL).map((c) => c.TidKod));
  let last: { Datum: string; TidKod: string } | undefined;
  for (const row of recent) if (normal.has(row.TidKod) && (!last || row.Datum >= last.Datum)) last = row;
  if (last) return last.TidKod;
  return [...normal].sort()[0] ?? null;
}

/** What a row for a scheduled day is made of. */
/**
 * Whether "as scheduled" fills a day: it has scheduled hours, no row yet, and is not after
 * `lastDay` (today, unless the future was asked for). The server fills these days and the web
 * offers them.
 */
export const fillsDay = (
  day: { Datum: string; scheduledHours: number; hasRows: boolean },
  lastDay: string,
): boolean => day.Datum <= lastDay && day.scheduledHours > 0 && !day.hasRows;

export interface ScheduledEntryInput {
  AnstNr: string;
  Datum: string;
  TidKod: string;
  /** The day's scheduled hours. */
  hours: number;
  /** The day's start, end and break, when the schedule has a start time. */
  times: ScheduledTimes | null;
  /** The employee's own brukare and result units (dimension order), when they report with them. */
  Brukare?: string;
  ResEnhet?: readonly string[];
}

/** The values of a row with the day's schedule: its times and break when known, else its hours. */
export const scheduledEntry = (v: ScheduledEntryInput): TimeEntryValues =>
  timeEntryValues({
    AnstNr: v.AnstNr,
    Datum: v.Datum,
    TidKod: v.TidKod,
    Timmar: v.hours,
    ...(v.times ?? {}),
    Brukare: v.Brukare ?? '',
    ...resEnhetValues(v.ResEnhet),
  });
