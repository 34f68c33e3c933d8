import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StamplingSchema, type PunchRequest } from '@lonportal/domain/punches/punches';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePunches } from './punch-cache';

/**
 * POST /stamplingar: punch in or out, start or end a break (the user's own employee). With a
 * Nyckel the press is taken once however often it is sent; a press sent later names its Tid
 * (domain punches.ts rule 9).
 */
export const postPunch = ({ Action, Nyckel, Tid }: Omit<PunchRequest, 'AnstNr'>) =>
  apiRequest('/stamplingar', StamplingSchema, { method: 'POST', body: { Action, Nyckel, Tid } });

export function usePunch(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postPunch, onSettled: () => invalidatePunches(queryClient, ftgId) });
}
