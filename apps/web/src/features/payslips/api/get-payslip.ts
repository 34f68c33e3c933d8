import { queryOptions, useQuery } from '@tanstack/react-query';
import { LonebeskedViewSchema } from '@lonportal/domain/payslips/index';
import { apiRequest } from '../../../lib/api-client';
import { payslipsKey } from './get-payslips';

// GET /lonebesked/:Id: one payslip with its groups, tax, year to date, balances and what changed
// since the one before. Only its id is in the address; what it says stays in the cache.

export const payslipQuery = (ftgId: string, id: string) =>
  queryOptions({
    queryKey: [...payslipsKey(ftgId), 'payslip', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/lonebesked/${encodeURIComponent(id)}`, LonebeskedViewSchema, { signal }),
  });

export const usePayslip = (ftgId: string, id: string) => useQuery(payslipQuery(ftgId, id));
