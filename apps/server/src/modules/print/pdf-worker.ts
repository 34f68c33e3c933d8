// The render pool's worker thread: renders the print jobs it is sent, one at a time, and hands the
// PDF's buffer back without copying it.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';
import { renderPrintJob, type PrintJob } from './print-jobs';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs only as a worker thread');

port.on('message', (job: PrintJob) => {
  renderPrintJob(job).then(
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
