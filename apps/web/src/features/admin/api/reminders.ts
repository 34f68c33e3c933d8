import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ReminderDeliveriesSchema,
  ReminderFailuresSchema,
  ReminderListSchema,
  ReminderPreviewSchema,
  ReminderRunSchema,
  ReminderSchema,
  type ReminderInputSchema,
} from '@lonportal/domain/admin/reminders';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** A reminder as the form sends it. */
export type ReminderInputForm = z.input<typeof ReminderInputSchema>;

const key = (ftgId: string) => ['company', ftgId, 'reminders'] as const;

/** GET /admin/reminders: the company's reminders with their next and last run. */
export const remindersQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: key(ftgId),
    queryFn: ({ signal }) => apiRequest('/admin/reminders', ReminderListSchema, { signal }),
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useReminders = (ftgId: string) => useQuery(remindersQueryOptions(ftgId));

/** GET /admin/reminders/{Id}/preview: who it would remind right now, and why. */
export const useReminderPreview = (ftgId: string, id: string | null) =>
  useQuery({
    queryKey: [...key(ftgId), id, 'preview'] as const,
    queryFn: ({ signal }) => apiRequest(`/admin/reminders/${id}/preview`, ReminderPreviewSchema, { signal }),
    enabled: id !== null,
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

/** GET /admin/reminders/{Id}/deliveries: whom it reached, when and how. */
export const useReminderDeliveries = (ftgId: string, id: string | null) =>
  useQuery({
    queryKey: [...key(ftgId), id, 'deliveries'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/reminders/${id}/deliveries`, ReminderDeliveriesSchema, { signal }),
    enabled: id !== null,
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

/** GET /admin/reminders/failures: runs that failed for good, kept with their error. */
export const useReminderFailures = (ftgId: string) =>
  useQuery({
    queryKey: [...key(ftgId), 'failures'] as const,
    queryFn: ({ signal }) => apiRequest('/admin/reminders/failures', ReminderFailuresSchema, { signal }),
    staleTime: refetchedWhenShown,
    // The page works without it: a failure to fetch shows nothing more.
    meta: { errorMessage: false },
  });

function useChanged(ftgId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key(ftgId) });
}

/** POST or PUT /admin/reminders: a new reminder, or an edit on the version it names. */
export function useSaveReminder(ftgId: string) {
  const changed = useChanged(ftgId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReminderInputForm }) =>
      apiRequest(id ? `/admin/reminders/${id}` : '/admin/reminders', ReminderSchema, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: changed,
  });
}

export function useDeleteReminder(ftgId: string) {
  const changed = useChanged(ftgId);
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/admin/reminders/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** POST /admin/reminders/{Id}/run: runs it now, on the job queue. */
export function useRunReminder(ftgId: string) {
  const changed = useChanged(ftgId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/reminders/${id}/run`, ReminderRunSchema, { method: 'POST' }),
    onSuccess: changed,
  });
}
