import { queryOptions, useQuery } from '@tanstack/react-query';
import { TimeEntryHistorySchema } from '@lonportal/domain/time/entries';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /tidrader/{Id}/historik: who created, changed, approved or attested the row, and when. */
export const getEntryHistory = (id: string, signal?: AbortSignal) =>
  apiRequest(`/tidrader/${id}/historik`, TimeEntryHistorySchema, signal ? { signal } : {});

export const entryHistoryQueryOptions = (ftgId: string, id: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'tidrader', id, 'historik'] as const,
    queryFn: ({ signal }) => getEntryHistory(id, signal),
    staleTime: refetchedWhenShown,
  });

export const useEntryHistory = (ftgId: string, id: string | null) =>
  useQuery({ ...entryHistoryQueryOptions(ftgId, id ?? ''), enabled: id !== null });
