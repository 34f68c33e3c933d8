import type { FastifyInstance } from 'fastify';
import { expireSwaps } from '../modules/staffing';
import type { JobQueue } from './queue';

/** Every five minutes: the shift swaps not processed before their cut-off expire (SPEC §4 Shift swap). */
export const SWAPS_EXPIRE = 'shift-swaps-expire';

export async function defineStaffingJobs(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.define(
    SWAPS_EXPIRE,
    async () => {
      const expired = await expireSwaps(app, app.now());
      if (expired > 0) app.log.info({ expired }, 'shift swaps expired');
    },
    // The next tick looks again: a failed one needs no more than a retry.
    { retryLimit: 1, retryDelay: 30, expireInSeconds: 5 * 60 },
  );
  await queue.schedule(SWAPS_EXPIRE, '*/5 * * * *', {});
}
