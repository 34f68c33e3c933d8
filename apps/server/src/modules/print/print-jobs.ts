// One print as a job for the render pool: the data the request gathered (plain, structured-cloneable
// values) in, the PDF's bytes out. The table layout and pdf-lib drawing both run in the worker, so the
// request's event loop only reads the database and waits.
import type {
  AttestListEntry,
  CompensationReport,
  Language,
  TimeReport,
  TravelExpense,
} from '@lonportal/domain';
import { pdfText } from '../../adapters/pdf-text';
import { renderTablePdf } from './pdf';
import { printLocale } from './print-texts';
import { travelExpensePdf } from './reserakning';
import { attestListPdf, compensationsPdf, timeReportPdf, type CodeInfo, type PrintContext } from './reports';

export interface PdfMeta {
  author: string;
  createdAt: Date;
}

/** What every print job carries: the user's language (ADR 0011), the context and the file's metadata. */
interface JobBase {
  lang: Language;
  ctx: PrintContext;
  meta: PdfMeta;
}

export type PrintJob =
  | (JobBase & {
      report: 'tidrapport';
      timeReport: TimeReport;
      employee: { foNamn: string; efNamn: string };
      codes: CodeInfo;
    })
  | (JobBase & {
      report: 'attestlista';
      from: string;
      to: string;
      list: readonly AttestListEntry[];
    })
  /** Not a print: the text of a PDF receipt, PDF work off the event loop like the prints. */
  | { report: 'pdfText'; bytes: Uint8Array }
  | (JobBase & {
      report: 'ersattningar';
      compensations: CompensationReport;
      employee: { foNamn: string; efNamn: string };
      payCodes: ReadonlyMap<string, string>;
    })
  /** One trip's travel expense report. */
  | (JobBase & {
      report: 'reserakning';
      trip: TravelExpense;
      employee: { foNamn: string; efNamn: string };
    });

/** Lays out and renders one print job as a PDF file (or reads a receipt PDF's text as UTF-8). */
export async function renderPrintJob(job: PrintJob): Promise<Uint8Array> {
  if (job.report === 'pdfText') return new TextEncoder().encode(await pdfText(job.bytes));
  const locale = printLocale(job.lang);
  const report =
    job.report === 'tidrapport'
      ? timeReportPdf(job.ctx, job.timeReport, job.employee, job.codes, locale)
      : job.report === 'attestlista'
        ? attestListPdf(job.ctx, job.from, job.to, job.list, locale)
        : job.report === 'ersattningar'
          ? compensationsPdf(job.ctx, job.compensations, job.employee, job.payCodes, locale)
          : travelExpensePdf(job.ctx, job.trip, job.employee, locale);
  return renderTablePdf(report, job.meta);
}
