// One print as a job for the render pool: the data the request gathered (plain, structured-cloneable
// values) in, the PDF's bytes out. The table layout and pdf-lib drawing both run in the worker, so the
// request's event loop only reads the database and waits.
import type { AttestListEntry, TimeReport } from '@lonportal/domain';
import { renderTablePdf } from './pdf';
import { attestListPdf, timeReportPdf, type CodeInfo, type PrintContext } from './reports';

export interface PdfMeta {
  author: string;
  createdAt: Date;
}

export type PrintJob =
  | {
      report: 'tidrapport';
      ctx: PrintContext;
      meta: PdfMeta;
      timeReport: TimeReport;
      employee: { foNamn: string; efNamn: string };
      codes: CodeInfo;
    }
  | {
      report: 'attestlista';
      ctx: PrintContext;
      meta: PdfMeta;
      from: string;
      to: string;
      list: readonly AttestListEntry[];
    };

/** Lays out and renders one print job as a PDF file. */
export function renderPrintJob(job: PrintJob): Promise<Uint8Array> {
  const report =
    job.report === 'tidrapport'
      ? timeReportPdf(job.ctx, job.timeReport, job.employee, job.codes)
      : attestListPdf(job.ctx, job.from, job.to, job.list);
  return renderTablePdf(report, job.meta);
}
