import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { zPersonnummer } from '@lonportal/domain';
import type { BankIdSimulator } from '../../adapters/bankid/simulator';
import { userAccounts } from '../../db/schema/index';
import { ApiError } from '../../plugins/errors';
import { serverFile } from '../../paths';

const page = fs.readFileSync(serverFile('src/modules/dev/assets/bankid.html'));
const script = fs.readFileSync(serverFile('src/modules/dev/assets/bankid.js'));

/**
 * Development only, when the BankID simulator is on: a page at /dev/bankid that plays the BankID
 * app for pending orders (identify as a chosen person, or cancel), and the API it and tests use.
 * Like every development endpoint, for the loopback address only (plugins/security.ts).
 */
export default async function bankIdSimulatorRoutes(
  app: FastifyInstance,
  opts: { simulator: BankIdSimulator },
) {
  const sim = opts.simulator;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const local = { config: { loopbackOnly: true } };
  app.get('/dev/bankid', local, async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/dev/bankid.js', local, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );

  r.get('/api/dev/bankid/orders', {
    config: { access: 'public', loopbackOnly: true },
    schema: {
      tags: ['Development'],
      response: {
        200: z.array(
          z.object({
            OrderRef: z.string(),
            Kind: z.string(),
            PersNr: z.string(),
            HintCode: z.string(),
            CreatedAt: z.string(),
          }),
        ),
      },
    },
    handler: async () =>
      sim.pending().map((o) => ({
        OrderRef: o.orderRef,
        Kind: o.kind,
        PersNr: o.personalNumber ?? '',
        HintCode: o.state.status === 'pending' ? o.state.hintCode : o.state.status,
        CreatedAt: new Date(o.createdAt).toISOString(),
      })),
  });

  r.post('/api/dev/bankid/orders/:orderRef', {
    config: { access: 'public', loopbackOnly: true },
    schema: {
      tags: ['Development'],
      params: z.object({ orderRef: z.string() }),
      body: z.discriminatedUnion('Action', [
        z.object({ Action: z.literal('open') }),
        z.object({ Action: z.literal('cancel') }),
        z.object({ Action: z.literal('fail'), HintCode: z.string().min(1).max(50) }),
        z.object({ Action: z.literal('identify'), PersNr: zPersonnummer() }),
      ]),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      const ref = req.params.orderRef;
      const b = req.body;
      let ok: boolean;
      if (b.Action === 'open') ok = sim.open(ref);
      else if (b.Action === 'cancel') ok = sim.cancelByUser(ref);
      else if (b.Action === 'fail') ok = sim.fail(ref, b.HintCode);
      else {
        const [known] = await app.db
          .select({ namn: userAccounts.namn })
          .from(userAccounts)
          .where(eq(userAccounts.persNr, b.PersNr))
          .limit(1);
        const [givenName = 'Test', ...rest] = (known?.namn ?? 'Test Testsson').split(' ');
        ok = sim.identify(ref, b.PersNr, { givenName, surname: rest.join(' ') || 'Testsson' });
      }
      if (!ok) throw new ApiError('NotFound');
      return reply.code(204).send(null);
    },
  });
}
