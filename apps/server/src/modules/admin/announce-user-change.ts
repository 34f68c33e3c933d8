import type { FastifyInstance } from 'fastify';

/**
 * Tells every server and open browser of a changed account: its sessions are checked again (SPEC §4
 * Forced session end) and the user lists of its companies refetched.
 */
export async function announceUserChange(app: FastifyInstance, userId: string, companies: readonly string[]) {
  try {
    await app.bus.publishSessionsChanged([userId]);
    for (const ftgId of new Set(companies))
      await app.bus.publish({ Event: 'RESOURCE_UPDATED', Payload: { Resource: 'userLists' }, FtgId: ftgId });
  } catch (err) {
    app.log.error({ err, userId }, 'the user account was saved but the change could not be announced');
  }
}
