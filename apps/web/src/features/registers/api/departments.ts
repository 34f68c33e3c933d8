import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DepartmentEntrySchema,
  DepartmentListSchema,
  type DepartmentCreate,
  type DepartmentUpdate,
} from '@lonportal/domain/registers/department';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { refetchNamed } from '../../../lib/refetch-named';

/** GET /registers/departments: the company's departments, closed ones too, with what uses them. */
export const registerDepartmentsQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'registerDepartments'] as const,
    queryFn: ({ signal }) => apiRequest('/registers/departments', DepartmentListSchema, { signal }),
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useRegisterDepartments = (ftgId: string) => useQuery(registerDepartmentsQueryOptions(ftgId));

/** The register and the company's department list (GET /avdelning) that every other page reads. */
const DEPARTMENT_CACHES = ['registerDepartments', 'avdelning'];

function useDepartmentsChanged(ftgId: string) {
  const queryClient = useQueryClient();
  return () => refetchNamed(queryClient, ftgId, DEPARTMENT_CACHES);
}

/** POST /registers/departments: a new department. */
export function useCreateDepartment(ftgId: string) {
  const changed = useDepartmentsChanged(ftgId);
  return useMutation({
    mutationFn: (body: DepartmentCreate) =>
      apiRequest('/registers/departments', DepartmentEntrySchema, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** PUT /registers/departments/{Avdelning}: its name and whether it is closed. */
export function useUpdateDepartment(ftgId: string) {
  const changed = useDepartmentsChanged(ftgId);
  return useMutation({
    mutationFn: ({ avdelning, body }: { avdelning: string; body: DepartmentUpdate }) =>
      apiRequest(`/registers/departments/${encodeURIComponent(avdelning)}`, DepartmentEntrySchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: changed,
  });
}

/** DELETE /registers/departments/{Avdelning}?Version=: one nothing refers to (else 409 registerInUse). */
export function useDeleteDepartment(ftgId: string) {
  const changed = useDepartmentsChanged(ftgId);
  return useMutation({
    mutationFn: ({ avdelning, version }: { avdelning: string; version: number }) =>
      apiRequest(`/registers/departments/${encodeURIComponent(avdelning)}?Version=${version}`, undefined, {
        method: 'DELETE',
      }),
    onSuccess: changed,
  });
}
