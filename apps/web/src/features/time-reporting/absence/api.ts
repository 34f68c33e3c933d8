import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AbsenceReportSchema, type AbsenceReportInput } from '@lonportal/domain/absence/absence-reports';
import { ChildSchema, type ChildInput } from '@lonportal/domain/absence/children';
import {
  LeaveApplicationSchema,
  LeaveCountSchema,
  type LeaveDecision,
  type LeaveInput,
} from '@lonportal/domain/absence/leave';
import {
  NearAccidentSchema,
  type NearAccidentInput,
  type NearAccidentStatus,
} from '@lonportal/domain/absence/near-accidents';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

// The calls of the absence pages (issue 16): absence reports and the child register, leave
// applications (own and the managers' view), and near-accident reports with their attachments.
// Every key names its API path as one segment, so the live events refetch them (live-resources).

/**
 * Refetches the caches whose key names one of `names` (an API path segment), of this company: what
 * a write changed. The time report's caches too, as reports and approved leave write its rows.
 */
const refetchNamed = (queryClient: QueryClient, ftgId: string, names: readonly string[]) =>
  queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[1] === ftgId && q.queryKey.some((k) => typeof k === 'string' && names.includes(k)),
  });
const TIME_ROWS = ['tidrapport', 'tidrader', 'attestlista'];

export const absenceKey = (ftgId: string) => ['company', ftgId, 'absenceReports'] as const;
export const childrenKey = (ftgId: string) => ['company', ftgId, 'barnregister'] as const;
export const leaveKey = (ftgId: string) => ['company', ftgId, 'leaveapplications'] as const;
export const nearAccidentKey = (ftgId: string) => ['company', ftgId, 'nearAccidentsReports'] as const;

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

/** GET /leaveapplications?AnstNr: the employee's own applications. */
export const useOwnLeave = (ftgId: string, anstNr: string | null) =>
  useQuery({
    queryKey: [...leaveKey(ftgId), 'own', anstNr] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/leaveapplications?AnstNr=${encodeURIComponent(anstNr ?? '')}`,
        z.array(LeaveApplicationSchema),
        {
          signal,
        },
      ),
    enabled: anstNr !== null,
    staleTime: refetchedWhenShown,
  });

export interface LeaveAdminFilter {
  /** Only the ones waiting for a decision (SPEC §7 Approved=false, Denied=false). */
  waiting?: boolean;
  /** Starting in From|To. */
  range?: { From: string; To: string };
}

/** GET /leaveapplications/admin: the managers' view. */
export const useAdminLeave = (ftgId: string, filter: LeaveAdminFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...leaveKey(ftgId), 'admin', filter] as const,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (filter.waiting) {
        q.set('Approved', 'false');
        q.set('Denied', 'false');
      }
      if (filter.range) q.set('FromDate', `${filter.range.From}|${filter.range.To}`);
      return apiRequest(`/leaveapplications/admin?${q}`, z.array(LeaveApplicationSchema), { signal });
    },
    enabled,
    staleTime: refetchedWhenShown,
  });

/** POST /leaveapplications/berakna: working days and hours of a range. */
export const countLeave = (
  values: Pick<LeaveInput, 'AnstNr' | 'From' | 'To' | 'Omfattning'>,
  signal?: AbortSignal,
) =>
  apiRequest('/leaveapplications/berakna', LeaveCountSchema, {
    method: 'POST',
    body: values,
    ...(signal ? { signal } : {}),
  });

export function useLeaveWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const done = () => refetchNamed(queryClient, ftgId, ['leaveapplications', ...TIME_ROWS]);
  const save = useMutation({
    mutationFn: ({ id, version, values }: { id: string | null; version: number; values: LeaveInput }) =>
      id === null
        ? apiRequest('/leaveapplications', LeaveApplicationSchema, { method: 'POST', body: values })
        : apiRequest(`/leaveapplications/${id}`, LeaveApplicationSchema, {
            method: 'PUT',
            body: { ...values, Version: version },
          }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/leaveapplications/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: done,
  });
  const decide = useMutation({
    mutationFn: (body: { Ids: string[]; Beslut: LeaveDecision; Kommentar: string }) =>
      apiRequest('/leaveapplications/beslut', z.array(LeaveApplicationSchema), { method: 'POST', body }),
    onSuccess: done,
  });
  return { save, remove, decide };
}

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
