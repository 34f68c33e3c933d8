import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyListSchema } from '@lonportal/domain/auth/schemas';
import { apiRequest } from '../api-client';

/** GET /companyList: the companies the user may choose from (SPEC §2.4), archived ones included. */
export const getCompanyList = (signal?: AbortSignal) =>
  apiRequest('/companyList', CompanyListSchema, signal ? { signal } : {});

/** The list belongs to the user, not to the selected company: a company switch keeps it. */
export const companyListQueryKey = ['companyList'] as const;

export const companyListQueryOptions = () =>
  queryOptions({
    queryKey: companyListQueryKey,
    queryFn: ({ signal }) => getCompanyList(signal),
  });

/** The list, fetched only when `enabled` (single-company roles never need it). */
export const useCompanyList = (enabled = true) => useQuery({ ...companyListQueryOptions(), enabled });
