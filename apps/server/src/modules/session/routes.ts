import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthenticateResponseSchema,
  ChangePasswordRequestSchema,
  ERRORS,
  LoginConfigSchema,
  LoginRequestSchema,
  MeInactiveSchema,
  MeResponseSchema,
  SmsCodeRequestResponseSchema,
  SmsCodeRequestSchema,
  SmsCodeSchema,
  SmsValidateRequestSchema,
  SmsValidateResponseSchema,
  UpdateSessionUserAccountSchema,
} from '@lonportal/domain';
import { companyContextFor, requireAuth } from '../../plugins/access/index';
import { mustChangePassword, sessionError } from '../../plugins/session/index';
import { ApiError } from '../../plugins/errors';
import { updateSessionContext } from '../../plugins/session/store';
import { writeAudit } from '../../plugins/access/store';
import { buildLoginResult, buildMe } from '../../shared/login-result';
import { loginConfigFor } from './login-config';
import * as service from './service';
import type { SessionDeps } from './deps';
import type { Config } from '../../config';

const tags = ['Session'];
const headerOf = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export default async function sessionRoutes(
  app: FastifyInstance,
  deps: Omit<SessionDeps, 'log'> & { config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const d = (req: FastifyRequest): SessionDeps => ({
    db: deps.db,
    sms: deps.sms,
    now: deps.now,
    log: req.log,
  });

  r.get('/api/loginConfig', {
    config: { access: 'public' },
    schema: { tags, response: { 200: LoginConfigSchema } },
    handler: async () => loginConfigFor(deps.config),
  });

  r.post('/api/authenticate', {
    config: { access: 'public' },
    schema: { tags, body: LoginRequestSchema, response: { 200: AuthenticateResponseSchema } },
    handler: async (req, reply) => {
      const outcome = await service.authenticate(d(req), req.body, req.ip);
      if (outcome.kind === 'sms-required') return { requireSMSVerification: true as const };
      const started = await app.sessions.start(reply, outcome.user, outcome.method);
      req.auth = { idHash: started.idHash, session: started.session, user: outcome.user };
      await writeAudit(deps.db, {
        at: app.now(),
        userId: outcome.user.id,
        ftgId: outcome.user.ftgId,
        action: 'login',
        details: { Method: outcome.method, Ip: req.ip },
      });
      const ctx = await companyContextFor(req, outcome.user.ftgId);
      return buildLoginResult(deps.db, ctx);
    },
  });

  r.post('/api/authenticate/requestSMSVerificationCode', {
    config: { access: 'public' },
    schema: { tags, body: SmsCodeRequestSchema, response: { 200: SmsCodeRequestResponseSchema } },
    handler: (req) => service.requestSmsCode(d(req), req.body, req.ip),
  });

  r.post('/api/authenticate/validateSMSVerificationCode', {
    config: { access: 'public' },
    schema: { tags, body: SmsValidateRequestSchema, response: { 200: SmsValidateResponseSchema } },
    handler: (req) => service.validateSmsCode(d(req), req.body, req.ip),
  });

  r.get('/api/me', {
    // 'public' so that an ended session can still be told apart: after inactivity the answer is
    // { AutoLogoutDueToInactivity: true } (SPEC §4 App load); otherwise as a company route.
    config: { access: 'public' },
    schema: { tags, response: { 200: z.union([MeResponseSchema, MeInactiveSchema]) } },
    handler: async (req) => {
      if (!req.auth) {
        if (req.sessionProblem?.code === ERRORS.SessionInactive.code)
          return { AutoLogoutDueToInactivity: true as const };
        throw sessionError(req.sessionProblem);
      }
      // On a temporary password only the account's own company answers (the login result's).
      const requested = mustChangePassword(req.auth) ? undefined : headerOf(req, 'x-ftg-id');
      const ctx = await companyContextFor(req, requested);
      return buildMe(deps.db, ctx);
    },
  });

  const endSession = {
    config: { access: 'public' as const },
    schema: { tags, response: { 204: z.null() } },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.auth)
        await writeAudit(deps.db, {
          at: app.now(),
          userId: req.auth.user.id,
          ftgId: req.auth.session.ftgId ?? req.auth.user.ftgId,
          action: 'logout',
        });
      await app.sessions.end(req, reply);
      return reply.code(204).send(null);
    },
  };
  r.get('/api/logout', endSession);
  r.get('/api/me/clearSession', endSession);

  r.patch('/api/me/updateSessionUserAccount', {
    config: { access: 'session' },
    schema: { tags, body: UpdateSessionUserAccountSchema, response: { 200: MeResponseSchema } },
    handler: async (req) => {
      const auth = requireAuth(req);
      if (mustChangePassword(auth)) throw new ApiError('PasswordChangeRequired');
      // A new company starts in its own default year unless one is given; the tab's year header may
      // belong to the company it leaves.
      const year = req.body.SalaryYear?.toString() ?? (req.body.FtgId ? '' : undefined);
      const ctx = await companyContextFor(req, req.body.FtgId, year);
      const from = auth.session.ftgId ?? auth.user.ftgId;
      await updateSessionContext(deps.db, auth.idHash, {
        ftgId: ctx.company.ftgId,
        salaryYear: ctx.salaryYear,
      });
      if (ctx.company.ftgId !== from)
        await writeAudit(deps.db, {
          at: app.now(),
          userId: auth.user.id,
          ftgId: ctx.company.ftgId,
          action: 'company.switched',
          details: { From: from, To: ctx.company.ftgId },
        });
      auth.session.ftgId = ctx.company.ftgId;
      auth.session.salaryYear = ctx.salaryYear;
      return buildMe(deps.db, ctx);
    },
  });

  r.post('/api/me/requestSMSVerificationCode', {
    config: { access: 'session' },
    schema: { tags, response: { 200: SmsCodeRequestResponseSchema } },
    handler: (req) => service.requestSessionSmsCode(d(req), requireAuth(req), req.ip),
  });

  r.post('/api/me/validateSMSVerificationCode', {
    config: { access: 'session' },
    schema: { tags, body: z.object({ SMSCode: SmsCodeSchema }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.validateSessionSmsCode(d(req), requireAuth(req), req.body.SMSCode);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/me/keepalive', {
    // The user is active in the page without making requests (typing): the session hook has
    // already counted this request as activity.
    config: { access: 'session' },
    schema: { tags, response: { 204: z.null() } },
    handler: async (_req, reply) => reply.code(204).send(null),
  });

  r.post('/api/changepassword', {
    config: { access: 'session' },
    schema: { tags, body: ChangePasswordRequestSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const auth = requireAuth(req);
      const ctx = await companyContextFor(req, auth.user.ftgId).catch(() => null);
      await service.changePassword(d(req), auth, req.body, ctx?.company.passwordMinLength ?? 0);
      // The user's other sessions ended: their sockets close now, on every server.
      await app.bus.publishSessionsChanged([auth.user.id]);
      return reply.code(204).send(null);
    },
  });
}
