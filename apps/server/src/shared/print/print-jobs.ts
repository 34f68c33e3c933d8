// One print as a job for the render pool: the data the request gathered (plain, structured-cloneable
// values) in, the PDF's bytes out. The table layout and pdf-lib drawing both run in the worker
// (ADR 0009), so the request's event loop only reads the database and waits. Each area lays out its
// own documents; the worker's entry (src/pdf-worker.ts) hands their layouts to renderPrintJob.
import type { Language } from '@lonportal/domain';
import { pdfText } from '../../adapters/pdf-text';
import { renderTablePdf, type PdfReport } from './pdf';
import type { PrintContext } from './print-frame';
import { printLocale, type PrintLocale } from './print-texts';

export interface PdfMeta {
  author: string;
  createdAt: Date;
}

/** What every print job carries: its document, the user's language (ADR 0011), the context and the file's metadata. */
// A type, not an interface: a document's job (this and its data) must be assignable to DocumentJob.
export type PrintJobBase = {
  /** The document's name, which picks its layout in the worker. */
  report: string;
  lang: Language;
  ctx: PrintContext;
  meta: PdfMeta;
};

/** A document's job: the base and the data its layout reads. */
export type DocumentJob = PrintJobBase & { readonly [data: string]: unknown };

/** Not a print: the text of a PDF receipt, PDF work off the event loop like the prints. */
export interface PdfTextJob {
  report: 'pdfText';
  bytes: Uint8Array;
}

export type PrintJob = DocumentJob | PdfTextJob;

/** How a document is laid out: its job and the language in, the tables out. Pure. */
export type PrintLayout<J extends DocumentJob> = (job: J, locale: PrintLocale) => PdfReport;

/** The layouts a worker renders, by document name. */
export type PrintLayouts = Readonly<Record<string, PrintLayout<never>>>;

const isPdfText = (job: PrintJob): job is PdfTextJob => job.report === 'pdfText' && 'bytes' in job;

/** Lays out and renders one print job as a PDF file (or reads a receipt PDF's text as UTF-8). */
export async function renderPrintJob(job: PrintJob, layouts: PrintLayouts): Promise<Uint8Array> {
  if (isPdfText(job)) return new TextEncoder().encode(await pdfText(job.bytes));
  const layout = layouts[job.report];
  if (!layout) throw new Error(`no layout for the print '${job.report}'`);
  return renderTablePdf(layout(job as never, printLocale(job.lang)), job.meta);
}
