import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '@lonportal/domain/constants';
import { apiRequest, lazySchema } from '../../../lib/api-client';

// The login page asks for it: its schema (and zod) load with the answer, not with the page.
const LoginConfigSchema = lazySchema(
  async () => (await import('@lonportal/domain/auth/schemas')).LoginConfigSchema,
);

/** GET /loginConfig: reset-form and store addresses, and the login methods offered (public). */
export const getLoginConfig = (signal?: AbortSignal) =>
  apiRequest('/loginConfig', LoginConfigSchema, signal ? { signal } : {});

export const loginConfigQueryKey = ['session', 'loginConfig'] as const;

export const loginConfigQueryOptions = () =>
  queryOptions({
    queryKey: loginConfigQueryKey,
    queryFn: ({ signal }) => getLoginConfig(signal),
    staleTime: CACHE_LIFETIME_MS,
    retry: 1,
    // The password form works without it (only the links wait), so a failure needs no snackbar.
    meta: { errorMessage: false },
  });

export const useLoginConfig = () => useQuery(loginConfigQueryOptions());
