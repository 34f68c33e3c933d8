import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UserListSchema } from '@lonportal/domain/admin/users';
import type { Roll } from '@lonportal/domain/roles';
import { apiRequestPaged } from '../../../lib/api-client';

/** The filters of the user list as the page holds them. */
export interface UserFilter {
  Sok: string;
  Roll: Roll | null;
  FtgId: string | null;
}

function search(f: UserFilter, page: { Page: number; PerPage: number }): string {
  const params = new URLSearchParams({ Page: String(page.Page), PerPage: String(page.PerPage) });
  if (f.Sok.trim()) params.set('Sok', f.Sok.trim());
  if (f.Roll) params.set('Roll', f.Roll);
  if (f.FtgId) params.set('FtgId', f.FtgId);
  return params.toString();
}

/** GET /admin/users: a page of the licence's user accounts, with X-Pagination. */
export const usersQueryOptions = (f: UserFilter, page: { Page: number; PerPage: number }) =>
  queryOptions({
    // The list is the licence's, not the selected company's: 'users' is what RESOURCE_UPDATED userLists refetches.
    queryKey: ['admin', 'users', search(f, page)] as const,
    queryFn: ({ signal }) => apiRequestPaged(`/admin/users?${search(f, page)}`, UserListSchema, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: false },
  });

export const useUsers = (f: UserFilter, page: { Page: number; PerPage: number }) =>
  useQuery(usersQueryOptions(f, page));
