import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StamplingSchema, type PunchAction } from '@lonportal/domain/time-reporting/punches';
import { apiRequest } from '../../../../lib/api-client';
import { timeReportsKey } from '../../api/get-time-report';
import { punchesKey } from './get-punches';

/** POST /stamplingar: punch in or out, start or end a break (the user's own employee). */
export const postPunch = (Action: PunchAction) =>
  apiRequest('/stamplingar', StamplingSchema, { method: 'POST', body: { Action } });

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
