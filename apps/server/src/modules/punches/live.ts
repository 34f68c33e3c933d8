// Telling the browsers that punches changed (ARCHITECTURE "Real-time").
import type { FastifyInstance } from 'fastify';
import type { CompanyContext } from '../../plugins/access/index';

/** RESOURCE_UPDATED { Resource: 'punches' } to the company's open punch lists and clock cards. */
export function publishPunches(app: FastifyInstance, ctx: CompanyContext, anstNr: string) {
  return app.bus.publish({
    Event: 'RESOURCE_UPDATED',
    Payload: { Resource: 'punches', AnstNr: [anstNr] },
    FtgId: ctx.company.ftgId,
  });
}
