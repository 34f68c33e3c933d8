import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LeavePlanOverviewSchema,
  LeavePlanSchema,
  type LeavePlanInput,
} from '@lonportal/domain/leave/leave-plan';
import { apiRequest } from '../../lib/api-client';
import { refetchedWhenShown } from '../../lib/query-freshness';

// The leave planner's calls: the planning periods, the open ones (for whoever applies),
// a period's timeline, and its writes. The timeline's key names the applications too, so a
// decision or a new wish refetches it (live-resources: leaveApplications).

export const plannerKey = (ftgId: string) => ['company', ftgId, 'leaveplanner'] as const;

export const useLeavePlans = (ftgId: string) =>
  useQuery({
    queryKey: [...plannerKey(ftgId), 'list'] as const,
    queryFn: ({ signal }) => apiRequest('/leaveplanner', z.array(LeavePlanSchema), { signal }),
    staleTime: refetchedWhenShown,
  });

export const useOpenLeavePlans = (ftgId: string) =>
  useQuery({
    queryKey: [...plannerKey(ftgId), 'oppna'] as const,
    queryFn: ({ signal }) => apiRequest('/leaveplanner/oppna', z.array(LeavePlanSchema), { signal }),
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useLeavePlanOverview = (ftgId: string, id: string) =>
  useQuery({
    queryKey: [...plannerKey(ftgId), 'leaveapplications', id] as const,
    queryFn: ({ signal }) => apiRequest(`/leaveplanner/${id}`, LeavePlanOverviewSchema, { signal }),
    staleTime: refetchedWhenShown,
  });

export function useLeavePlanWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: plannerKey(ftgId) });
  const save = useMutation({
    mutationFn: ({ id, version, values }: { id: string | null; version: number; values: LeavePlanInput }) =>
      id === null
        ? apiRequest('/leaveplanner', LeavePlanSchema, { method: 'POST', body: values })
        : apiRequest(`/leaveplanner/${id}`, LeavePlanSchema, {
            method: 'PUT',
            body: { ...values, Version: version },
          }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/leaveplanner/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { save, remove };
}
