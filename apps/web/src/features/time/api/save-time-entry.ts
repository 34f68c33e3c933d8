import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TimeEntrySchema, type TimeEntryInput } from '@lonportal/domain/time/entries';
import { apiRequest } from '../../../lib/api-client';
import { timeReportsKey } from './get-time-report';

/** POST /tidrader: a new row. */
export const createTimeEntry = (body: TimeEntryInput) =>
  apiRequest('/tidrader', TimeEntrySchema, { method: 'POST', body });

/** PUT /tidrader/{Id}: the row's new values and the version they were read at (409 when stale). */
export const updateTimeEntry = (id: string, body: TimeEntryInput & { Version: number }) =>
  apiRequest(`/tidrader/${id}`, TimeEntrySchema, { method: 'PUT', body });

export interface SaveTimeEntry {
  /** The row being edited, or null for a new one. */
  id: string | null;
  version: number;
  values: TimeEntryInput;
}

/** Creates or updates a row; the company's time reports refetch afterwards. */
export function useSaveTimeEntry(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, values }: SaveTimeEntry) =>
      id === null ? createTimeEntry(values) : updateTimeEntry(id, { ...values, Version: version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeReportsKey(ftgId) }),
  });
}
