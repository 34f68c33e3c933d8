import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreatedCountSchema, type FillFromScheduleSchema } from '@lonportal/domain/time/entries';
import { apiRequest } from '../../../lib/api-client';
import { timeReportsKey } from './get-time-report';

export type FillFromSchedule = z.input<typeof FillFromScheduleSchema>;

/** POST /tidrader/franschema: a row of the scheduled hours on each scheduled day without rows. */
export const fillFromSchedule = (body: FillFromSchedule) =>
  apiRequest('/tidrader/franschema', CreatedCountSchema, { method: 'POST', body });

export function useFillFromSchedule(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fillFromSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeReportsKey(ftgId) }),
  });
}
