import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { RenumberResultSchema, type RenumberSchema } from '@lonportal/domain/admin/renumber';
import {
  ResetLinkSentSchema,
  TemporaryPasswordSchema,
  UserAccountDetailSchema,
  UserListSchema,
  type UserAccountInputSchema,
} from '@lonportal/domain/admin/users';
import type { Roll } from '@lonportal/domain/roles';
import { apiRequest, apiRequestPaged } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** An account as the form sends it. */
export type UserAccountInputForm = z.input<typeof UserAccountInputSchema>;

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
    staleTime: refetchedWhenShown,
    placeholderData: keepPreviousData,
    meta: { errorMessage: false },
  });

export const useUsers = (f: UserFilter, page: { Page: number; PerPage: number }) =>
  useQuery(usersQueryOptions(f, page));

/** GET /admin/users/{Id}: the account as the edit form shows it, with its version. */
export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'one', id] as const,
    queryFn: ({ signal }) => apiRequest(`/admin/users/${id}`, UserAccountDetailSchema, { signal }),
    // A form starts from what is saved.
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useUser = (id: string | null) =>
  useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });

const CreatedUserSchema = z.object({ User: UserAccountDetailSchema, Password: z.string() });

/** Refetches every user list and account form once an account changed. */
function useUsersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
}

/** POST /admin/users: the new account and its temporary password (shown once). */
export function useCreateUser() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (body: UserAccountInputForm) =>
      apiRequest('/admin/users', CreatedUserSchema, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** PUT /admin/users/{Id}: saved on the version it names (409 when another save came first). */
export function useUpdateUser() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserAccountInputForm }) =>
      apiRequest(`/admin/users/${id}`, UserAccountDetailSchema, { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** DELETE /admin/users/{Id}?Version=. */
export function useDeleteUser() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/admin/users/${id}?Version=${version}`, undefined, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** POST /admin/users/{Id}/temporaryPassword: a new temporary password, shown once. */
export function useTemporaryPassword() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest(`/admin/users/${id}/temporaryPassword`, TemporaryPasswordSchema, {
        method: 'POST',
        body: { Version: version },
      }),
    onSuccess: changed,
  });
}

/** POST /admin/users/{Id}/resetLink: the reset form's address sent to the account (e-mail or SMS). */
export const useSendResetLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/users/${id}/resetLink`, ResetLinkSentSchema, { method: 'POST' }),
  });

/** POST /admin/renumber: an employee or a brukare gets a new number everywhere. */
export function useRenumber() {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof RenumberSchema>) =>
      apiRequest('/admin/renumber', RenumberResultSchema, { method: 'POST', body }),
    onSuccess: changed,
  });
}
