// The render pool's worker thread: renders the print jobs it is sent, one at a time, and hands the
// PDF's buffer back without copying it (ADR 0009).
import { parentPort } from 'node:worker_threads';
import { renderPrintJob, type PrintJob, type PrintLayouts } from './print-jobs';
import type { WorkerReply } from './worker-pool';

/** Answers the pool's jobs with the documents' `layouts`; runs only as a worker thread. */
export function servePrintJobs(layouts: PrintLayouts): void {
  const port = parentPort;
  if (!port) throw new Error('the PDF worker runs only as a worker thread');
  port.on('message', (job: PrintJob) => {
    renderPrintJob(job, layouts).then(
      (bytes) =>
        port.postMessage(
          { ok: true, value: bytes } satisfies WorkerReply<Uint8Array>,
          bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [],
        ),
      (err: unknown) =>
        port.postMessage({
          ok: false,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        } satisfies WorkerReply<Uint8Array>),
    );
  });
}
