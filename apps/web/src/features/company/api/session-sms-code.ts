import { SmsCodeRequestResponseSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /me/requestSMSVerificationCode: a code to the logged-in user's phone (SPEC §4 Company selection). */
export const requestSessionSmsCode = () =>
  apiRequest('/me/requestSMSVerificationCode', SmsCodeRequestResponseSchema, { method: 'POST', body: {} });

/** POST /me/validateSMSVerificationCode: a right code lets the session into companies that require SMS. */
export const validateSessionSmsCode = (SMSCode: string) =>
  apiRequest('/me/validateSMSVerificationCode', undefined, { method: 'POST', body: { SMSCode } });
