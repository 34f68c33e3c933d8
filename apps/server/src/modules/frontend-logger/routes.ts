import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FrontendLogSchema } from '@lonportal/domain';
import { ApiError } from '../../plugins/errors';

const PER_MINUTE = 30;

/** POST /frontendlogger (SPEC §7): the web's unexpected errors into the server log, rate-limited per address. */
export default async function frontendLoggerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per-process counts are enough here: the limit only protects this server's log from floods.
  const counts = new Map<string, { n: number; resetAt: number }>();

  r.post('/api/frontendlogger', {
    config: { access: 'public' },
    schema: { tags: ['Diagnostics'], body: FrontendLogSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const now = app.now().getTime();
      const c = counts.get(req.ip);
      if (!c || c.resetAt <= now) counts.set(req.ip, { n: 1, resetAt: now + 60_000 });
      else if (++c.n > PER_MINUTE) {
        throw new ApiError('TooManyRequests', {
          headers: { 'Retry-After': String(Math.ceil((c.resetAt - now) / 1000)) },
        });
      }
      if (counts.size > 10_000) counts.clear();
      req.log.warn(
        { frontend: req.body, userId: req.auth?.user.id ?? null },
        `frontend: ${req.body.message}`,
      );
      return reply.code(204).send(null);
    },
  });
}
