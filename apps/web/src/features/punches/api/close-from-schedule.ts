import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StamplingSchema } from '@lonportal/domain/punches/punches';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePunches } from './punch-cache';

/** POST /stamplingar/{Id}/stangfranschema: a forgotten punch-out closed at the scheduled end. */
export const closeFromSchedule = (id: string, version: number) =>
  apiRequest(`/stamplingar/${id}/stangfranschema`, StamplingSchema, {
    method: 'POST',
    body: { Version: version },
  });

export function useCloseFromSchedule(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => closeFromSchedule(id, version),
    onSettled: () => invalidatePunches(queryClient, ftgId),
  });
}
