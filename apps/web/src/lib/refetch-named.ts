import type { QueryClient } from '@tanstack/react-query';

// What a write of an employee's own reports (absence, leave, near accidents) refetches.

/**
 * Refetches the caches whose key names one of `names` (an API path segment), of this company: what
 * a write changed. The time report's caches too, as reports and approved leave write its rows.
 */
export const refetchNamed = (queryClient: QueryClient, ftgId: string, names: readonly string[]) =>
  queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[1] === ftgId && q.queryKey.some((k) => typeof k === 'string' && names.includes(k)),
  });
/** The caches of time rows: reports and approved leave write rows into the time report. */
export const TIME_ROWS = ['tidrapport', 'tidrader', 'attestlista'];
