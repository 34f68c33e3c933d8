import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PayRunImportResultSchema, type PayRunImportRequest } from '@lonportal/domain/payslips/index';
import { apiRequest } from '../../../lib/api-client';
import { payslipsKey } from './get-payslips';

/**
 * POST /lonebesked/import/preview, or /lonebesked/import: what the pay run's file holds and whom it
 * reaches, or the pay run stored and published. A publication makes the company's payslips stale.
 */
export function usePayRunImport(ftgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, publish }: { body: PayRunImportRequest; publish: boolean }) =>
      apiRequest(`/lonebesked/import${publish ? '' : '/preview'}`, PayRunImportResultSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: (result) =>
      result.Publicerad ? queryClient.invalidateQueries({ queryKey: payslipsKey(ftgId) }) : undefined,
  });
}
