import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { KandidatSchema } from '@lonportal/domain/staffing/candidates';
import { KopieringSchema, type Kopiera } from '@lonportal/domain/staffing/copy';
import {
  KontrollSvarSchema,
  PassSvarSchema,
  PlaneringSchema,
  PubliceringSchema,
  type KontrollBody,
} from '@lonportal/domain/staffing/planner';
import type { PassCreate, PassUpdate } from '@lonportal/domain/staffing/shifts';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { planSearch, refetchStaffing, type PlanFilter } from './needs';

// The planner's calls (SPEC §2.1 /bemanna/planering, §5 "Shifts and staffing"). Its keys name
// their API path as one segment ('planering', 'kontroll', 'kandidater'), so a write here refetches
// the needs page and the overview too (refetchStaffing), and a live event naming them reaches them.

/** GET /bemanna/planering: the period's needs, shifts (with their warnings) and the people to plan. */
export const usePlanning = (ftgId: string, f: PlanFilter) =>
  useQuery({
    queryKey: ['company', ftgId, 'planering', f] as const,
    queryFn: ({ signal }) => apiRequest(`/bemanna/planering?${planSearch(f)}`, PlaneringSchema, { signal }),
    staleTime: refetchedWhenShown,
    // Another week or department keeps the grid on screen until its answer is in.
    placeholderData: keepPreviousData,
  });

/**
 * POST /bemanna/kontroll: the warnings a shift would get, asked as the planner fills it in (null:
 * not complete yet). A read, though a POST: the shift travels in the body. Its failure is shown in
 * the dialog, not the snackbar (the save tells the same again).
 */
export const useShiftCheck = (ftgId: string, body: KontrollBody | null) =>
  useQuery({
    queryKey: ['company', ftgId, 'kontroll', body] as const,
    queryFn: ({ signal }) =>
      apiRequest('/bemanna/kontroll', KontrollSvarSchema, { method: 'POST', body, signal }),
    enabled: body !== null,
    staleTime: 0,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: false },
  });

/** GET /bemanna/kandidater's question: the shift to fill, without a person. */
export interface CandidateQuery {
  Datum: string;
  StartTid: string;
  SlutTid: string;
  Typ: string;
  Bemuppgift: string;
  Avdelning: string;
  BehovId: string | null;
}

/** GET /bemanna/kandidater: who can take the shift, the suitable first (domain rangordna). */
export const useCandidates = (ftgId: string, q: CandidateQuery | null) =>
  useQuery({
    queryKey: ['company', ftgId, 'kandidater', q] as const,
    queryFn: ({ signal }) => {
      const { BehovId, ...rest } = q!;
      const search = new URLSearchParams(rest);
      if (!rest.Avdelning) search.delete('Avdelning');
      if (BehovId) search.set('BehovId', BehovId);
      return apiRequest(`/bemanna/kandidater?${search.toString()}`, z.array(KandidatSchema), { signal });
    },
    enabled: q !== null,
    staleTime: 0,
  });

/** The shift writes: a new one (one entry, one or two stored parts), a change, a removal. */
export function useShiftWrites(ftgId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => refetchStaffing(queryClient, ftgId);
  const create = useMutation({
    mutationFn: (body: PassCreate) => apiRequest('/bemanna/pass', PassSvarSchema, { method: 'POST', body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: PassUpdate }) =>
      apiRequest(`/bemanna/pass/${id}`, PassSvarSchema, { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: ({ id, version, orsak }: { id: string; version: number; orsak: string }) => {
      const q = new URLSearchParams({ Version: String(version) });
      if (orsak) q.set('Orsak', orsak);
      return apiRequest(`/bemanna/pass/${id}?${q.toString()}`, undefined, { method: 'DELETE' });
    },
    onSuccess,
  });
  return { create, update, remove };
}

/** POST /bemanna/publicera: the period's drafts become the people's schedule, and they are told. */
export function usePublish(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { From: string; To: string; Avdelning: string }) =>
      apiRequest('/bemanna/publicera', PubliceringSchema, { method: 'POST', body }),
    onSuccess: () => refetchStaffing(queryClient, ftgId),
  });
}

/** POST /bemanna/kopiera: a day or a week of shifts copied as drafts; the counts of what happened. */
export function useCopyShifts(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Kopiera) => apiRequest('/bemanna/kopiera', KopieringSchema, { method: 'POST', body }),
    onSuccess: () => refetchStaffing(queryClient, ftgId),
  });
}
