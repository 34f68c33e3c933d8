import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleSchema } from '@lonportal/domain/schedule/schedule';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

// GET /schedule: the employee's own schedule of a period. The key's segment `schedule` lets the
// live events of shifts refetch it (app/global/live-resources.ts).

export const scheduleQuery = (ftgId: string, From: string, To: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'schedule', From, To] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/schedule?${new URLSearchParams({ From, To }).toString()}`, ScheduleSchema, { signal }),
    staleTime: refetchedWhenShown,
  });

export const useSchedule = (ftgId: string, From: string, To: string) =>
  useQuery(scheduleQuery(ftgId, From, To));
