import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { refetchedWhenShown } from '../../../../lib/query-freshness';

// The user's own calendar feed address (DOMAIN §15): shown, replaced and revoked here. The server
// answers only users who have the schedule (SPEC §6 Schedule: an AnstNr in this company).

/** The address and a QR code of it (an SVG document), both null without a feed. */
export const CalendarFeedSchema = z.object({ Url: z.string().nullable(), Qr: z.string().nullable() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

const key = (ftgId: string) => ['company', ftgId, 'kalenderflode'] as const;

/** GET /kalenderflode: the caller's feed address, if they have one. */
export const useCalendarFeed = (ftgId: string) =>
  useQuery({
    queryKey: key(ftgId),
    queryFn: ({ signal }) => apiRequest('/kalenderflode', CalendarFeedSchema, { signal }),
    // Another tab or device may have replaced it: shown as it is now.
    staleTime: refetchedWhenShown,
    // The section shows the failure itself, with a retry.
    meta: { errorMessage: false },
  });

/** POST /kalenderflode: a new address; the old one, if any, stops working at once. */
export function useNewCalendarFeed(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/kalenderflode', CalendarFeedSchema, { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(key(ftgId), feed),
  });
}

/** DELETE /kalenderflode: the address stops working (DOMAIN §15: revocable by the user). */
export function useRevokeCalendarFeed(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/kalenderflode', undefined, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(key(ftgId), { Url: null, Qr: null }),
  });
}
