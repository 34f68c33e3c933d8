import {
  checkNewPassword,
  effectiveLoginType,
  ERRORS,
  type ChangePasswordRequest,
  type LoginRequest,
} from '@lonportal/domain';
import { ApiError, fieldError } from '../../plugins/errors';
import { loadPortalInfo, writeAudit } from '../../plugins/access/store';
import {
  endUserSessions,
  hashToken,
  newToken,
  updateSessionContext,
  type UserRow,
} from '../../plugins/session/store';
import type { AuthState } from '../../plugins/session/index';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { SessionDeps } from './deps';
import { sendSmsCode, solveSmsCode, tooMany } from './sms-codes';
import * as repo from './repository';

// Rate limits of failed logins (issue: > 10 a minute from one address → 429). Per account the
// wait grows from 30 s to at most 15 min after 5 failures, so nobody can lock a user out for good.
const IP_WINDOW_MS = 60_000;
const IP_MAX_FAILURES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_MAX_WAIT_MS = 15 * 60_000;

async function assertNotRateLimited(deps: SessionDeps, login: string, ip: string): Promise<void> {
  const at = deps.now().getTime();
  const fromIp = await repo.failuresFromIp(deps.db, ip, new Date(at - IP_WINDOW_MS));
  if (fromIp.n >= IP_MAX_FAILURES && fromIp.first) {
    throw tooMany(fromIp.first.getTime() + IP_WINDOW_MS - at);
  }
  const forLogin = await repo.failuresForLogin(deps.db, login, new Date(at - ACCOUNT_WINDOW_MS));
  if (forLogin.n >= ACCOUNT_FREE_FAILURES && forLogin.last) {
    const wait = Math.min(30_000 * 2 ** (forLogin.n - ACCOUNT_FREE_FAILURES), ACCOUNT_MAX_WAIT_MS);
    const until = forLogin.last.getTime() + wait;
    if (until > at) throw tooMany(until - at);
  }
}

/** Checks login and password under the rate limits; a wrong pair is 40100 whether or not the login exists. */
async function checkCredentials(deps: SessionDeps, login: string, password: string, ip: string) {
  await assertNotRateLimited(deps, login, ip);
  const found = await repo.findUserByLogin(deps.db, login);
  const ok = await verifyPassword(found?.user.passwordHash, password);
  if (!found || !ok || found.user.disabled) {
    await repo.recordLoginFailure(deps.db, login, ip, deps.now());
    await writeAudit(deps.db, {
      at: deps.now(),
      userId: found?.user.id ?? null,
      ftgId: found?.company.ftgId ?? null,
      action: 'login.failed',
      details: { Login: login, Method: 'PASSWORD', Ip: ip },
    });
    throw new ApiError('WrongCredentials');
  }
  return found;
}

async function loginTypeOf(
  deps: SessionDeps,
  found: NonNullable<Awaited<ReturnType<typeof repo.findUserByLogin>>>,
) {
  const portal = await loadPortalInfo(deps.db, found.company.ftgId);
  return effectiveLoginType({
    portalLoginType: portal.LoginType,
    userLoginType: found.user.loginType,
    requireSmsVerification: found.company.requireSmsVerification,
    enforceBankIdAuth: found.company.enforceBankIdAuth || found.user.enforceBankIdAuth,
  });
}

export type AuthenticateOutcome =
  { kind: 'sms-required' } | { kind: 'ok'; user: UserRow; method: 'PASSWORD' | 'SMS' };

/** POST /authenticate (SPEC §4 Password login). */
export async function authenticate(
  deps: SessionDeps,
  input: LoginRequest,
  ip: string,
): Promise<AuthenticateOutcome> {
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

/** POST /authenticate/requestSMSVerificationCode: sends a fresh code to the user's phone. */
export async function requestSmsCode(
  deps: SessionDeps,
  input: { Login: string; Password: string },
  ip: string,
) {
  const found = await checkCredentials(deps, input.Login, input.Password, ip);
  if ((await loginTypeOf(deps, found)) !== 'SMS') throw new ApiError('Forbidden');
  return sendSmsCode(deps, found.user, 'Login', ip);
}

/** POST /authenticate/validateSMSVerificationCode: a right code gives a single-use SMSToken. */
export async function validateSmsCode(
  deps: SessionDeps,
  input: { Login: string; Password: string; SMSCode: string },
  ip: string,
): Promise<{ SMSToken: string }> {
  const found = await checkCredentials(deps, input.Login, input.Password, ip);
  const token = newToken();
  await solveSmsCode(deps, found.user, input.SMSCode, hashToken(token));
  return { SMSToken: token };
}

/** POST /me/requestSMSVerificationCode: a logged-in user proves their phone before an SMS company. */
export const requestSessionSmsCode = (deps: SessionDeps, auth: AuthState, ip: string) =>
  sendSmsCode(deps, auth.user, 'SMSCode', ip);

/** POST /me/validateSMSVerificationCode: a right code lets this session into companies that require SMS. */
export async function validateSessionSmsCode(
  deps: SessionDeps,
  auth: AuthState,
  smsCode: string,
): Promise<void> {
  // Solved with a token nobody is given: the challenge counts as solved, and can log no one in.
  await solveSmsCode(deps, auth.user, smsCode, hashToken(newToken()));
  await updateSessionContext(deps.db, auth.idHash, { smsVerifiedAt: deps.now() });
}

/** POST /changepassword: checks the current one, applies the rules, ends the user's other sessions. */
export async function changePassword(
  deps: SessionDeps,
  auth: AuthState,
  input: ChangePasswordRequest,
  minLength: number,
): Promise<void> {
  const user = await repo.findUserById(deps.db, auth.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.CurrentPassword))) {
    throw new ApiError('CurrentPasswordWrong', {
      details: [{ Field: 'CurrentPassword', Code: 'errors.currentPasswordWrong' }],
    });
  }
  const problem = checkNewPassword(input.NewPassword, {
    minLength,
    current: input.CurrentPassword,
    login: user.login,
  });
  if (problem) throw fieldError('NewPassword', problem);
  const at = deps.now();
  await repo.updatePasswordHash(deps.db, user.id, await hashPassword(input.NewPassword), at);
  // This session goes on; every other one ends with the password-changed message (SPEC §4).
  await updateSessionContext(deps.db, auth.idHash, { passwordChangedAt: at });
  await endUserSessions(deps.db, user.id, ERRORS.SessionEndedPasswordChanged.code, at, auth.idHash);
  await writeAudit(deps.db, {
    at: deps.now(),
    userId: user.id,
    ftgId: user.ftgId,
    action: 'password.changed',
  });
}
