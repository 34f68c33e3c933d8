import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { timeReportsKey } from './get-time-report';

/** DELETE /tidrader/{Id}?Version=N (409 when someone changed it since). */
export const deleteTimeEntry = (id: string, version: number) =>
  apiRequest(`/tidrader/${id}?Version=${version}`, undefined, { method: 'DELETE' });

export function useDeleteTimeEntry(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteTimeEntry(id, version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeReportsKey(ftgId) }),
  });
}
