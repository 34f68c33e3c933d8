import { queryOptions } from '@tanstack/react-query';
import { NastaPassSchema } from '@lonportal/domain/schedule/next-shift';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

// GET /schedule/next: the caller's next shift, for the dashboard. The key's segment `schedule` lets
// the live events of shifts refetch it (app/global/live-resources.ts).
export const nextShiftQuery = (ftgId: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'schedule', 'next'] as const,
    queryFn: ({ signal }) => apiRequest('/schedule/next', NastaPassSchema, { signal }),
    staleTime: refetchedWhenShown,
  });
