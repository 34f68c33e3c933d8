import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '@lonportal/domain/constants';
import { NetworkError } from './api-client';

/** SPEC §7: lists are cached for 15 minutes. Only a lost connection is worth an automatic retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        retry: (failures, err) => err instanceof NetworkError && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
