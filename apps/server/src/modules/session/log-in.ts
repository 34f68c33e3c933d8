// POST /authenticate (SPEC §4 Password login): the password and, for an SMS login, the SMSToken of
// the code solved before; then a session, its audit row and the login result.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest, LoginResult } from '@lonportal/domain';
import { companyContextFor } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { hashToken, type UserRow } from '../../plugins/session/store';
import { buildLoginResult } from '../../shared/login-result';
import { checkCredentials, loginTypeOf } from './credentials';
import type { SessionDeps } from './deps';
import * as repo from './repository';

type Outcome = { kind: 'sms-required' } | { kind: 'ok'; user: UserRow; method: 'PASSWORD' | 'SMS' };

/** Whether the login may go on, and by which method (an SMS company's second step first). */
async function authenticate(deps: SessionDeps, input: LoginRequest, ip: string): Promise<Outcome> {
  const found = await checkCredentials(deps, input.Login, input.Password, ip);
  const type = await loginTypeOf(deps, found);
  if (type === 'BANKID') throw new ApiError('BankIdRequired');
  if (type === 'SMS') {
    if (!input.SMSToken) return { kind: 'sms-required' };
    const ok = await repo.consumeSmsToken(deps.db, found.user.id, hashToken(input.SMSToken), deps.now());
    if (!ok) throw new ApiError('SmsTokenInvalid');
    return { kind: 'ok', user: found.user, method: 'SMS' };
  }
  return { kind: 'ok', user: found.user, method: 'PASSWORD' };
}

export async function logIn(
  app: FastifyInstance,
  deps: SessionDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  input: LoginRequest,
): Promise<LoginResult | { requireSMSVerification: true }> {
  const outcome = await authenticate(deps, input, req.ip);
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
}
