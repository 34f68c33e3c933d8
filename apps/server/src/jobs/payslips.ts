import type { FastifyInstance } from 'fastify';
import { announceDuePayslips } from '../modules/payslips';
import type { JobQueue } from './queue';

/** Every hour: employees whose payslip's pay day has come are told it is there. */
export const PAYSLIPS_ANNOUNCE = 'payslips-announce';

export async function definePayslipJobs(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.define(
    PAYSLIPS_ANNOUNCE,
    async () => {
      const told = await announceDuePayslips(app);
      if (told > 0) app.log.info({ told }, 'payslips announced');
    },
    // The next round looks again: a failed one needs no more than a retry.
    { retryLimit: 1, retryDelay: 60, expireInSeconds: 15 * 60 },
  );
  await queue.schedule(PAYSLIPS_ANNOUNCE, '7 * * * *', {});
}
