// The password check every password login step starts with (SPEC §4 Password login, ADRs 0003
// and 0026): the limits of failed logins, the login and password, and the login type that applies.
import { effectiveLoginType } from '@lonportal/domain';
import { ApiError } from '../../plugins/errors';
import { loadPortalInfo, writeAudit } from '../../plugins/access/store';
import { verifyPassword } from '../../shared/passwords';
import type { SessionDeps } from './deps';
import { tooMany } from './sms-codes';
import * as repo from './repository';

// Limits of failed logins (ADR 0026, after OWASP's Authentication and Credential Stuffing
// Prevention cheat sheets). Per account, counted from every address: 5 free failures in 15
// minutes, then a wait from 30 s doubling to at most 15 minutes, in which every attempt at the
// login is refused, its correct password too (ADR 0003); the wait always ends. Per address: one
// that failed on more than 10 different logins in 10 minutes is slowed, but only its failures
// answer 429, so an office or a proxy that many users share keeps logging in.
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_MAX_WAIT_MS = 15 * 60_000;
const ADDRESS_WINDOW_MS = 10 * 60_000;
const ADDRESS_MAX_LOGINS = 10;

export type FoundLogin = NonNullable<Awaited<ReturnType<typeof repo.findUserByLogin>>>;

/** 429 while the login waits after its failures, whether or not an account has that login. */
async function assertLoginNotWaiting(deps: SessionDeps, login: string): Promise<void> {
  const at = deps.now().getTime();
  const forLogin = await repo.failuresForLogin(deps.db, login, new Date(at - ACCOUNT_WINDOW_MS));
  if (forLogin.n >= ACCOUNT_FREE_FAILURES && forLogin.last) {
    const wait = Math.min(30_000 * 2 ** (forLogin.n - ACCOUNT_FREE_FAILURES), ACCOUNT_MAX_WAIT_MS);
    const until = forLogin.last.getTime() + wait;
    if (until > at) throw tooMany(until - at);
  }
}

/**
 * The answer to a failure already recorded: 40100, or 429 until the address has failed on at most
 * 10 logins in the window. It depends on the address's failures only, never on whether the login
 * exists (ADR 0003).
 */
async function failureAnswer(deps: SessionDeps, ip: string): Promise<ApiError> {
  const at = deps.now().getTime();
  const since = new Date(at - ADDRESS_WINDOW_MS);
  const beyond = await repo.failureBeyondLogins(deps.db, ip, since, ADDRESS_MAX_LOGINS);
  return beyond ? tooMany(beyond.getTime() + ADDRESS_WINDOW_MS - at) : new ApiError('WrongCredentials');
}

/**
 * Checks login and password under the limits of failed logins; a wrong pair answers alike whether or
 * not the login exists. A correct password is refused only while its own login waits.
 */
export async function checkCredentials(
  deps: SessionDeps,
  login: string,
  password: string,
  ip: string,
): Promise<FoundLogin> {
  await assertLoginNotWaiting(deps, login);
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
    throw await failureAnswer(deps, ip);
  }
  return found;
}

/** How the account logs in: the portal's, the account's and the company's settings together (SPEC §4). */
export async function loginTypeOf(deps: SessionDeps, found: FoundLogin) {
  const portal = await loadPortalInfo(deps.db, found.company.ftgId);
  return effectiveLoginType({
    portalLoginType: portal.LoginType,
    userLoginType: found.user.loginType,
    requireSmsVerification: found.company.requireSmsVerification,
    enforceBankIdAuth: found.company.enforceBankIdAuth || found.user.enforceBankIdAuth,
  });
}
