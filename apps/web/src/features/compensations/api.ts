import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AttestWaitingSchema,
  CompensationReportSchema,
  CompensationSchema,
  ReceiptSchema,
  type CompensationInput,
} from '@lonportal/domain/compensations/compensations';
import { ScanResponseSchema } from '@lonportal/domain/compensations/receipt-text';
import { apiRequest } from '../../lib/api-client';
import { refetchedWhenShown } from '../../lib/query-freshness';
import type { Period } from '../../lib/date-filter';

// The calls of /compensations (SPEC §7): an employee's rows of a period, a row's writes (versioned,
// 409 when stale), a receipt's upload and its reading (POST /receipts/scan, Plus only).

/** Every cached compensation list of the company (what a saved row makes stale). */
export const compensationsKey = (ftgId: string) => ['company', ftgId, 'ersattningar'] as const;

/** GET /ersattningar/{AnstNr}?From&To: refetched whenever shown (others change rows too). */
export const compensationsQueryOptions = (ftgId: string, anstNr: string, period: Period) =>
  queryOptions({
    queryKey: [...compensationsKey(ftgId), anstNr, { From: period.From, To: period.To }] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/ersattningar/${encodeURIComponent(anstNr)}?From=${period.From}&To=${period.To}`,
        CompensationReportSchema,
        { signal },
      ),
    staleTime: refetchedWhenShown,
  });

export const useCompensations = (ftgId: string, anstNr: string | null, period: Period) =>
  useQuery({ ...compensationsQueryOptions(ftgId, anstNr ?? '', period), enabled: anstNr !== null });

/**
 * GET /ersattningar/vantar-attest: what waits for the caller's attest in other months than
 * `period` (of one employee, if named); refetched with the company's compensation lists.
 */
export const attestWaitingQueryOptions = (ftgId: string, period: Period, anstNr?: string) =>
  queryOptions({
    queryKey: [...compensationsKey(ftgId), 'vantar-attest', anstNr ?? null, period] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/ersattningar/vantar-attest?From=${period.From}&To=${period.To}${
          anstNr === undefined ? '' : `&AnstNr=${encodeURIComponent(anstNr)}`
        }`,
        AttestWaitingSchema,
        { signal },
      ),
    staleTime: refetchedWhenShown,
  });

export interface SaveCompensation {
  /** The row being edited, or null for a new one. */
  id: string | null;
  version: number;
  values: CompensationInput;
}

/** POST /ersattningar or PUT /ersattningar/{Id}; the company's lists refetch afterwards. */
export function useSaveCompensation(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, values }: SaveCompensation) =>
      id === null
        ? apiRequest('/ersattningar', CompensationSchema, { method: 'POST', body: values })
        : apiRequest(`/ersattningar/${id}`, CompensationSchema, {
            method: 'PUT',
            body: { ...values, Version: version },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compensationsKey(ftgId) }),
  });
}

/** DELETE /ersattningar/{Id}?Version=N (409 when someone changed it since). */
export function useDeleteCompensation(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/ersattningar/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: compensationsKey(ftgId) }),
  });
}

import type { ReceiptFile } from '../../lib/receipt-file';

/** POST /receipts: stores the file for the employee; the row refers to it by Id. */
export const uploadReceipt = (anstNr: string, file: ReceiptFile) =>
  apiRequest('/receipts', ReceiptSchema, {
    method: 'POST',
    body: { AnstNr: anstNr, Content: file.content, Type: file.type, FileName: file.name },
  });

/** POST /receipts/scan: what the receipt says (each field null when it could not be read). */
export const scanReceipt = (file: ReceiptFile, signal?: AbortSignal) =>
  apiRequest('/receipts/scan', ScanResponseSchema, {
    method: 'POST',
    body: { Content: file.content, Type: file.type },
    ...(signal ? { signal } : {}),
  });

/** Where a stored receipt is read from (an <img> source or a link): no /api marker needed. */
export const receiptUrl = (ftgId: string, receiptId: string) =>
  `/api/receipts/${encodeURIComponent(ftgId)}/${encodeURIComponent(receiptId)}`;
