import { queryOptions, useQuery } from '@tanstack/react-query';
import { LonebeskedListSchema } from '@lonportal/domain/payslips/index';
import { apiRequest } from '../../../lib/api-client';

// GET /lonebesked: the payslips and balances of the caller, or of the employee `anstNr` for those
// who may read others' (readOthersPayslips; the server logs each such view). Kept as long as any
// list (the default of lib/query-client.ts): a payslip does not change once paid out, and each
// refetch of another's would be one more line in the audit log. The cache goes with the session
// (the login page empties it).

/** The key of every payslip cache of the company: what an imported pay run makes stale. */
export const payslipsKey = (ftgId: string) => ['company', ftgId, 'lonebesked'] as const;

export const payslipsQuery = (ftgId: string, anstNr: string | null) =>
  queryOptions({
    queryKey: [...payslipsKey(ftgId), 'list', anstNr ?? 'own'] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        anstNr === null ? '/lonebesked' : `/lonebesked?${new URLSearchParams({ AnstNr: anstNr }).toString()}`,
        LonebeskedListSchema,
        { signal },
      ),
  });

/** The list of `anstNr` (null: the caller's own); nothing is asked while `enabled` is false. */
export const usePayslips = (ftgId: string, anstNr: string | null, enabled = true) =>
  useQuery({ ...payslipsQuery(ftgId, anstNr), enabled });
