// The password check every password login step starts with (SPEC §4 Password login, ADR 0003):
// the rate limits of failed logins, the login and password, and the login type that applies.
import { effectiveLoginType } from '@lonportal/domain';
import { ApiError } from '../../plugins/errors';
import { loadPortalInfo, writeAudit } from '../../plugins/access/store';
import { verifyPassword } from '../../shared/passwords';
import type { SessionDeps } from './deps';
import { tooMany } from './sms-codes';
import * as repo from './repository';

// Rate limits of failed logins (ADR 0003: > 10 a minute from one address → 429). Per account the
// wait grows from 30 s to at most 15 min after 5 failures, so nobody can lock a user out for good.
const IP_WINDOW_MS = 60_000;
const IP_MAX_FAILURES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_MAX_WAIT_MS = 15 * 60_000;

export type FoundLogin = NonNullable<Awaited<ReturnType<typeof repo.findUserByLogin>>>;

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
export async function checkCredentials(
  deps: SessionDeps,
  login: string,
  password: string,
  ip: string,
): Promise<FoundLogin> {
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
