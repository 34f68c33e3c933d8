import type { z } from 'zod';
import type { SmsValidateRequestSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest, lazySchema } from '../../../lib/api-client';

// A call of the login page: its schema (and zod) load with the answer, not with the page.
const SmsValidateResponseSchema = lazySchema(
  async () => (await import('@lonportal/domain/auth/schemas')).SmsValidateResponseSchema,
);

export type SmsValidateRequest = z.input<typeof SmsValidateRequestSchema>;

/** POST /authenticate/validateSMSVerificationCode: a right code gives a single-use SMSToken. */
export const validateSmsCode = (body: SmsValidateRequest) =>
  apiRequest('/authenticate/validateSMSVerificationCode', SmsValidateResponseSchema, { body });
