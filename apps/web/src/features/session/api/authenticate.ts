import { useMutation } from '@tanstack/react-query';
import { AuthenticateResponseSchema, type LoginRequest } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /authenticate: logs in, or answers that an SMS code is needed first (SPEC §4 Password login). */
export const authenticate = (body: LoginRequest) =>
  apiRequest('/authenticate', AuthenticateResponseSchema, { body });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
