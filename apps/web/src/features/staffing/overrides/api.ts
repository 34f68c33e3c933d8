import { useQuery } from '@tanstack/react-query';
import { OverstyrningarSchema, type OverstyrningQuery } from '@lonportal/domain/staffing/overrides';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/**
 * GET /bemanna/overstyrningar: the warnings kept with a reason in a period, with who kept them and
 * why (DOMAIN §4: each override logged with who and why). Nothing is read until a period is chosen.
 */
export const useOverrideReport = (ftgId: string, period: OverstyrningQuery | null) =>
  useQuery({
    queryKey: ['company', ftgId, 'overstyrningar', period] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/bemanna/overstyrningar?${new URLSearchParams({ From: period?.From ?? '', To: period?.To ?? '' }).toString()}`,
        OverstyrningarSchema,
        { signal },
      ),
    enabled: period !== null,
    staleTime: refetchedWhenShown,
  });
