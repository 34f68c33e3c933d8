import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePunches } from './punch-cache';

/** DELETE /stamplingar/{Id}?Version: the punch and the time entry it became. */
export const deletePunch = (id: string, version: number) =>
  apiRequest(`/stamplingar/${id}?Version=${version}`, undefined, { method: 'DELETE' });

export function useDeletePunch(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deletePunch(id, version),
    onSettled: () => invalidatePunches(queryClient, ftgId),
  });
}
