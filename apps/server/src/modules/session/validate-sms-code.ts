// POST /authenticate/validateSMSVerificationCode (SPEC §4): a right code gives a single-use SMSToken.
import { hashToken, newToken } from '../../plugins/session/store';
import { checkCredentials } from './credentials';
import type { SessionDeps } from './deps';
import { solveSmsCode } from './sms-codes';

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
