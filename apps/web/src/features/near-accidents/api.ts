import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  NearAccidentSchema,
  type NearAccidentInput,
  type NearAccidentStatus,
} from '@lonportal/domain/near-accidents/near-accidents';
import { apiRequest } from '../../lib/api-client';
import { refetchedWhenShown } from '../../lib/query-freshness';

// The calls of the near-accident pages: the reports and their attachments. Every key names its
// API path as one segment, so the live events refetch them (live-resources).

export const nearAccidentKey = (ftgId: string) => ['company', ftgId, 'nearAccidentsReports'] as const;

/** GET /nearAccidentsReports: the reports the user may see. */
export const useNearAccidents = (ftgId: string) =>
  useQuery({
    queryKey: [...nearAccidentKey(ftgId), 'list'] as const,
    queryFn: ({ signal }) => apiRequest('/nearAccidentsReports', z.array(NearAccidentSchema), { signal }),
    staleTime: refetchedWhenShown,
  });

/** GET /nearAccidentsReports/{Id}: one report with its attachments and history. */
export const useNearAccident = (ftgId: string, id: string | null) =>
  useQuery({
    queryKey: [...nearAccidentKey(ftgId), 'one', id] as const,
    queryFn: ({ signal }) => apiRequest(`/nearAccidentsReports/${id}`, NearAccidentSchema, { signal }),
    enabled: id !== null,
    staleTime: refetchedWhenShown,
  });

/** An attachment's address (a link or an image's source: no API marker needed). */
export const attachmentUrl = (reportId: string, fileId: string) =>
  `/api/nearAccidentsReports/${reportId}/bilagor/${fileId}`;

export function useNearAccidentWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: nearAccidentKey(ftgId) });
  const create = useMutation({
    mutationFn: (values: NearAccidentInput) =>
      apiRequest('/nearAccidentsReports', NearAccidentSchema, { method: 'POST', body: values }),
    onSuccess: done,
  });
  const attach = useMutation({
    mutationFn: ({ id, file }: { id: string; file: { name: string; content: string } }) =>
      apiRequest(`/nearAccidentsReports/${id}/bilagor`, NearAccidentSchema, {
        method: 'POST',
        body: { FileName: file.name, Content: file.content },
      }),
    onSuccess: done,
  });
  const move = useMutation({
    mutationFn: ({
      id,
      status,
      comment,
      version,
    }: {
      id: string;
      status: NearAccidentStatus;
      comment: string;
      version: number;
    }) =>
      apiRequest(`/nearAccidentsReports/${id}/status`, NearAccidentSchema, {
        method: 'POST',
        body: { Status: status, Kommentar: comment, Version: version },
      }),
    onSuccess: done,
  });
  const comment = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest(`/nearAccidentsReports/${id}/kommentar`, NearAccidentSchema, {
        method: 'POST',
        body: { Kommentar: text },
      }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/nearAccidentsReports/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { create, attach, move, comment, remove };
}
