import type { FastifyInstance } from 'fastify';
import { deleteOrphanReceipts } from '../modules/compensations/repository';
import type { JobQueue } from './queue';

/** The hourly sweep of receipts no compensation row kept. */
export const RECEIPT_CLEANUP = 'receipts-cleanup';
/** How long an uploaded receipt waits for its row: a dialog left open over a lunch break keeps its file. */
export const ORPHAN_RECEIPT_HOURS = 24;

/** Deletes the receipts older than ORPHAN_RECEIPT_HOURS that no row refers to. */
export const sweepOrphanReceipts = (app: FastifyInstance, now: Date) =>
  deleteOrphanReceipts(app.db, new Date(now.getTime() - ORPHAN_RECEIPT_HOURS * 3_600_000));

export async function defineReceiptJobs(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.define(
    RECEIPT_CLEANUP,
    async () => {
      const removed = await sweepOrphanReceipts(app, app.now());
      if (removed > 0) app.log.info({ removed }, 'orphan receipts removed');
    },
    { retryLimit: 1, retryDelay: 60, expireInSeconds: 10 * 60 },
  );
  await queue.schedule(RECEIPT_CLEANUP, '17 * * * *', {});
}
