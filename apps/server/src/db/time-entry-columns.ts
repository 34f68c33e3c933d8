// A time entry's typed values (SPEC §3, as the API takes them) as the columns of `time_entries`:
// used by the time area when it writes rows and by the seed factories.
import { RES_DIMS, resEnhetField, type TimeEntryValues } from '@lonportal/domain';
import type { timeEntries } from './schema/index';

/** The stored columns of typed values (empty times and brukare are null). */
export function entryColumns(v: TimeEntryValues): Omit<typeof timeEntries.$inferInsert, 'ftgId' | 'status'> {
  return {
    anstNr: v.AnstNr,
    datum: v.Datum,
    tidKod: v.TidKod,
    timmar: v.Timmar,
    startTid: v.StartTid || null,
    slutTid: v.SlutTid || null,
    rastMinuter: v.RastMinuter,
    brukare: v.Brukare || null,
    resEnhet: RES_DIMS.map((n) => v[resEnhetField(n)]),
    kommentar: v.Kommentar,
  };
}
