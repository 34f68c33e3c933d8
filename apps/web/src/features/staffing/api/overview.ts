import { useQuery } from '@tanstack/react-query';
import { OversiktSchema } from '@lonportal/domain/staffing/planner';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { planSearch, type PlanFilter } from './needs';

/** GET /bemanna/oversikt: cover per day and task, and the shifts with warnings (SPEC §8 staffing conflicts). */
export const useOverview = (ftgId: string, f: PlanFilter) =>
  useQuery({
    queryKey: ['company', ftgId, 'oversikt', f] as const,
    queryFn: ({ signal }) => apiRequest(`/bemanna/oversikt?${planSearch(f)}`, OversiktSchema, { signal }),
    staleTime: refetchedWhenShown,
  });
