import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageListSchema, MessageStatusSchema } from '@lonportal/domain/messages';
import { apiRequest, apiRequestPaged } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /messages: a page of the user's inbox in the company ('messages' is what a new message refetches). */
export const inboxQueryOptions = (ftgId: string, page: { Page: number; PerPage: number }) =>
  queryOptions({
    queryKey: ['company', ftgId, 'messages', page.Page, page.PerPage] as const,
    queryFn: ({ signal }) =>
      apiRequestPaged(`/messages?Page=${page.Page}&PerPage=${page.PerPage}`, MessageListSchema, { signal }),
    staleTime: refetchedWhenShown,
    placeholderData: keepPreviousData,
    meta: { errorMessage: false },
  });

export const useInbox = (ftgId: string, page: { Page: number; PerPage: number }) =>
  useQuery(inboxQueryOptions(ftgId, page));

/** GET /messages/status: how many are unread (SPEC §7 AntalOlast). */
export const messageStatusQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'messages', 'status'] as const,
    queryFn: ({ signal }) => apiRequest('/messages/status', MessageStatusSchema, { signal }),
    staleTime: 60_000,
    // The badge just stays as it was when the count cannot be fetched.
    meta: { errorMessage: false },
  });

export const useMessageStatus = (ftgId: string, enabled: boolean) =>
  useQuery({ ...messageStatusQueryOptions(ftgId), enabled });

/** POST /messages/{Id}/read; the inbox and the badge follow. */
export function useMarkRead(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/messages/${id}/read`, undefined, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', ftgId, 'messages'] }),
  });
}
