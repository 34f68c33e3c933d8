import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERRORS,
  AuthenticateResponseSchema,
  BankIdAuthRequestSchema,
  BankIdAuthResponseSchema,
  BankIdCollectResponseSchema,
  BankIdSelectUserSchema,
  OrderRefParamsSchema,
} from '@lonportal/domain';
import { companyContextFor } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { writeAudit } from '../../plugins/access/store';
import { newToken } from '../../plugins/session/store';
import { buildLoginResult } from '../../shared/login-result';
import type { BankIdClient } from '../../adapters/bankid/types';
import * as login from './login';

const tags = ['BankID'];
/** Binds an order to the browser that started it, before anyone is logged in. */
const BROWSER_COOKIE = 'lp_bankid';

export default async function bankIdRoutes(
  app: FastifyInstance,
  opts: { client: BankIdClient; cookieSecure: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, client: opts.client, now: app.now };
  const browserToken = (req: FastifyRequest) => req.cookies[BROWSER_COOKIE];
  const ensureBrowserToken = (req: FastifyRequest, reply: FastifyReply) => {
    const existing = browserToken(req);
    if (existing) return existing;
    const token = newToken();
    void reply.setCookie(BROWSER_COOKIE, token, {
      path: '/api/bankidauth',
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.cookieSecure,
      maxAge: 15 * 60,
    });
    return token;
  };

  r.post('/api/bankidauth', {
    config: { access: 'public' },
    schema: { tags, body: BankIdAuthRequestSchema, response: { 200: BankIdAuthResponseSchema } },
    handler: async (req, reply) => {
      const started = await login.startLogin(deps, req.body, req.ip, ensureBrowserToken(req, reply));
      await writeAudit(app.db, {
        at: app.now(),
        action: 'bankid.started',
        details: { OrderRef: started.OrderRef, Type: req.body.Type, Ip: req.ip },
      });
      return started;
    },
  });

  r.get('/api/bankidauth/collect/:orderRef', {
    config: { access: 'public' },
    schema: { tags, params: OrderRefParamsSchema, response: { 200: BankIdCollectResponseSchema } },
    handler: (req) => login.collectLogin(deps, req.params.orderRef, browserToken(req)),
  });

  r.post('/api/bankidauth/selectuser', {
    config: { access: 'public' },
    schema: { tags, body: BankIdSelectUserSchema, response: { 200: AuthenticateResponseSchema } },
    handler: async (req, reply) => {
      const user = await login.selectUser(deps, req.body, browserToken(req)).catch(async (err: unknown) => {
        if (err instanceof ApiError && err.code === ERRORS.WrongCredentials.code)
          await writeAudit(app.db, {
            at: app.now(),
            action: 'login.failed',
            details: { Login: req.body.Login, Method: 'BANKID', Ip: req.ip },
          });
        throw err;
      });
      const started = await app.sessions.start(reply, user, 'BANKID');
      req.auth = { idHash: started.idHash, session: started.session, user };
      await writeAudit(app.db, {
        at: app.now(),
        userId: user.id,
        ftgId: user.ftgId,
        action: 'login',
        details: { Method: 'BANKID', Ip: req.ip },
      });
      return buildLoginResult(app.db, await companyContextFor(req, user.ftgId));
    },
  });

  r.delete('/api/bankidauth/cancel/:orderRef', {
    config: { access: 'public' },
    schema: { tags, params: OrderRefParamsSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await login.cancelLogin(deps, req.params.orderRef, browserToken(req));
      await writeAudit(app.db, {
        at: app.now(),
        action: 'bankid.cancelled',
        details: { OrderRef: req.params.orderRef, Ip: req.ip },
      });
      return reply.code(204).send(null);
    },
  });
}
