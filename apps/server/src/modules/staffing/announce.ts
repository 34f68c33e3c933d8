import type { FastifyInstance } from 'fastify';
import type { LiveResource } from '@lonportal/domain';

/**
 * Tells the company's open planners and schedules that needs or shifts changed (SPEC §4
 * RESOURCE_UPDATED), after the change was committed. A failed announcement is logged: the
 * browsers see the change at their next refetch.
 */
export async function announce(app: FastifyInstance, ftgId: string, resources: LiveResource[]) {
  try {
    await app.bus.publish({ Event: 'RESOURCE_UPDATED', Payload: { Resource: resources }, FtgId: ftgId });
  } catch (err) {
    app.log.error({ err, ftgId, resources }, 'staffing was saved but the change could not be announced');
  }
}
