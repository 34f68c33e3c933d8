import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreatedCountSchema, type CopyEntriesSchema } from '@lonportal/domain/time/entries';
import { apiRequest } from '../../../lib/api-client';
import { timeReportsKey } from './get-time-report';

export type CopyEntries = z.input<typeof CopyEntriesSchema>;

/** POST /tidrader/kopiera: the rows of a day (1) or a week (7) from FranDatum onto TillDatum…. */
export const copyEntries = (body: CopyEntries) =>
  apiRequest('/tidrader/kopiera', CreatedCountSchema, { method: 'POST', body });

export function useCopyEntries(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyEntries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeReportsKey(ftgId) }),
  });
}
