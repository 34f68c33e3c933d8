import { useQuery } from '@tanstack/react-query';
import { PayrollPreviewSchema } from '@lonportal/domain/payroll/transfer-window';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../../../lib/date-filter';

/**
 * GET /lonexport/forhandsvisning: what a transfer of the period would take, asked before the user
 * confirms: the dates under the company's cut-off day, rows, people, the days after today that go
 * and the rows that wait (domain payroll/transfer-window.ts).
 */
export const getPayrollPreview = (period: Period, signal?: AbortSignal) =>
  apiRequest(
    `/lonexport/forhandsvisning?From=${encodeURIComponent(period.From)}&To=${encodeURIComponent(period.To)}`,
    PayrollPreviewSchema,
    signal ? { signal } : {},
  );

export const usePayrollPreview = (ftgId: string, period: Period, enabled: boolean) =>
  useQuery({
    queryKey: ['company', ftgId, 'lonexport', 'forhandsvisning', period.From, period.To],
    queryFn: ({ signal }) => getPayrollPreview(period, signal),
    enabled,
    staleTime: 0,
    // The dialog shows the failure itself.
    meta: { errorMessage: false },
  });
