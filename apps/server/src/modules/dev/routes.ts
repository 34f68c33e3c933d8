import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_EVENTS } from '@lonportal/domain';
import type { DevSmsProvider } from '../../adapters/sms';
import { ApiError } from '../../plugins/errors';
import fixtureRoutes from './fixtures';

/**
 * Development-only endpoints, registered only when the server does not run in production
 * (config.devEndpoints), and answered for the loopback address only (plugins/security.ts). The
 * latest SMS sent to a login, so browser tests can finish a two-step login; fixtures (fixtures.ts).
 */
export default async function devRoutes(app: FastifyInstance, opts: { sms: DevSmsProvider }) {
  await app.register(fixtureRoutes);
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/sms', {
    config: { access: 'public', loopbackOnly: true },
    schema: {
      tags: ['Development'],
      querystring: z.object({ Login: z.string().min(1).max(50) }),
      response: {
        200: z.object({
          Login: z.string(),
          To: z.string(),
          Text: z.string(),
          Code: z.string(),
          At: z.string(),
        }),
      },
    },
    handler: async (req) => {
      const m = opts.sms.latestFor(req.query.Login);
      if (!m) throw new ApiError('NotFound');
      const code = /([A-Z0-9]{4})\s*$/.exec(m.text)?.[1] ?? '';
      return { Login: m.login, To: m.to, Text: m.text, Code: code, At: m.at.toISOString() };
    },
  });

  // Publishes a live event, so browser tests can prove that events reach a logged-in page.
  app.withTypeProvider<ZodTypeProvider>().post('/api/dev/events', {
    config: { access: 'public', loopbackOnly: true },
    schema: {
      tags: ['Development'],
      body: z.object({
        Event: z.enum(LIVE_EVENTS),
        Payload: z.record(z.string(), z.unknown()).default({}),
        FtgId: z.uuid().nullable().default(null),
      }),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await app.bus.publish(req.body);
      return reply.code(204).send(null);
    },
  });
}
