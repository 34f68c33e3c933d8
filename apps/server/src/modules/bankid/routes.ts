import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthenticateResponseSchema,
  BankIdAuthRequestSchema,
  BankIdAuthResponseSchema,
  BankIdCollectResponseSchema,
  BankIdSelectUserSchema,
  OrderRefParamsSchema,
} from '@lonportal/domain';
import { newToken } from '../../plugins/session/store';
import type { BankIdClient } from '../../adapters/bankid/types';
import { cancelLogin } from './cancel-login';
import { collectLogin } from './collect-login';
import { selectUser } from './select-user';
import { startLogin } from './start-login';

const tags = ['BankID'];
/** Binds an order to the browser that started it, before anyone is logged in. */
const BROWSER_COOKIE = 'lp_bankid';

const browserToken = (req: FastifyRequest): string | undefined => req.cookies[BROWSER_COOKIE];

/** The browser's token, made and set as a cookie of the BankID calls when it has none yet. */
function ensureBrowserToken(req: FastifyRequest, reply: FastifyReply, cookieSecure: boolean): string {
  const existing = browserToken(req);
  if (existing) return existing;
  const token = newToken();
  void reply.setCookie(BROWSER_COOKIE, token, {
    path: '/api/bankidauth',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure,
    maxAge: 15 * 60,
  });
  return token;
}

/** SPEC §4 BankID login (ADR 0005): start, collect, pick an account, cancel. */
export default async function bankIdRoutes(
  app: FastifyInstance,
  opts: { client: BankIdClient; cookieSecure: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, client: opts.client, now: app.now };

  r.post('/api/bankidauth', {
    config: { access: 'public' },
    schema: { tags, body: BankIdAuthRequestSchema, response: { 200: BankIdAuthResponseSchema } },
    handler: async (req, reply) =>
      startLogin(deps, req.body, req.ip, ensureBrowserToken(req, reply, opts.cookieSecure)),
  });

  r.get('/api/bankidauth/collect/:orderRef', {
    config: { access: 'public' },
    schema: { tags, params: OrderRefParamsSchema, response: { 200: BankIdCollectResponseSchema } },
    handler: (req) => collectLogin(deps, req.params.orderRef, browserToken(req)),
  });

  r.post('/api/bankidauth/selectuser', {
    config: { access: 'public' },
    schema: { tags, body: BankIdSelectUserSchema, response: { 200: AuthenticateResponseSchema } },
    handler: async (req, reply) => selectUser(app, deps, req, reply, req.body, browserToken(req)),
  });

  r.delete('/api/bankidauth/cancel/:orderRef', {
    config: { access: 'public' },
    schema: { tags, params: OrderRefParamsSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await cancelLogin(deps, req.params.orderRef, browserToken(req), req.ip);
      return reply.code(204).send(null);
    },
  });
}
