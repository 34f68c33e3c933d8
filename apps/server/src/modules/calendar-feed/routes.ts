// A personal calendar feed (DOMAIN §15): the user's own address for it (shown, replaced and revoked
// in their preferences), and the feed itself, which calendar apps fetch without a session: the
// long random token in its address is the key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/errors';
import { requireCompany } from '../../plugins/access/index';
import { feedOf, feedText, feedView, replaceFeed, revokeFeed } from './feed';

const tags = ['Calendar feed'];
/** The feed is of one's schedule: who has one (SPEC §6 Schedule: an AnstNr). */
const own = { access: { route: 'Schedule' } } as const;
const FeedSchema = z.object({ Url: z.string().nullable(), Qr: z.string().nullable() });
const TokenParamsSchema = z.object({ Token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export default async function calendarFeedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const origin = (req: { protocol: string; host: string }) => `${req.protocol}://${req.host}`;

  r.get('/api/kalenderflode', {
    config: own,
    schema: {
      tags,
      description: 'The address of the caller’s calendar feed, if they have one.',
      response: { 200: FeedSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      return feedView((await feedOf(db, ctx.auth.user.id))?.token ?? null, origin(req));
    },
  });

  r.post('/api/kalenderflode', {
    config: own,
    schema: {
      tags,
      description: 'A new address for the feed: the old one stops working.',
      response: { 200: FeedSchema },
    },
    handler: async (req) =>
      feedView(await replaceFeed(db, requireCompany(req).auth.user.id, app.now()), origin(req)),
  });

  r.delete('/api/kalenderflode', {
    config: own,
    schema: { tags, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await revokeFeed(db, requireCompany(req).auth.user.id);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/kalender/:Token', {
    // Calendar apps fetch it by itself: no session, no API marker; the token is the key.
    config: { access: 'public', apiMarker: false },
    schema: { tags, params: TokenParamsSchema, description: 'The iCalendar feed (RFC 5545) of a token.' },
    handler: async (req, reply) => {
      const text = await feedText(db, req.params.Token, app.now());
      if (text === null) throw new ApiError('NotFound');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .header('content-disposition', 'inline; filename="schema.ics"')
        .send(text);
    },
  });
}
