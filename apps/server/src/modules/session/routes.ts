import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthenticateResponseSchema,
  ChangePasswordRequestSchema,
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
import type { Config } from '../../config';
import { changePassword } from './change-password';
import type { SessionDeps } from './deps';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { loginConfigFor } from './login-config';
import { readMe } from './read-me';
import { requestSessionSmsCode } from './request-session-sms-code';
import { requestSmsCode } from './request-sms-code';
import { switchCompany } from './switch-company';
import { validateSessionSmsCode } from './validate-session-sms-code';
import { validateSmsCode } from './validate-sms-code';

const tags = ['Session'];

type Options = Omit<SessionDeps, 'log'> & { config: Config };

/** SPEC §4 login, the session and its company, SMS codes and passwords. */
export default async function sessionRoutes(app: FastifyInstance, deps: Options) {
  loginRoutes(app, deps);
  meRoutes(app, deps);
  sessionSmsAndPasswordRoutes(app, deps);
}

/** The use cases' dependencies for one request: its logger. */
const depsOf = (deps: Options, req: FastifyRequest): SessionDeps => ({
  db: deps.db,
  sms: deps.sms,
  now: deps.now,
  log: req.log,
});

/** Before a session: what the login page offers, the password login and its SMS step. */
function loginRoutes(app: FastifyInstance, deps: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/loginConfig', {
    config: { access: 'public' },
    schema: { tags, response: { 200: LoginConfigSchema } },
    handler: async () => loginConfigFor(deps.config),
  });

  r.post('/api/authenticate', {
    config: { access: 'public' },
    schema: { tags, body: LoginRequestSchema, response: { 200: AuthenticateResponseSchema } },
    handler: async (req, reply) => logIn(app, depsOf(deps, req), req, reply, req.body),
  });

  r.post('/api/authenticate/requestSMSVerificationCode', {
    config: { access: 'public' },
    schema: { tags, body: SmsCodeRequestSchema, response: { 200: SmsCodeRequestResponseSchema } },
    handler: (req) => requestSmsCode(depsOf(deps, req), req.body, req.ip),
  });

  r.post('/api/authenticate/validateSMSVerificationCode', {
    config: { access: 'public' },
    schema: { tags, body: SmsValidateRequestSchema, response: { 200: SmsValidateResponseSchema } },
    handler: (req) => validateSmsCode(depsOf(deps, req), req.body, req.ip),
  });
}

/** The session: who is logged in, logging out, the session's company. */
function meRoutes(app: FastifyInstance, deps: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me', {
    // 'public' so that an ended session can still be told apart: after inactivity the answer is
    // { AutoLogoutDueToInactivity: true } (SPEC §4 App load); otherwise as a company route.
    config: { access: 'public' },
    schema: { tags, response: { 200: z.union([MeResponseSchema, MeInactiveSchema]) } },
    handler: async (req) => readMe(deps.db, req),
  });

  const endSession = {
    config: { access: 'public' as const },
    schema: { tags, response: { 204: z.null() } },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      await logOut(app, deps.db, req, reply);
      return reply.code(204).send(null);
    },
  };
  r.get('/api/logout', endSession);
  r.get('/api/me/clearSession', endSession);

  r.patch('/api/me/updateSessionUserAccount', {
    config: { access: 'session' },
    schema: { tags, body: UpdateSessionUserAccountSchema, response: { 200: MeResponseSchema } },
    handler: async (req) => switchCompany(app, deps.db, req, req.body),
  });
}

/** Within a session: the SMS code of SMS companies, keeping the session alive, the password. */
function sessionSmsAndPasswordRoutes(app: FastifyInstance, deps: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/me/requestSMSVerificationCode', {
    config: { access: 'session' },
    schema: { tags, response: { 200: SmsCodeRequestResponseSchema } },
    handler: (req) => requestSessionSmsCode(depsOf(deps, req), requireAuth(req), req.ip),
  });

  r.post('/api/me/validateSMSVerificationCode', {
    config: { access: 'session' },
    schema: { tags, body: z.object({ SMSCode: SmsCodeSchema }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      await validateSessionSmsCode(depsOf(deps, req), requireAuth(req), req.body.SMSCode);
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
      await changePassword(depsOf(deps, req), auth, req.body, ctx?.company.passwordMinLength ?? 0);
      // The user's other sessions ended: their sockets close now, on every server.
      await app.bus.publishSessionsChanged([auth.user.id]);
      return reply.code(204).send(null);
    },
  });
}
