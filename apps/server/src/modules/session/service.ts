import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  checkNewPassword,
  effectiveLoginType,
  ERRORS,
  phoneHint,
  SMS_CODE_ALPHABET,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MINUTES,
  type ChangePasswordRequest,
  type LoginRequest,
} from '@lonportal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../adapters/sms';
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
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';

export interface SessionDeps {
  db: Db;
  sms: SmsProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}

// Rate limits of failed logins (issue: > 10 a minute from one address → 429). Per account the
// wait grows from 30 s to at most 15 min after 5 failures, so nobody can lock a user out for good.
const IP_WINDOW_MS = 60_000;
const IP_MAX_FAILURES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_MAX_WAIT_MS = 15 * 60_000;

const tooMany = (retryAfterMs: number) =>
  new ApiError('TooManyRequests', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });

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
    enforceBankIdAuth: found.company.enforceBankIdAuth,
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

const codeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code.toUpperCase()}`).digest('base64url');

/** SPEC §9: 4 random characters from an unambiguous alphabet. */
export const newSmsCode = (): string =>
  Array.from({ length: SMS_CODE_LENGTH }, () => SMS_CODE_ALPHABET[randomInt(SMS_CODE_ALPHABET.length)]).join(
    '',
  );

/** POST /authenticate/requestSMSVerificationCode: sends a fresh code to the user's phone. */
export async function requestSmsCode(
  deps: SessionDeps,
  input: { Login: string; Password: string },
  ip: string,
) {
  const found = await checkCredentials(deps, input.Login, input.Password, ip);
  if ((await loginTypeOf(deps, found)) !== 'SMS') throw new ApiError('Forbidden');
  return sendSmsCode(deps, found.user, 'Login');
}

/** Sends a fresh code to the user's phone, replacing any earlier one (SPEC §9 SMS code). */
async function sendSmsCode(deps: SessionDeps, user: UserRow, field: string) {
  const phone = user.phone;
  if (!phone) throw fieldError(field, 'validation.smsCode.noPhone');
  const code = newSmsCode();
  const id = randomUUID();
  const createdAt = deps.now();
  await repo.insertSmsChallenge(deps.db, {
    id,
    userId: user.id,
    codeHash: codeHash(id, code),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
  });
  try {
    await deps.sms.send({ to: phone, login: user.login, text: `Din inloggningskod: ${code}`, at: createdAt });
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'the SMS code could not be sent');
    throw new ApiError('ServiceUnavailable');
  }
  return { SMSSent: true, PhoneHint: phoneHint(phone), ValidMinutes: SMS_CODE_TTL_MINUTES };
}

/** Checks a code against the user's open challenge (expiry, 5 tries); returns the challenge's id. */
async function checkSmsCode(deps: SessionDeps, userId: string, smsCode: string): Promise<string> {
  const challenge = await repo.latestOpenChallenge(deps.db, userId);
  const at = deps.now();
  if (!challenge) throw new ApiError('SmsCodeExpired');
  if (challenge.expiresAt <= at) {
    await repo.closeChallenge(deps.db, challenge.id, at);
    throw new ApiError('SmsCodeExpired');
  }
  if (challenge.tries >= SMS_CODE_MAX_TRIES) {
    await repo.closeChallenge(deps.db, challenge.id, at);
    throw new ApiError('SmsTooManyTries');
  }
  if (codeHash(challenge.id, smsCode) !== challenge.codeHash) {
    const tries = await repo.countChallengeTry(deps.db, challenge.id);
    if (tries >= SMS_CODE_MAX_TRIES) {
      await repo.closeChallenge(deps.db, challenge.id, at);
      throw new ApiError('SmsTooManyTries');
    }
    throw new ApiError('SmsCodeInvalid', { details: [{ Field: 'SMSCode', Code: 'errors.smsCodeInvalid' }] });
  }
  return challenge.id;
}

/** POST /authenticate/validateSMSVerificationCode: a right code gives a single-use SMSToken. */
export async function validateSmsCode(
  deps: SessionDeps,
  input: { Login: string; Password: string; SMSCode: string },
  ip: string,
): Promise<{ SMSToken: string }> {
  const found = await checkCredentials(deps, input.Login, input.Password, ip);
  const challengeId = await checkSmsCode(deps, found.user.id, input.SMSCode);
  const token = newToken();
  await repo.solveChallenge(deps.db, challengeId, hashToken(token));
  return { SMSToken: token };
}

/** POST /me/requestSMSVerificationCode: a logged-in user proves their phone before an SMS company. */
export const requestSessionSmsCode = (deps: SessionDeps, auth: AuthState) =>
  sendSmsCode(deps, auth.user, 'SMSCode');

/** POST /me/validateSMSVerificationCode: a right code lets this session into companies that require SMS. */
export async function validateSessionSmsCode(
  deps: SessionDeps,
  auth: AuthState,
  smsCode: string,
): Promise<void> {
  const challengeId = await checkSmsCode(deps, auth.user.id, smsCode);
  const at = deps.now();
  await repo.closeChallenge(deps.db, challengeId, at);
  await updateSessionContext(deps.db, auth.idHash, { smsVerifiedAt: at });
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
  await writeAudit(deps.db, { userId: user.id, ftgId: user.ftgId, action: 'password.changed' });
}
