import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserAppSettingsSchema, type UserAppSettings } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { userAppSettingsQueryKey } from './get-user-app-settings';

// The session's /me query (features/session/api/get-me.ts meQueryKey), named by value: features
// do not import each other (ARCHITECTURE "Layout"). Its UserAppSettings drive the theme and idle timer.
const ME_QUERY_KEY = ['session', 'me'] as const;

/** PUT /userAppSettings (SPEC §7): saves any subset and answers the saved settings. */
export const updateUserAppSettings = (body: Partial<UserAppSettings>) =>
  apiRequest('/userAppSettings', UserAppSettingsSchema, { method: 'PUT', body });

export function useUpdateUserAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAppSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(userAppSettingsQueryKey, saved);
      // At once, so the session's theme is the saved one even before /me answers again.
      queryClient.setQueryData<unknown>(ME_QUERY_KEY, (me: unknown) =>
        me && typeof me === 'object' && 'UserAppSettings' in me ? { ...me, UserAppSettings: saved } : me,
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
