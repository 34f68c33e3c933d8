// POST /authenticate/requestSMSVerificationCode (SPEC §4, §9): sends a fresh code to the phone of an
// account that logs in with SMS, after its password.
import { ApiError } from '../../plugins/errors';
import { checkCredentials, loginTypeOf } from './credentials';
import type { SessionDeps } from './deps';
import { sendSmsCode } from './sms-codes';

export async function requestSmsCode(
  deps: SessionDeps,
  input: { Login: string; Password: string },
  ip: string,
) {
  const found = await checkCredentials(deps, input.Login, input.Password, ip);
  if ((await loginTypeOf(deps, found)) !== 'SMS') throw new ApiError('Forbidden');
  return sendSmsCode(deps, found.user, 'Login', ip);
}
