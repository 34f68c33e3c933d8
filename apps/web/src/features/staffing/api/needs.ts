import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BehovSchema, type BehovCreate, type BehovUpdate } from '@lonportal/domain/staffing/needs';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { refetchNamed } from '../../../lib/refetch-named';

// The needs page's calls (SPEC §2.1 /bemanna/behov, §3 staffing need). Every key names its API
// path as one segment ('behov', 'oversikt', 'planering'), so a write refetches what shows needs.

/** A period of needs or cover, of one department and/or task ('' for any). */
export interface PlanFilter {
  From: string;
  To: string;
  Avdelning: string;
  Bemuppgift: string;
}

/** ?From&To&Avdelning&Bemuppgift, the filters left out when empty. */
export function planSearch(f: PlanFilter): string {
  const q = new URLSearchParams({ From: f.From, To: f.To });
  if (f.Avdelning) q.set('Avdelning', f.Avdelning);
  if (f.Bemuppgift) q.set('Bemuppgift', f.Bemuppgift);
  return q.toString();
}

/** The caches a change of needs or shifts makes stale: the needs, the cover, the planner. */
export const STAFFING_VIEWS = ['behov', 'oversikt', 'planering'] as const;
export const refetchStaffing = (queryClient: QueryClient, ftgId: string) =>
  refetchNamed(queryClient, ftgId, STAFFING_VIEWS);

/** GET /bemanna/behov: one row per day. */
export const useNeeds = (ftgId: string, f: PlanFilter) =>
  useQuery({
    queryKey: ['company', ftgId, 'behov', f] as const,
    queryFn: ({ signal }) => apiRequest(`/bemanna/behov?${planSearch(f)}`, z.array(BehovSchema), { signal }),
    staleTime: refetchedWhenShown,
  });

/** Which days a removal takes: this day, or this day and the rest of its series. */
export type NeedRemoval = 'DAG' | 'FRAMAT';

export function useNeedWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => refetchStaffing(queryClient, ftgId);
  const create = useMutation({
    mutationFn: (body: BehovCreate) =>
      apiRequest('/bemanna/behov', z.array(BehovSchema), { method: 'POST', body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: BehovUpdate }) =>
      apiRequest(`/bemanna/behov/${id}`, BehovSchema, { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: ({ id, version, serie }: { id: string; version: number; serie: NeedRemoval }) =>
      apiRequest(`/bemanna/behov/${id}?Version=${version}&Serie=${serie}`, undefined, { method: 'DELETE' }),
    onSuccess,
  });
  return { create, update, remove };
}
