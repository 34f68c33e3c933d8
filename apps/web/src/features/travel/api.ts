import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  TravelExpenseSchema,
  TravelListSchema,
  TravelResultSchema,
  type TravelInput,
} from '@lonportal/domain/travel/trip';
import { CurrencyItemSchema } from '@lonportal/domain/travel/normalbelopp';
import { ReceiptSchema } from '@lonportal/domain/compensations/compensations';
import { apiRequest } from '../../lib/api-client';
import { refetchedWhenShown } from '../../lib/query-freshness';
import type { Period } from '../../lib/date-filter';
import { compensationsKey } from '../compensations';
import type { ReceiptFile } from '../../lib/receipt-file';

// The calls of /travelExpenses: an employee's trips of a period, a trip's writes
// (versioned, 409 when stale), what a trip gives before it is saved, completing and reverting,
// a receipt's upload, and the country picker of a year.

/** Every cached trip list of the company (what a saved trip makes stale). */
export const travelKey = (ftgId: string) => ['company', ftgId, 'resor'] as const;

/** GET /resor/{AnstNr}?From&To: the trips that touch the period, refetched whenever shown. */
export const travelQueryOptions = (ftgId: string, anstNr: string, period: Period) =>
  queryOptions({
    queryKey: [...travelKey(ftgId), anstNr, { From: period.From, To: period.To }] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/resor/${encodeURIComponent(anstNr)}?From=${period.From}&To=${period.To}`,
        TravelListSchema,
        {
          signal,
        },
      ),
    staleTime: refetchedWhenShown,
  });

export const useTrips = (ftgId: string, anstNr: string | null, period: Period) =>
  useQuery({ ...travelQueryOptions(ftgId, anstNr ?? '', period), enabled: anstNr !== null });

/** GET /traktamente/{year}: the countries with currency and the year's normalbelopp (null without a table). */
export const useCountries = (ftgId: string, year: number) =>
  useQuery({
    queryKey: ['company', ftgId, 'traktamente', year] as const,
    queryFn: ({ signal }) => apiRequest(`/traktamente/${year}`, z.array(CurrencyItemSchema), { signal }),
    staleTime: 60 * 60 * 1000,
  });

/**
 * POST /resor/berakna: what the trip gives by the rules, without saving it (with the person's other
 * trips: `id` is the stored trip being changed, not one of them).
 */
export const previewTrip = (values: TravelInput, id: string | null, signal?: AbortSignal) =>
  apiRequest(id ? `/resor/berakna?Id=${encodeURIComponent(id)}` : '/resor/berakna', TravelResultSchema, {
    method: 'POST',
    body: values,
    ...(signal ? { signal } : {}),
  });

export interface SaveTrip {
  id: string | null;
  version: number;
  values: TravelInput;
  /** Complete the trip once it is saved (its compensation rows are made). */
  complete: boolean;
}

/** POST /resor or PUT /resor/{Id}, then POST /resor/{Id}/klar when asked; the lists refetch. */
export function useSaveTrip(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version, values, complete }: SaveTrip) => {
      const saved =
        id === null
          ? await apiRequest('/resor', TravelExpenseSchema, { method: 'POST', body: values })
          : await apiRequest(`/resor/${id}`, TravelExpenseSchema, {
              method: 'PUT',
              body: { ...values, Version: version },
            });
      if (!complete) return saved;
      return apiRequest(`/resor/${saved.Id}/klar`, TravelExpenseSchema, {
        method: 'POST',
        body: { Version: saved.Version },
      });
    },
    onSettled: () => invalidate(queryClient, ftgId),
  });
}

const invalidate = (queryClient: ReturnType<typeof useQueryClient>, ftgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: travelKey(ftgId) }),
    queryClient.invalidateQueries({ queryKey: compensationsKey(ftgId) }),
  ]);

/** POST /resor/{Id}/klar or /aterstall, or DELETE /resor/{Id}: a trip's state changes. */
export function useTripAction(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: string; version: number; action: 'complete' | 'revert' | 'delete' }) => {
      if (v.action === 'delete')
        return apiRequest(`/resor/${v.id}?Version=${v.version}`, undefined, { method: 'DELETE' });
      await apiRequest(
        `/resor/${v.id}/${v.action === 'complete' ? 'klar' : 'aterstall'}`,
        TravelExpenseSchema,
        {
          method: 'POST',
          body: { Version: v.version },
        },
      );
    },
    onSettled: () => invalidate(queryClient, ftgId),
  });
}

/** POST /resor/kvitton: stores a receipt for the employee; the trip refers to it by Id. */
export const uploadTravelReceipt = (anstNr: string, file: ReceiptFile) =>
  apiRequest('/resor/kvitton', ReceiptSchema, {
    method: 'POST',
    body: { AnstNr: anstNr, Content: file.content, Type: file.type, FileName: file.name },
  });

/** Where a trip's stored receipt is read from (an <img> source or a link). */
export const travelReceiptUrl = (ftgId: string, receiptId: string) =>
  `/api/resor/kvitton/${encodeURIComponent(ftgId)}/${encodeURIComponent(receiptId)}`;
