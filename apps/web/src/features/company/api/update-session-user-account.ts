import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MeResponseSchema, type UpdateSessionUserAccountSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export type SessionUserAccountUpdate = z.input<typeof UpdateSessionUserAccountSchema>;

/**
 * PATCH /me/updateSessionUserAccount: moves the session to another company and/or salary year
 * (SPEC §4 Company selection) and answers with the /me payload there.
 */
export const updateSessionUserAccount = (body: SessionUserAccountUpdate) =>
  apiRequest('/me/updateSessionUserAccount', MeResponseSchema, { method: 'PATCH', body });

export const useUpdateSessionUserAccount = () => useMutation({ mutationFn: updateSessionUserAccount });
