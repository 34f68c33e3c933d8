// POST /me/requestSMSVerificationCode (SPEC §4): a logged-in user proves their phone before an SMS company.
import type { AuthState } from '../../plugins/session/index';
import type { SessionDeps } from './deps';
import { sendSmsCode } from './sms-codes';

export const requestSessionSmsCode = (deps: SessionDeps, auth: AuthState, ip: string) =>
  sendSmsCode(deps, auth.user, 'SMSCode', ip);
