import type { FastifyInstance } from 'fastify';
import type { LiveResource } from '@lonportal/domain';

/**
 * Tells the open browsers of a register change (SPEC §4 RESOURCE_UPDATED): those of the company, or
 * of every company for the licence's company list (`ftgId` null). The change is saved already; an
 * announcement that fails is logged, and the browsers see it at their next refetch.
 */
export async function announceRegister(
  app: FastifyInstance,
  ftgId: string | null,
  resources: LiveResource[],
) {
  try {
    await app.bus.publish({ Event: 'RESOURCE_UPDATED', Payload: { Resource: resources }, FtgId: ftgId });
  } catch (err) {
    app.log.error({ err, ftgId, resources }, 'the register was saved but the change could not be announced');
  }
}
