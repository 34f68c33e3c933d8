import type { z } from 'zod';
import type { SmsCodeRequestSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

const SmsCodeRequestResponseSchema = authSchema((schemas) => schemas.SmsCodeRequestResponseSchema);

export type SmsCodeRequest = z.infer<typeof SmsCodeRequestSchema>;

/** POST /authenticate/requestSMSVerificationCode: sends a code to the user's phone. */
export const requestSmsCode = (body: SmsCodeRequest) =>
  apiRequest('/authenticate/requestSMSVerificationCode', SmsCodeRequestResponseSchema, { body });
