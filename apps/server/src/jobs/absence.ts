import type { FastifyInstance } from 'fastify';
import { extendOpenReports } from '../modules/absence/extend-open';
import type { JobQueue } from './queue';

/** The hourly extension of open absence reports' rows up to today. */
export const ABSENCE_EXTEND = 'absence-extend';

export async function defineAbsenceJobs(queue: JobQueue, app: FastifyInstance): Promise<void> {
  await queue.define(
    ABSENCE_EXTEND,
    async () => {
      const extended = await extendOpenReports(app.db, app.now(), (err, id) =>
        app.log.warn({ err, franvaroId: id }, 'an open absence report could not be extended'),
      );
      if (extended > 0) app.log.info({ extended }, 'open absence reports extended to today');
    },
    { retryLimit: 1, retryDelay: 60, expireInSeconds: 10 * 60 },
  );
  // Just after midnight's hour as after every other: a new day's row is there within the hour.
  await queue.schedule(ABSENCE_EXTEND, '7 * * * *', {});
}
