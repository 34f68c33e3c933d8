import type { Language } from '@lonportal/domain/constants';
import type { TimeEntryStatus } from '@lonportal/domain/row-status';
import { sumsPerCode, type CodeSum } from '@lonportal/domain/time/totals';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import type { Period } from '../../../lib/date-filter';
import { fileNamePart, printPdfUrl } from '../../../lib/print-pdf';
import type { ReportDay } from '../index';

// The printed time report on screen and as PDF. Pure, so it is tested without a browser.

export const tidrapportPdfUrl = (anstNr: string, period: Period, lang: Language): string =>
  printPdfUrl('tidrapport', { AnstNr: anstNr, From: period.From, To: period.To, Lang: lang });
export const tidrapportPdfName = (anstNr: string, period: Period): string =>
  `tidrapport-${fileNamePart(anstNr)}-${period.From}-${period.To}.pdf`;

/** Hours as the sheet shows them, nothing where there are none. */
export const printHours = (n: number | null) => (n === null ? '' : formatNumberSv(n));

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
