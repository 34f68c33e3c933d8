import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StamplingSchema, type PunchCorrection } from '@lonportal/domain/punches/punches';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePunches } from './punch-cache';

/** PUT /stamplingar/{Id}: corrected times with a reason, at the version read (409 when stale). */
export const putPunch = (id: string, body: PunchCorrection) =>
  apiRequest(`/stamplingar/${id}`, StamplingSchema, { method: 'PUT', body });

export function useCorrectPunch(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PunchCorrection }) => putPunch(id, body),
    onSuccess: () => invalidatePunches(queryClient, ftgId),
  });
}
