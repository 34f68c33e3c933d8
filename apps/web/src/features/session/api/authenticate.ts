import type { LoginRequest } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

const AuthenticateResponseSchema = authSchema((schemas) => schemas.AuthenticateResponseSchema);

/** POST /authenticate: logs in, or answers that an SMS code is needed first (SPEC §4 Password login). */
export const authenticate = (body: LoginRequest) =>
  apiRequest('/authenticate', AuthenticateResponseSchema, { body });
