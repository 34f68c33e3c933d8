import type { z } from 'zod';
import type { SmsCodeRequestSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest, lazySchema } from '../../../lib/api-client';

// A call of the login page: its schema (and zod) load with the answer, not with the page.
const SmsCodeRequestResponseSchema = lazySchema(
  async () => (await import('@lonportal/domain/auth/schemas')).SmsCodeRequestResponseSchema,
);

export type SmsCodeRequest = z.infer<typeof SmsCodeRequestSchema>;

/** POST /authenticate/requestSMSVerificationCode: sends a code to the user's phone. */
export const requestSmsCode = (body: SmsCodeRequest) =>
  apiRequest('/authenticate/requestSMSVerificationCode', SmsCodeRequestResponseSchema, { body });
