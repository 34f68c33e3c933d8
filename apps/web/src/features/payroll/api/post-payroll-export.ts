import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PayrollTransferSchema } from '@lonportal/domain/payroll/transfer-window';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../../../lib/date-filter';
import { payrollExportsQueryKey } from './get-payroll-exports';

/**
 * POST /lonexport: transfers the period's attested (or, without attest, approved) rows to payroll
 * as one PAXml file and locks them. Antal 0 means nothing new was ready (no file was stored).
 */
export const postPayrollExport = (period: Period) =>
  apiRequest('/lonexport', PayrollTransferSchema, {
    method: 'POST',
    body: { From: period.From, To: period.To },
  });

// The caches that show statuses; the server's live event refreshes them too, this is at once.
const STATUS_CACHES = ['attestlista', 'tidrapport', 'tidrader'];

export function usePayrollExport(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPayrollExport,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: payrollExportsQueryKey(ftgId) });
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.some((s) => typeof s === 'string' && STATUS_CACHES.includes(s)),
      });
    },
  });
}
