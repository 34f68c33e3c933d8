import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '@lonportal/domain/constants';

/**
 * Query options for a reference list (SPEC §7: "Lists are cached for 15 minutes"; §9 Cache
 * lifetime): fresh and kept for 15 minutes, refetched sooner only when a live event names it
 * (app/global/live-resources.ts). Key it `['company', ftgId, '<api path>', …]`.
 */
export function referenceQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetcher: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    staleTime: CACHE_LIFETIME_MS,
    gcTime: CACHE_LIFETIME_MS,
  });
}
