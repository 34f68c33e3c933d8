import type { z } from 'zod';
import type { SmsValidateRequestSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

const SmsValidateResponseSchema = authSchema((schemas) => schemas.SmsValidateResponseSchema);

export type SmsValidateRequest = z.input<typeof SmsValidateRequestSchema>;

/** POST /authenticate/validateSMSVerificationCode: a right code gives a single-use SMSToken. */
export const validateSmsCode = (body: SmsValidateRequest) =>
  apiRequest('/authenticate/validateSMSVerificationCode', SmsValidateResponseSchema, { body });
