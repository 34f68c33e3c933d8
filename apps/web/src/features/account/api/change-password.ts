import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /changepassword (SPEC §7): 204; the user's other sessions end (SPEC §4 Forced session end). */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('/changepassword', undefined, { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
