import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type SmsValidateRequestSchema, SmsValidateResponseSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export type SmsValidateRequest = z.input<typeof SmsValidateRequestSchema>;

/** POST /authenticate/validateSMSVerificationCode: a right code gives a single-use SMSToken. */
export const validateSmsCode = (body: SmsValidateRequest) =>
  apiRequest('/authenticate/validateSMSVerificationCode', SmsValidateResponseSchema, { body });

export const useValidateSmsCode = () => useMutation({ mutationFn: validateSmsCode });
