// Telling the browsers that rows changed (ARCHITECTURE "Real-time"): every area that writes rows an
// open list shows publishes the same event.
import type { FastifyInstance } from 'fastify';
import type { LiveResource } from '@lonportal/domain';
import type { CompanyContext } from '../plugins/access/index';

/** Tells the company's open lists that these employees' rows of `resource` changed (RESOURCE_UPDATED). */
export function publishRows(
  app: FastifyInstance,
  ctx: CompanyContext,
  resource: Extract<
    LiveResource,
    'timeEntries' | 'compensations' | 'travelExpenses' | 'absenceReports' | 'leaveApplications'
  >,
  anstNrs: readonly string[],
) {
  return app.bus.publish({
    Event: 'RESOURCE_UPDATED',
    Payload: { Resource: resource, AnstNr: [...new Set(anstNrs)] },
    FtgId: ctx.company.ftgId,
  });
}
