// SMS codes of the two-step login and of SMS companies (SPEC §4, §9; ADR 0003): sending under the
// request limits, and checking with a try counter that holds under concurrent requests.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  phoneHint,
  SMS_CODE_ALPHABET,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MINUTES,
} from '@lonportal/domain';
import { ApiError, fieldError } from '../../plugins/errors';
import { writeAudit } from '../../plugins/access/store';
import type { UserRow } from '../../plugins/session/store';
import * as repo from './repository';
import type { SessionDeps } from './deps';

// New codes per 10 minutes: a few per account (each is a text message to a real phone, and each
// would otherwise bring fresh tries), more per address, where a company's office shares one.
const REQUEST_WINDOW_MS = 10 * 60_000;
const REQUESTS_PER_ACCOUNT = 3;
const REQUESTS_PER_ADDRESS = 10;

/** 429 with Retry-After in whole seconds (at least 1). */
export const tooMany = (retryAfterMs: number) =>
  new ApiError('TooManyRequests', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });

const codeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code.toUpperCase()}`).digest('base64url');

/** SPEC §9: 4 random characters from an unambiguous alphabet. */
export const newSmsCode = (): string =>
  Array.from({ length: SMS_CODE_LENGTH }, () => SMS_CODE_ALPHABET[randomInt(SMS_CODE_ALPHABET.length)]).join(
    '',
  );

async function assertMayRequest(deps: SessionDeps, userId: string, ip: string, at: number): Promise<void> {
  const since = new Date(at - REQUEST_WINDOW_MS);
  for (const [by, limit] of [
    [{ userId }, REQUESTS_PER_ACCOUNT],
    [{ ip }, REQUESTS_PER_ADDRESS],
  ] as const) {
    const made = await repo.smsRequestsSince(deps.db, by, since);
    if (made.n >= limit && made.first) throw tooMany(made.first.getTime() + REQUEST_WINDOW_MS - at);
  }
}

/**
 * Sends a fresh code to the user's phone, replacing any earlier one (SPEC §9 SMS code). The new
 * code keeps the wrong tries of the codes before it in the window, so asking again never buys
 * more guesses.
 */
export async function sendSmsCode(deps: SessionDeps, user: UserRow, field: string, ip: string) {
  const phone = user.phone;
  if (!phone) throw fieldError(field, 'validation.smsCode.noPhone');
  const createdAt = deps.now();
  await assertMayRequest(deps, user.id, ip, createdAt.getTime());
  const tries = await repo.unsolvedTriesSince(
    deps.db,
    user.id,
    new Date(createdAt.getTime() - SMS_CODE_TTL_MINUTES * 60_000),
  );
  if (tries >= SMS_CODE_MAX_TRIES) throw new ApiError('SmsTooManyTries');
  const code = newSmsCode();
  const id = randomUUID();
  await repo.insertSmsChallenge(deps.db, {
    id,
    userId: user.id,
    codeHash: codeHash(id, code),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
    tries,
    ip,
  });
  try {
    await deps.sms.send({ to: phone, login: user.login, text: `Din inloggningskod: ${code}`, at: createdAt });
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'the SMS code could not be sent');
    throw new ApiError('ServiceUnavailable');
  }
  await writeAudit(deps.db, {
    at: deps.now(),
    userId: user.id,
    ftgId: user.ftgId,
    action: 'sms.requested',
    details: { Ip: ip },
  });
  return { SMSSent: true, PhoneHint: phoneHint(phone), ValidMinutes: SMS_CODE_TTL_MINUTES };
}

/**
 * Checks a code against the user's open challenge and marks it solved with `tokenHash`. Each check
 * first takes a try in SQL (repo.takeChallengeTry), so at most 5 codes are ever compared.
 */
export async function solveSmsCode(
  deps: SessionDeps,
  user: Pick<UserRow, 'id' | 'ftgId'>,
  smsCode: string,
  tokenHash: string,
): Promise<void> {
  const audit = { userId: user.id, ftgId: user.ftgId };
  try {
    await checkSmsCode(deps, user.id, smsCode, tokenHash);
  } catch (err) {
    const code = err instanceof ApiError ? err.code : null;
    await writeAudit(deps.db, { at: deps.now(), ...audit, action: 'sms.failed', details: { Code: code } });
    throw err;
  }
  await writeAudit(deps.db, { at: deps.now(), ...audit, action: 'sms.verified' });
}

async function checkSmsCode(deps: SessionDeps, userId: string, smsCode: string, tokenHash: string) {
  const challenge = await repo.latestOpenChallenge(deps.db, userId);
  const at = deps.now();
  if (!challenge) throw new ApiError('SmsCodeExpired');
  if (challenge.expiresAt <= at) {
    await repo.closeChallenge(deps.db, challenge.id, at);
    throw new ApiError('SmsCodeExpired');
  }
  const tries = await repo.takeChallengeTry(deps.db, challenge.id, SMS_CODE_MAX_TRIES);
  if (tries === null) {
    await repo.closeChallenge(deps.db, challenge.id, at);
    throw new ApiError('SmsTooManyTries');
  }
  if (codeHash(challenge.id, smsCode) === challenge.codeHash) {
    // Two right answers at once: only one gets the token.
    if (!(await repo.solveChallenge(deps.db, challenge.id, tokenHash))) throw new ApiError('SmsCodeExpired');
    return;
  }
  if (tries >= SMS_CODE_MAX_TRIES) {
    await repo.closeChallenge(deps.db, challenge.id, at);
    throw new ApiError('SmsTooManyTries');
  }
  throw new ApiError('SmsCodeInvalid', { details: [{ Field: 'SMSCode', Code: 'errors.smsCodeInvalid' }] });
}
