import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BemanningsinstallningarOutSchema,
  type Bemanningsinstallningar,
} from '@lonportal/domain/staffing/planner';
import { apiRequest } from '../../../lib/api-client';
import { refetchStaffing } from './needs';

// The working-time rules the company plans by (DOMAIN §4): read by every manager who plans, kept
// by those who keep the registers (the server answers 403 to the others).

const settingsKey = (ftgId: string) => ['company', ftgId, 'installningar'] as const;

/** GET /bemanna/installningar. */
export const settingsQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: settingsKey(ftgId),
    queryFn: ({ signal }) =>
      apiRequest('/bemanna/installningar', BemanningsinstallningarOutSchema, { signal }),
  });

export const useStaffingSettings = (ftgId: string) => useQuery(settingsQueryOptions(ftgId));

/** PUT /bemanna/installningar on the version read; the planner's warnings follow the new rules. */
export function useSaveStaffingSettings(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Bemanningsinstallningar) =>
      apiRequest('/bemanna/installningar', BemanningsinstallningarOutSchema, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(ftgId), saved);
      return refetchStaffing(queryClient, ftgId);
    },
  });
}
