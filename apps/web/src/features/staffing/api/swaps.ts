import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PassbyteSchema } from '@lonportal/domain/staffing/swaps';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { refetchNamed } from '../../../lib/refetch-named';

// Shift swaps' calls (SPEC §2.1 /bemanna/passbyten and /schedule, §4 "Shift swap"). Every key names
// 'passbyten', which the shifts' live event refetches (app/global/live-resources.ts); the
// employee's also names 'schedule'. A swap approved moves shifts, so a write refetches the schedule,
// the planner and the overview too.

const PassbytenSchema = z.array(PassbyteSchema);

/** What a swap's write makes stale: the swaps, the employee's schedule and the planners' views. */
const SWAP_VIEWS = ['passbyten', 'schedule', 'planering', 'oversikt'] as const;

/** The managers' list: the waiting swaps, or every recent one; of one department or all ('' ). */
export interface SwapFilter {
  Status: 'OPPNA' | 'ALLA';
  Avdelning: string;
}

/** GET /bemanna/passbyten: the swaps of the people the manager plans for, every interest with its warnings. */
export const useManagerSwaps = (ftgId: string, f: SwapFilter) =>
  useQuery({
    queryKey: ['company', ftgId, 'bemanna', 'passbyten', f] as const,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ Status: f.Status });
      if (f.Avdelning) q.set('Avdelning', f.Avdelning);
      return apiRequest(`/bemanna/passbyten?${q.toString()}`, PassbytenSchema, { signal });
    },
    staleTime: refetchedWhenShown,
  });

/** GET /schedule/passbyten: the caller's offers and interests, and the colleagues' offers they may take. */
export const useOwnSwaps = (ftgId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['company', ftgId, 'schedule', 'passbyten'] as const,
    queryFn: ({ signal }) => apiRequest('/schedule/passbyten', PassbytenSchema, { signal }),
    enabled,
    staleTime: refetchedWhenShown,
  });

/** POST /bemanna/passbyten/{Id}/beslut's body. */
export interface SwapDecision {
  Beslut: 'GODKANN' | 'NEKA';
  IntresseId: string | null;
  Kommentar: string;
  Overstyrning: string;
  Version: number;
}

/** A manager approves one interest, or denies the swap. */
export function useSwapDecision(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SwapDecision }) =>
      apiRequest(`/bemanna/passbyten/${id}/beslut`, undefined, { method: 'POST', body }),
    onSettled: () => refetchNamed(queryClient, ftgId, SWAP_VIEWS),
  });
}

/** The employee's writes: offer a shift, withdraw it, register or withdraw interest. */
export function useSwapWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => refetchNamed(queryClient, ftgId, SWAP_VIEWS);
  const offer = useMutation({
    mutationFn: (body: { PassId: string; Kommentar: string }) =>
      apiRequest('/schedule/passbyten', PassbyteSchema, { method: 'POST', body }),
    onSettled,
  });
  const withdraw = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/schedule/passbyten/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSettled,
  });
  const interest = useMutation({
    mutationFn: ({ id, body }: { id: string; body: { MotPassId: string | null; Version: number } }) =>
      apiRequest(`/schedule/passbyten/${id}/intresse`, PassbyteSchema, { method: 'POST', body }),
    onSettled,
  });
  const withdrawInterest = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/schedule/passbyten/${id}/intresse`, undefined, { method: 'DELETE' }),
    onSettled,
  });
  return { offer, withdraw, interest, withdrawInterest };
}
