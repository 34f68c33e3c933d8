// The time report as a PDF (SPEC §7 /rapporter/tidrapport): pure, the data and the language in, the
// tables out; the print worker draws it (ADR 0009). Texts and number formats are the user's
// language (ADR 0011); dates stay YYYY-MM-DD in every language, as on screen (SPEC §5).
import { dayHours, kindOfCodes, periodTotals, sumsPerCode, type TimeReport } from '@lonportal/domain';
import type { PdfReport, PdfSection } from '../../shared/print/pdf';
import { common, withEmployee, type PrintEmployee } from '../../shared/print/print-frame';
import type { PrintJobBase, PrintLayout } from '../../shared/print/print-jobs';
import type { PrintLocale } from '../../shared/print/print-texts';

/** Time codes as the report needs them: name and whether the hours count in the day. */
export type CodeInfo = ReadonlyMap<string, { benText: string; typ: string }>;

/** The time report's print job: the report as GET /api/tidrapport answers it, the employee and the codes. */
export type TimeReportPrintJob = PrintJobBase & {
  report: 'tidrapport';
  timeReport: TimeReport;
  employee: PrintEmployee;
  codes: CodeInfo;
};

/** The day-by-day table: each day's rows under its date and schedule, a day without rows on one line. */
function daysSection(report: TimeReport, codes: CodeInfo, locale: PrintLocale): PdfSection {
  const { t, hours } = locale;
  const col = t.tidrapport.col;
  const rowsByDay = rowsOfDays(report);
  const kindOf = kindOfCodes([...codes].map(([kod, c]) => [kod, c.typ] as const));
  const lines: string[][] = [];
  const days: { scheduled: number; attendance: number; absence: number; warnings: number }[] = [];
  for (const day of report.Dagar) {
    const date = `${locale.weekday(day.Datum)} ${day.Datum}`;
    const rows = rowsByDay.get(day.Datum) ?? [];
    days.push({ scheduled: day.SchemaTimmar, ...dayHours(rows, kindOf), warnings: 0 });
    if (rows.length === 0) {
      lines.push([date, '', day.HelgdagNamn, '', '', '', hours(day.SchemaTimmar), '', '']);
      continue;
    }
    rows.forEach((r, i) => {
      lines.push([
        i === 0 ? date : '',
        r.TidKod,
        codes.get(r.TidKod)?.benText ?? '',
        r.StartTid,
        r.SlutTid,
        hours(r.Timmar),
        i === 0 ? hours(day.SchemaTimmar) : '',
        locale.status(r.Status),
        r.Kommentar,
      ]);
    });
  }
  const totals = periodTotals(days);
  return {
    columns: [
      { header: col.datum, width: 88 },
      { header: col.tidkod, width: 36 },
      { header: col.benamning, width: 74 },
      { header: col.start, width: 32 },
      { header: col.slut, width: 32 },
      { header: col.timmar, width: 38, align: 'right' },
      { header: col.schema, width: 38, align: 'right' },
      { header: col.status, width: 100 },
      { header: col.kommentar, width: 77 },
    ],
    rows: lines,
    totals: [t.total, '', '', '', '', hours(totals.reported), hours(totals.scheduled), '', ''],
  };
}

/** The report's rows by date. */
function rowsOfDays(report: TimeReport): Map<string, TimeReport['Rader']> {
  const rowsByDay = new Map<string, TimeReport['Rader']>();
  for (const r of report.Rader) rowsByDay.set(r.Datum, [...(rowsByDay.get(r.Datum) ?? []), r]);
  return rowsByDay;
}

/** The rows and hours per time code of the period's days. */
function perCodeSection(report: TimeReport, codes: CodeInfo, { t, hours }: PrintLocale): PdfSection {
  const col = t.tidrapport.col;
  const rowsByDay = rowsOfDays(report);
  return {
    heading: t.tidrapport.perCode,
    columns: [
      { header: col.tidkod, width: 60 },
      { header: col.benamning, width: 200 },
      { header: col.rader, width: 60, align: 'right' },
      { header: col.timmar, width: 80, align: 'right' },
    ],
    rows: sumsPerCode(report.Dagar.flatMap((d) => rowsByDay.get(d.Datum) ?? [])).map((s) => [
      s.tidKod,
      codes.get(s.tidKod)?.benText ?? '',
      String(s.antal),
      hours(s.timmar),
    ]),
    empty: t.tidrapport.noRows,
  };
}

/**
 * The time report: every day of the period with its schedule (and day off), the rows under it,
 * totals of reported and scheduled hours (supplements such as OB do not count as hours of the day,
 * as on the attest list), and the hours per time code.
 */
export function timeReportPdf(
  ctx: TimeReportPrintJob['ctx'],
  report: TimeReport,
  employee: PrintEmployee,
  codes: CodeInfo,
  locale: PrintLocale,
): PdfReport {
  const base = common(ctx, report.From, report.To, locale);
  return {
    ...base,
    title: locale.t.tidrapport.title,
    facts: withEmployee(base.facts, locale.t.employee, report.AnstNr, employee),
    sections: [daysSection(report, codes, locale), perCodeSection(report, codes, locale)],
  };
}

export const TIME_REPORT_PDF: PrintLayout<TimeReportPrintJob> = (job, locale) =>
  timeReportPdf(job.ctx, job.timeReport, job.employee, job.codes, locale);
