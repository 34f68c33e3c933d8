// POST /bankidauth/selectuser (SPEC §4 BankID login): the identified person picks one of their
// accounts, once, from the browser that started the order; then a session and the login result.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type LoginResult } from '@lonportal/domain';
import { companyContextFor } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { hashToken, type UserRow } from '../../plugins/session/store';
import { buildLoginResult } from '../../shared/login-result';
import type { BankIdDeps } from './orders';
import * as repo from './repository';

type Choice = { BankIDToken: string; Login: string };

/** The account picked, if the token is this browser's, fresh and unused and the account the person's. */
async function pickedAccount(
  deps: BankIdDeps,
  input: Choice,
  browserToken: string | undefined,
): Promise<UserRow> {
  const order = await repo.findOrderByToken(deps.db, hashToken(input.BankIDToken));
  const at = deps.now();
  if (
    !order ||
    !browserToken ||
    order.browserHash !== hashToken(browserToken) ||
    order.status !== 'complete' ||
    !order.tokenExpiresAt ||
    order.tokenExpiresAt <= at ||
    order.tokenUsedAt
  ) {
    throw new ApiError('NotAuthenticated');
  }
  const user = await repo.findUserByLogin(deps.db, input.Login);
  if (!user || user.disabled || !order.persNr || user.persNr !== order.persNr)
    throw new ApiError('WrongCredentials');
  if (!(await repo.useToken(deps.db, order.orderRef, at))) throw new ApiError('NotAuthenticated');
  return user;
}

export async function selectUser(
  app: FastifyInstance,
  deps: BankIdDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  input: Choice,
  browserToken: string | undefined,
): Promise<LoginResult> {
  const user = await pickedAccount(deps, input, browserToken).catch(async (err: unknown) => {
    if (err instanceof ApiError && err.code === ERRORS.WrongCredentials.code)
      await writeAudit(app.db, {
        at: app.now(),
        action: 'login.failed',
        details: { Login: input.Login, Method: 'BANKID', Ip: req.ip },
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
}
