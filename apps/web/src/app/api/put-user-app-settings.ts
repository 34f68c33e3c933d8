import { useMutation } from '@tanstack/react-query';
import { UserAppSettingsSchema, type UserAppSettings } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../lib/api-client';

/** PUT /userAppSettings with some fields: saves them and answers all settings (SPEC §3 UserAppSettings). */
export const putUserAppSettings = (body: Partial<UserAppSettings>) =>
  apiRequest('/userAppSettings', UserAppSettingsSchema, { method: 'PUT', body });

export const usePutUserAppSettings = () => useMutation({ mutationFn: putUserAppSettings });
