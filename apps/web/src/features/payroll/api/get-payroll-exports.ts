import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayrollExportListSchema } from '@lonportal/domain/payroll/paxml';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /lonexport: the company's earlier transfers to payroll, newest first. */
export const getPayrollExports = (signal?: AbortSignal) =>
  apiRequest('/lonexport', PayrollExportListSchema, signal ? { signal } : {});

export const payrollExportsQueryKey = (ftgId: string) => ['company', ftgId, 'lonexport'] as const;

export const payrollExportsQueryOptions = (ftgId: string, enabled = true) =>
  queryOptions({
    queryKey: payrollExportsQueryKey(ftgId),
    queryFn: ({ signal }) => getPayrollExports(signal),
    enabled,
    staleTime: refetchedWhenShown,
    // The dialog shows the failure itself.
    meta: { errorMessage: false },
  });

export const usePayrollExports = (ftgId: string, enabled = true) =>
  useQuery(payrollExportsQueryOptions(ftgId, enabled));
