// An employee's compensations of a period as a PDF (SPEC §7 /rapporter/ersattningar): pure, the
// rows and the language in, the table out; the print worker draws it (ADR 0009), in the user's
// language (ADR 0011).
import { compensationTotals, DEFAULT_CURRENCY, type CompensationReport } from '@lonportal/domain';
import type { PdfReport } from '../../shared/print/pdf';
import { common, withEmployee, type PrintContext, type PrintEmployee } from '../../shared/print/print-frame';
import type { PrintJobBase, PrintLayout } from '../../shared/print/print-jobs';
import { fill, type PrintLocale } from '../../shared/print/print-texts';

/** The compensations' print job: the rows as GET /api/ersattningar answers them, the employee and the pay codes' names. */
export type CompensationsPrintJob = PrintJobBase & {
  report: 'ersattningar';
  compensations: CompensationReport;
  employee: PrintEmployee;
  payCodes: ReadonlyMap<string, string>;
};

/**
 * An employee's compensations of a period: each row with its pay code, text, quantity,
 * unit price, amount and VAT in the currency paid, what it pays in kronor, its status and whether a
 * receipt is attached; the totals are the page's (compensationTotals).
 */
export function compensationsPdf(
  ctx: PrintContext,
  report: CompensationReport,
  employee: PrintEmployee,
  payCodes: ReadonlyMap<string, string>,
  locale: PrintLocale,
): PdfReport {
  const { t, hours } = locale;
  const col = t.ersattningar.col;
  const base = common(ctx, report.From, report.To, locale);
  const money = (n: number, currency: string) =>
    currency === DEFAULT_CURRENCY ? hours(n) : `${hours(n)} ${currency}`;
  const totals = compensationTotals(report.Rader);
  return {
    ...base,
    title: t.ersattningar.title,
    landscape: true,
    facts: withEmployee(base.facts, t.employee, report.AnstNr, employee),
    sections: [
      {
        columns: [
          { header: col.datum, width: 62 },
          { header: col.lonkod, width: 60 },
          { header: col.benamning, width: 90 },
          { header: col.text, width: 140 },
          { header: col.antal, width: 40, align: 'right' },
          { header: col.apris, width: 55, align: 'right' },
          { header: col.belopp, width: 70, align: 'right' },
          { header: col.moms, width: 60, align: 'right' },
          { header: col.summa, width: 62, align: 'right' },
          { header: col.status, width: 90 },
          { header: col.kvitto, width: 40 },
        ],
        rows: report.Rader.map((r) => [
          r.Datum,
          r.LonKod,
          payCodes.get(r.LonKod) ?? '',
          r.Text,
          hours(r.Antal),
          r.Apris === null ? '' : money(r.Apris, r.ValutaKod),
          money(r.Belopp, r.ValutaKod),
          money(r.Moms, r.ValutaKod),
          hours(r.Summa),
          locale.status(r.Status),
          r.ReceiptId ? t.ersattningar.receiptYes : t.ersattningar.receiptNo,
        ]),
        totals: [
          t.total,
          '',
          '',
          fill(t.ersattningar.moms, { amount: hours(totals.MomsSek) }),
          '',
          '',
          '',
          '',
          hours(totals.Summa),
          '',
          '',
        ],
        empty: t.ersattningar.empty,
      },
    ],
  };
}

export const COMPENSATIONS_PDF: PrintLayout<CompensationsPrintJob> = (job, locale) =>
  compensationsPdf(job.ctx, job.compensations, job.employee, job.payCodes, locale);
