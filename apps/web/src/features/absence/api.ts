import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AbsenceReportSchema, type AbsenceReportInput } from '@lonportal/domain/absence/absence-reports';
import { ChildSchema, type ChildInput } from '@lonportal/domain/absence/children';
import { apiRequest } from '../../lib/api-client';
import { refetchedWhenShown } from '../../lib/query-freshness';
import { refetchNamed, TIME_ROWS } from '../../lib/refetch-named';

// The calls of the absence pages: absence reports and the child register. Every key names its API
// path as one segment, so the live events refetch them (live-resources).

export const absenceKey = (ftgId: string) => ['company', ftgId, 'absenceReports'] as const;
export const childrenKey = (ftgId: string) => ['company', ftgId, 'barnregister'] as const;

/** GET /absenceReports: one employee's reports (or, without one, every report in the caller's scope). */
export const useAbsenceReports = (
  ftgId: string,
  filter: { AnstNr?: string | null; openOnly?: boolean },
  enabled = true,
) =>
  useQuery({
    queryKey: [...absenceKey(ftgId), filter] as const,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (filter.AnstNr) q.set('AnstNr', filter.AnstNr);
      if (filter.openOnly) q.set('Recovered', 'false');
      return apiRequest(`/absenceReports?${q}`, z.array(AbsenceReportSchema), { signal });
    },
    staleTime: refetchedWhenShown,
    enabled,
  });

/** POST /absenceReports or PUT /absenceReports/{Id}; recovery; removal. */
export function useAbsenceWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const done = () => refetchNamed(queryClient, ftgId, ['absenceReports', 'barnregister', ...TIME_ROWS]);
  const save = useMutation({
    mutationFn: ({
      id,
      version,
      values,
    }: {
      id: string | null;
      version: number;
      values: AbsenceReportInput;
    }) =>
      id === null
        ? apiRequest('/absenceReports', AbsenceReportSchema, { method: 'POST', body: values })
        : apiRequest(`/absenceReports/${id}`, AbsenceReportSchema, {
            method: 'PUT',
            body: { ...values, Version: version },
          }),
    onSuccess: done,
  });
  const recover = useMutation({
    mutationFn: ({ id, version, frisk }: { id: string; version: number; frisk: string }) =>
      apiRequest(`/absenceReports/${id}/recovered`, AbsenceReportSchema, {
        method: 'POST',
        body: { Frisk: frisk, Version: version },
      }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/absenceReports/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { save, recover, remove };
}

/** GET /barnregister/{AnstNr}: the employee's children. */
export const useChildren = (ftgId: string, anstNr: string | null) =>
  useQuery({
    queryKey: [...childrenKey(ftgId), anstNr] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/barnregister/${encodeURIComponent(anstNr ?? '')}`, z.array(ChildSchema), { signal }),
    enabled: anstNr !== null,
    staleTime: refetchedWhenShown,
  });

export function useChildWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: childrenKey(ftgId) });
  const save = useMutation({
    mutationFn: ({
      anstNr,
      id,
      version,
      values,
    }: {
      anstNr: string;
      id: string | null;
      version: number;
      values: ChildInput;
    }) =>
      id === null
        ? apiRequest('/barnregister', ChildSchema, { method: 'POST', body: { ...values, AnstNr: anstNr } })
        : apiRequest(`/barnregister/barn/${id}`, ChildSchema, {
            method: 'PUT',
            body: { ...values, Version: version },
          }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/barnregister/barn/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { save, remove };
}
