// POST /me/validateSMSVerificationCode (SPEC §4): a right code lets this session into companies that
// require SMS.
import type { AuthState } from '../../plugins/session/index';
import { hashToken, newToken, updateSessionContext } from '../../plugins/session/store';
import type { SessionDeps } from './deps';
import { solveSmsCode } from './sms-codes';

export async function validateSessionSmsCode(
  deps: SessionDeps,
  auth: AuthState,
  smsCode: string,
): Promise<void> {
  // Solved with a token nobody is given: the challenge counts as solved, and can log no one in.
  await solveSmsCode(deps, auth.user, smsCode, hashToken(newToken()));
  await updateSessionContext(deps.db, auth.idHash, { smsVerifiedAt: deps.now() });
}
