import type { Language } from '@lonportal/domain/constants';
import { TIME_ENTRY_STATUSES, type TimeEntryStatus } from '@lonportal/domain/row-status';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { sumHours, sumsPerCode, type CodeSum } from '@lonportal/domain/time/totals';
import type { Period } from '../../lib/date-filter';
import type { ReportDay } from '../time';

// The print reports on screen and as PDF. Pure, so it is tested
// without a browser. The PDFs come from the server without the api prefix (SPEC §7), in the
// interface language (`Lang`, ADR 0011).

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const safe = (s: string) => s.replace(/[^0-9A-Za-z]/g, '');

export const tidrapportPdfUrl = (anstNr: string, period: Period, lang: Language): string =>
  `/print/tidrapport?${query({ AnstNr: anstNr, From: period.From, To: period.To, Lang: lang })}`;
export const tidrapportPdfName = (anstNr: string, period: Period): string =>
  `tidrapport-${safe(anstNr)}-${period.From}-${period.To}.pdf`;

export const ersattningarPdfUrl = (anstNr: string, period: Period, lang: Language): string =>
  `/print/ersattningar?${query({ AnstNr: anstNr, From: period.From, To: period.To, Lang: lang })}`;
export const ersattningarPdfName = (anstNr: string, period: Period): string =>
  `ersattningar-${safe(anstNr)}-${period.From}-${period.To}.pdf`;

export const attestlistaPdfUrl = (period: Period, lang: Language): string =>
  `/print/attestlista?${query({ From: period.From, To: period.To, Lang: lang })}`;
export const attestlistaPdfName = (period: Period): string => `attestlista-${period.From}-${period.To}.pdf`;

/** The trip of /rapporter/reserakning?Id=…: its id, or null when the address names none (or no id). */
export const tripIdOf = (param: string | null): string | null => {
  const id = param?.trim() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
};
export const reserakningPdfUrl = (id: string, lang: Language): string =>
  `/print/reserakning?${query({ Id: id, Lang: lang })}`;
export const reserakningPdfName = (trip: { AnstNr: string; AvresaDatum: string }): string =>
  `reserakning-${safe(trip.AnstNr)}-${trip.AvresaDatum}.pdf`;

/** One line of the printed time report: a row, or a day without rows (its schedule and day off). */
export interface PrintLine {
  key: string;
  /** The date, on the day's first line only. */
  datum: string | null;
  tidKod: string;
  /** The code's name, or the day off's name on a day without rows. */
  text: string;
  startTid: string;
  slutTid: string;
  /** The row's break in minutes (part of the row, DOMAIN §14), null where none. */
  rast: number | null;
  timmar: number | null;
  /** The day's scheduled hours, on its first line only. */
  schema: number | null;
  status: TimeEntryStatus | null;
  kommentar: string;
}

/** Every day of the period with its rows, as print lines. */
export function printLines(days: readonly ReportDay[], codeText: (tidKod: string) => string): PrintLine[] {
  return days.flatMap(({ day, rows }): PrintLine[] =>
    rows.length === 0
      ? [
          {
            key: day.Datum,
            datum: day.Datum,
            tidKod: '',
            text: day.HelgdagNamn,
            startTid: '',
            slutTid: '',
            rast: null,
            timmar: null,
            schema: day.SchemaTimmar,
            status: null,
            kommentar: '',
          },
        ]
      : rows.map((r, i) => ({
          key: r.Id,
          datum: i === 0 ? day.Datum : null,
          tidKod: r.TidKod,
          text: codeText(r.TidKod),
          startTid: r.StartTid,
          slutTid: r.SlutTid,
          rast: r.RastMinuter > 0 ? r.RastMinuter : null,
          timmar: r.Timmar,
          schema: i === 0 ? day.SchemaTimmar : null,
          status: r.Status,
          kommentar: r.Kommentar,
        })),
  );
}

/** A day of the printed time report on a phone: its date, its schedule and its lines. */
export interface PrintDay {
  datum: string;
  schema: number;
  /** The day's rows, or its one line without a row (tidKod ''), which names a day off. */
  lines: PrintLine[];
}

/** The print lines by day, for the phone's list: a line with a date starts a day. */
export function printDays(lines: readonly PrintLine[]): PrintDay[] {
  const days: PrintDay[] = [];
  for (const line of lines) {
    if (line.datum !== null) days.push({ datum: line.datum, schema: line.schema ?? 0, lines: [] });
    days.at(-1)?.lines.push(line);
  }
  return days;
}

/** Rows and hours per time code, in code order (the domain's sum, as on the PDF). */
export { sumsPerCode, type CodeSum };

export interface AttestTotals {
  employees: number;
  schemaTimmar: number;
  timmar: number;
  antal: Record<TimeEntryStatus, number>;
}

/** The attest list's sums over all employees. */
export function attestTotals(list: readonly AttestListEntry[]): AttestTotals {
  const antal = Object.fromEntries(TIME_ENTRY_STATUSES.map((s) => [s, 0])) as Record<TimeEntryStatus, number>;
  for (const e of list) for (const s of TIME_ENTRY_STATUSES) antal[s] += e.Antal[s];
  return {
    employees: list.length,
    schemaTimmar: sumHours(list.map((e) => e.SchemaTimmar)),
    timmar: sumHours(list.map((e) => e.Timmar)),
    antal,
  };
}
