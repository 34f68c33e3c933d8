import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserAppSettingsSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /userAppSettings (SPEC §7): the user's preferences, SPEC §3 defaults filled in. */
export const getUserAppSettings = (signal?: AbortSignal) =>
  apiRequest('/userAppSettings', UserAppSettingsSchema, signal ? { signal } : {});

export const userAppSettingsQueryKey = ['account', 'userAppSettings'] as const;

export const userAppSettingsQueryOptions = () =>
  queryOptions({
    queryKey: userAppSettingsQueryKey,
    queryFn: ({ signal }) => getUserAppSettings(signal),
    // The page is a form: it always starts from what is saved.
    staleTime: refetchedWhenShown,
    // The page shows the failure itself, with a retry.
    meta: { errorMessage: false },
  });

export const useUserAppSettings = () => useQuery(userAppSettingsQueryOptions());
