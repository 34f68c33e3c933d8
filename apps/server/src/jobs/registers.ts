import type { FastifyInstance } from 'fastify';
import { announceRegister, applyDueChanges } from '../modules/registers/index';
import type { JobQueue } from './queue';

/** The hourly application of the registers' dated changes that have come due (a new department from the 1st). */
export const REGISTERS_APPLY_DUE = 'registers-apply-due';

export async function defineRegisterJobs(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.define(
    REGISTERS_APPLY_DUE,
    async () => {
      const companies = await applyDueChanges(app.db, app.now());
      for (const ftgId of companies) await announceRegister(app, ftgId, ['employees', 'departments']);
      if (companies.length > 0)
        app.log.info({ companies: companies.length }, 'dated register changes applied');
    },
    { retryLimit: 1, retryDelay: 60, expireInSeconds: 10 * 60 },
  );
  // Every hour, so that the first hour of a day has its changes whenever the server was up.
  await queue.schedule(REGISTERS_APPLY_DUE, '5 * * * *', {});
}
