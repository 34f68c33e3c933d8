import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StamplingSchema, type PunchRequest } from '@lonportal/domain/punches/punches';
import { apiRequest } from '../../../lib/api-client';
import { timeReportsKey } from '../../time';
import { punchesKey } from './get-punches';

/**
 * POST /stamplingar: punch in or out, start or end a break (the user's own employee). With a
 * Nyckel the press is taken once however often it is sent; a press sent later names its Tid
 * (domain punches.ts rule 9).
 */
export const postPunch = ({ Action, Nyckel, Tid }: Omit<PunchRequest, 'AnstNr'>) =>
  apiRequest('/stamplingar', StamplingSchema, { method: 'POST', body: { Action, Nyckel, Tid } });

/** What a change of punches makes stale: the punches, and the time report their entries are in. */
export const invalidatePunches = (queryClient: ReturnType<typeof useQueryClient>, ftgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: punchesKey(ftgId) }),
    queryClient.invalidateQueries({ queryKey: timeReportsKey(ftgId) }),
  ]);

export function usePunch(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postPunch, onSettled: () => invalidatePunches(queryClient, ftgId) });
}
