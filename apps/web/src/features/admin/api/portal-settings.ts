import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MovedRowsSchema,
  PortalSettingsSchema,
  type PortalSettings,
  type PortalSettingsUpdate,
} from '@lonportal/domain/admin/portal-settings';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /admin/portal: the company's portal settings and switches, with their version. */
export const portalSettingsQueryOptions = (ftgId: string) =>
  queryOptions({
    // Under the company's portalInfo: a settings change heard over /ws refetches it too.
    queryKey: ['company', ftgId, 'portalInfo', 'admin'] as const,
    queryFn: ({ signal }) => apiRequest('/admin/portal', PortalSettingsSchema, { signal }),
    // The page is a form: it always starts from what is saved.
    staleTime: refetchedWhenShown,
    // The page shows the failure itself, with a retry.
    meta: { errorMessage: false },
  });

export const usePortalSettings = (ftgId: string) => useQuery(portalSettingsQueryOptions(ftgId));

/** GET /admin/portal/movedRows: the rows whose place in the process these switches would change. */
export const getMovedRows = (to: StatusFlags) =>
  apiRequest(
    `/admin/portal/movedRows?KalUseLonReady=${to.KalUseLonReady}&KalUseAttest=${to.KalUseAttest}`,
    MovedRowsSchema,
  );

/** PUT /admin/portal: saved on the version it names (409 when another save came first). */
export function useSavePortalSettings(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalSettingsUpdate) =>
      apiRequest('/admin/portal', PortalSettingsSchema, { method: 'PUT', body }),
    onSuccess: async (saved: PortalSettings) => {
      queryClient.setQueryData(portalSettingsQueryOptions(ftgId).queryKey, saved);
      // This browser follows at once; the others hear of it over /ws (RESOURCE_UPDATED).
      await queryClient.invalidateQueries({ queryKey: ['company', ftgId, 'portalInfo'] });
      await queryClient.invalidateQueries({ queryKey: ['session', 'me'] });
    },
  });
}
