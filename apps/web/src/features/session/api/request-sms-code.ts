import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { SmsCodeRequestResponseSchema, type SmsCodeRequestSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export type SmsCodeRequest = z.infer<typeof SmsCodeRequestSchema>;

/** POST /authenticate/requestSMSVerificationCode: sends a code to the user's phone. */
export const requestSmsCode = (body: SmsCodeRequest) =>
  apiRequest('/authenticate/requestSMSVerificationCode', SmsCodeRequestResponseSchema, { body });

export const useRequestSmsCode = () => useMutation({ mutationFn: requestSmsCode });
