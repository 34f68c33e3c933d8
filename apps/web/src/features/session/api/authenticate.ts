import type { LoginRequest } from '@lonportal/domain/auth/schemas';
import { apiRequest, lazySchema } from '../../../lib/api-client';

// A call of the login page: its schema (and zod) load with the answer, not with the page.
const AuthenticateResponseSchema = lazySchema(
  async () => (await import('@lonportal/domain/auth/schemas')).AuthenticateResponseSchema,
);

/** POST /authenticate: logs in, or answers that an SMS code is needed first (SPEC §4 Password login). */
export const authenticate = (body: LoginRequest) =>
  apiRequest('/authenticate', AuthenticateResponseSchema, { body });
