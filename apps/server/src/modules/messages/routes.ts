import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageIdParamsSchema,
  MessageListSchema,
  MessagesQuerySchema,
  MessageStatusSchema,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import * as repo from './repository';
import * as messages from './service';

const tags = ['Messages'];
const INBOX = { route: 'Messages' } as const;
/** SPEC §3 PaginationPerPage's default, when the page does not say. */
const DEFAULT_PER_PAGE = 25;

/** /messages (SPEC §2.1, §7): the user's inbox in the selected company and its unread count. */
export default async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/messages', {
    config: { access: INBOX },
    schema: { tags, querystring: MessagesQuerySchema, response: { 200: MessageListSchema } },
    handler: async (req, reply) => {
      const page = await messages.inboxPage(
        app.db,
        requireCompany(req),
        req.query.Page,
        req.query.PerPage ?? DEFAULT_PER_PAGE,
      );
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });

  r.get('/api/messages/status', {
    config: { access: INBOX },
    schema: { tags, response: { 200: MessageStatusSchema } },
    handler: async (req) => {
      const ctx = requireCompany(req);
      return { AntalOlast: await repo.countUnread(app.db, ctx.company.ftgId, ctx.auth.user.id) };
    },
  });

  r.post('/api/messages/:Id/read', {
    config: { access: INBOX },
    schema: { tags, params: MessageIdParamsSchema },
    handler: async (req, reply) => {
      await messages.readMessage(app.db, requireCompany(req), req.params.Id, app.now());
      return reply.code(204).send();
    },
  });
}
