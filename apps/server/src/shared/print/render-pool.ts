import fp from 'fastify-plugin';
import type { PrintJob } from './print-jobs';
import { PRINTS_PER_USER, PrintSlots } from './print-slots';
import { WorkerPool } from './worker-pool';
import { BUILT, builtFile, serverFile } from '../../paths';

export type PrintPool = WorkerPool<PrintJob, Uint8Array>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders print PDFs off the event loop (ARCHITECTURE "Background work"). */
    printPool: PrintPool;
    /** Each user's prints in progress, over every area's print routes. */
    printSlots: PrintSlots;
  }
}

/**
 * Jobs that may wait per worker. A print renders in tens to hundreds of milliseconds, so a full
 * queue means seconds of backlog: past it a print is refused with 503 rather than waiting longer.
 */
const QUEUE_PER_WORKER = 8;

/**
 * The render pool of this server (config PRINT_WORKERS) and the prints in progress per user.
 * Workers start on the first print, so a server or a test that never prints starts none; closing
 * the app stops them.
 */
export default fp(
  async function printPoolPlugin(app, opts: { workers: number }) {
    const pool: PrintPool = new WorkerPool({
      // The build's own worker bundle under `npm start`; the TypeScript source in dev and tests.
      entry: BUILT ? builtFile('pdf-worker.mjs') : serverFile('src/pdf-worker.ts'),
      size: opts.workers,
      maxQueue: QUEUE_PER_WORKER * opts.workers,
    });
    app.decorate('printPool', pool);
    app.decorate('printSlots', new PrintSlots(PRINTS_PER_USER));
    app.addHook('onClose', () => pool.close());
  },
  { name: 'print-pool' },
);
