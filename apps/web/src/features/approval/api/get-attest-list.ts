import { queryOptions, useQuery } from '@tanstack/react-query';
import { AttestListSchema } from '@lonportal/domain/time/entries';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../../../lib/date-filter';

/** GET /attestlista?From&To: per employee the caller may attest, hours, rows per status and ATL warnings. */
export const getAttestList = (period: Period, signal?: AbortSignal) =>
  apiRequest(
    `/attestlista?${new URLSearchParams({ From: period.From, To: period.To }).toString()}`,
    AttestListSchema,
    signal ? { signal } : {},
  );

// 'attestlista' is the segment RESOURCE_UPDATED 'timeEntries' refreshes (app/global/live-resources.ts).
export const attestListQueryKey = (ftgId: string, period: Period) =>
  ['company', ftgId, 'attestlista', period.From, period.To] as const;

export const attestListQueryOptions = (ftgId: string, period: Period, enabled = true) =>
  queryOptions({
    queryKey: attestListQueryKey(ftgId, period),
    queryFn: ({ signal }) => getAttestList(period, signal),
    enabled,
    // The page shows the failure itself, with a retry.
    meta: { errorMessage: false },
  });

export const useAttestList = (ftgId: string, period: Period, enabled = true) =>
  useQuery(attestListQueryOptions(ftgId, period, enabled));
