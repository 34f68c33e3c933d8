// The attest list as a PDF (SPEC §7 /rapporter/attestlista): pure, the list and the language in, the
// table out; the print worker draws it (ADR 0009), in the user's language (ADR 0011).
import { sumHours, TIME_ENTRY_STATUSES, type AttestListEntry } from '@lonportal/domain';
import type { PdfReport } from '../../shared/print/pdf';
import { common, type PrintContext } from '../../shared/print/print-frame';
import type { PrintJobBase, PrintLayout } from '../../shared/print/print-jobs';
import { fill, type PrintLocale } from '../../shared/print/print-texts';

/** The attest list's print job: the period and the list as GET /api/attestlista answers it. */
export type AttestListPrintJob = PrintJobBase & {
  report: 'attestlista';
  from: string;
  to: string;
  list: readonly AttestListEntry[];
};

/** The attest list: per employee scheduled and reported hours and the rows per status, with totals. */
export function attestListPdf(
  ctx: PrintContext,
  from: string,
  to: string,
  list: readonly AttestListEntry[],
  locale: PrintLocale,
): PdfReport {
  const { t, hours } = locale;
  const col = t.attestlista.col;
  const sum = (f: (e: AttestListEntry) => number) => list.reduce((n, e) => n + f(e), 0);
  const sumOfHours = (f: (e: AttestListEntry) => number) => sumHours(list.map(f));
  return {
    ...common(ctx, from, to, locale),
    title: t.attestlista.title,
    landscape: true,
    sections: [
      {
        columns: [
          { header: col.anstNr, width: 50 },
          { header: col.namn, width: 130 },
          { header: col.avdelning, width: 60 },
          { header: col.schema, width: 55, align: 'right' },
          { header: col.timmar, width: 60, align: 'right' },
          ...TIME_ENTRY_STATUSES.map((s) => ({
            header: locale.status(s),
            width: 68,
            align: 'right' as const,
          })),
        ],
        rows: list.map((e) => [
          e.AnstNr,
          `${e.EfNamn}, ${e.FoNamn}`,
          e.Avdelning,
          hours(e.SchemaTimmar),
          hours(e.Timmar),
          ...TIME_ENTRY_STATUSES.map((s) => String(e.Antal[s])),
        ]),
        totals: [
          t.total,
          fill(t.attestlista.employees, { count: list.length }),
          '',
          hours(sumOfHours((e) => e.SchemaTimmar)),
          hours(sumOfHours((e) => e.Timmar)),
          ...TIME_ENTRY_STATUSES.map((s) => String(sum((e) => e.Antal[s]))),
        ],
        empty: t.attestlista.empty,
      },
    ],
  };
}

export const ATTEST_LIST_PDF: PrintLayout<AttestListPrintJob> = (job, locale) =>
  attestListPdf(job.ctx, job.from, job.to, job.list, locale);
