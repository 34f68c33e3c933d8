import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LeaveApplicationSchema,
  LeaveCountSchema,
  type LeaveDecision,
  type LeaveInput,
} from '@lonportal/domain/leave/leave';
import { apiRequest } from '../../lib/api-client';
import { refetchedWhenShown } from '../../lib/query-freshness';
import { refetchNamed, TIME_ROWS } from '../../lib/refetch-named';

// The calls of the leave pages: leave applications, the employee's own and the managers' view.
// Every key names its API path as one segment, so the live events refetch them (live-resources).

export const leaveKey = (ftgId: string) => ['company', ftgId, 'leaveapplications'] as const;

/** GET /leaveapplications?AnstNr: the employee's own applications. */
export const useOwnLeave = (ftgId: string, anstNr: string | null) =>
  useQuery({
    queryKey: [...leaveKey(ftgId), 'own', anstNr] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/leaveapplications?AnstNr=${encodeURIComponent(anstNr ?? '')}`,
        z.array(LeaveApplicationSchema),
        {
          signal,
        },
      ),
    enabled: anstNr !== null,
    staleTime: refetchedWhenShown,
  });

export interface LeaveAdminFilter {
  /** Only the ones waiting for a decision (SPEC §7 Approved=false, Denied=false). */
  waiting?: boolean;
  /** Starting in From|To. */
  range?: { From: string; To: string };
}

/** GET /leaveapplications/admin: the managers' view. */
export const useAdminLeave = (ftgId: string, filter: LeaveAdminFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...leaveKey(ftgId), 'admin', filter] as const,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (filter.waiting) {
        q.set('Approved', 'false');
        q.set('Denied', 'false');
      }
      if (filter.range) q.set('FromDate', `${filter.range.From}|${filter.range.To}`);
      return apiRequest(`/leaveapplications/admin?${q}`, z.array(LeaveApplicationSchema), { signal });
    },
    enabled,
    staleTime: refetchedWhenShown,
  });

/** POST /leaveapplications/berakna: working days and hours of a range. */
export const countLeave = (
  values: Pick<LeaveInput, 'AnstNr' | 'From' | 'To' | 'Omfattning'>,
  signal?: AbortSignal,
) =>
  apiRequest('/leaveapplications/berakna', LeaveCountSchema, {
    method: 'POST',
    body: values,
    ...(signal ? { signal } : {}),
  });

export function useLeaveWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const done = () => refetchNamed(queryClient, ftgId, ['leaveapplications', ...TIME_ROWS]);
  const save = useMutation({
    mutationFn: ({ id, version, values }: { id: string | null; version: number; values: LeaveInput }) =>
      id === null
        ? apiRequest('/leaveapplications', LeaveApplicationSchema, { method: 'POST', body: values })
        : apiRequest(`/leaveapplications/${id}`, LeaveApplicationSchema, {
            method: 'PUT',
            body: { ...values, Version: version },
          }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/leaveapplications/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: done,
  });
  const decide = useMutation({
    mutationFn: (body: { Ids: string[]; Beslut: LeaveDecision; Kommentar: string }) =>
      apiRequest('/leaveapplications/beslut', z.array(LeaveApplicationSchema), { method: 'POST', body }),
    onSuccess: done,
  });
  return { save, remove, decide };
}
