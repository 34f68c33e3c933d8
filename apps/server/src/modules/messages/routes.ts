import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageIdParamsSchema,
  MessageListSchema,
  MessagesQuerySchema,
  MessageStatusSchema,
} from '@lonportal/domain';
import { requireCompany } from '../../plugins/access/index';
import { listInbox } from './list-inbox';
import { readMessage } from './read-message';
import { unreadCount } from './unread-count';

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
      const perPage = req.query.PerPage ?? DEFAULT_PER_PAGE;
      const page = await listInbox(app.db, requireCompany(req), req.query.Page, perPage);
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });

  r.get('/api/messages/status', {
    config: { access: INBOX },
    schema: { tags, response: { 200: MessageStatusSchema } },
    handler: async (req) => unreadCount(app.db, requireCompany(req)),
  });

  r.post('/api/messages/:Id/read', {
    config: { access: INBOX },
    schema: { tags, params: MessageIdParamsSchema },
    handler: async (req, reply) => {
      await readMessage(app.db, requireCompany(req), req.params.Id, app.now());
      return reply.code(204).send();
    },
  });
}
