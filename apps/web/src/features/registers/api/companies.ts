import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CompanyRegisterEntrySchema,
  CompanyRegisterListSchema,
  type CompanyCreate,
  type CompanyUpdate,
} from '@lonportal/domain/registers/company';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { companyListQueryKey } from '../../../lib/reference-lists/get-company-list';

/**
 * GET /admin/companies: the licence's companies, the archived ones too when asked. The list is the
 * licence's, not the selected company's: 'registerCompanies' is what RESOURCE_UPDATED companies refetches.
 */
export const companiesQueryOptions = (archived: boolean) =>
  queryOptions({
    queryKey: ['registerCompanies', archived ? 'all' : 'current'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/companies?Arkiverade=${String(archived)}`, CompanyRegisterListSchema, { signal }),
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useCompanies = (archived: boolean) => useQuery(companiesQueryOptions(archived));

/** Refetches this list and the company choice (SPEC §2.4), which names the same companies. */
function useCompaniesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['registerCompanies'] }),
      queryClient.invalidateQueries({ queryKey: companyListQueryKey }),
    ]);
}

/** POST /admin/companies: a new company of the licence. */
export function useCreateCompany() {
  const changed = useCompaniesChanged();
  return useMutation({
    mutationFn: (body: CompanyCreate) =>
      apiRequest('/admin/companies', CompanyRegisterEntrySchema, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** PUT /admin/companies/{FtgId}: saved on the version it names (409 when another save came first). */
export function useUpdateCompany() {
  const changed = useCompaniesChanged();
  return useMutation({
    mutationFn: ({ ftgId, body }: { ftgId: string; body: CompanyUpdate }) =>
      apiRequest(`/admin/companies/${ftgId}`, CompanyRegisterEntrySchema, { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** POST /admin/companies/{FtgId}/archive or /restore, on the version it was read at. */
export function useArchiveCompany() {
  const changed = useCompaniesChanged();
  return useMutation({
    mutationFn: ({ ftgId, version, step }: { ftgId: string; version: number; step: 'archive' | 'restore' }) =>
      apiRequest(`/admin/companies/${ftgId}/${step}`, CompanyRegisterEntrySchema, {
        method: 'POST',
        body: { Version: version },
      }),
    onSuccess: changed,
  });
}
