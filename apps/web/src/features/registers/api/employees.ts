import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EmployeeCreatedSchema,
  EmployeeDetailSchema,
  EmployeeRegisterListSchema,
  type EMPLOYEE_LIST_SCOPES,
  type EmployeeCreate,
  type EmployeeUpdate,
} from '@lonportal/domain/registers/employee';
import { apiRequest, apiRequestPaged } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { refetchNamed } from '../../../lib/refetch-named';

/** The register's filters as the page holds them. */
export interface EmployeeFilter {
  Sok: string;
  /** A department's code, or null for every department. */
  Avdelning: string | null;
  Visa: (typeof EMPLOYEE_LIST_SCOPES)[number];
}

function search(f: EmployeeFilter, page: { Page: number; PerPage: number }): string {
  const params = new URLSearchParams({
    Visa: f.Visa,
    Page: String(page.Page),
    PerPage: String(page.PerPage),
  });
  if (f.Sok.trim()) params.set('Sok', f.Sok.trim());
  if (f.Avdelning) params.set('Avdelning', f.Avdelning);
  return params.toString();
}

/** GET /registers/employees: a page of the company's employees, with X-Pagination. */
export const registerEmployeesQueryOptions = (
  ftgId: string,
  f: EmployeeFilter,
  page: { Page: number; PerPage: number },
) =>
  queryOptions({
    queryKey: ['company', ftgId, 'registerEmployees', search(f, page)] as const,
    queryFn: ({ signal }) =>
      apiRequestPaged(`/registers/employees?${search(f, page)}`, EmployeeRegisterListSchema, { signal }),
    staleTime: refetchedWhenShown,
    placeholderData: keepPreviousData,
    meta: { errorMessage: false },
  });

export const useRegisterEmployees = (
  ftgId: string,
  f: EmployeeFilter,
  page: { Page: number; PerPage: number },
) => useQuery(registerEmployeesQueryOptions(ftgId, f, page));

/** GET /registers/employees/{AnstNr}: the employee as the form shows it, with their history. */
export const registerEmployeeQueryOptions = (ftgId: string, anstNr: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'registerEmployees', 'one', anstNr] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/registers/employees/${encodeURIComponent(anstNr)}`, EmployeeDetailSchema, { signal }),
    // A form starts from what is saved.
    staleTime: refetchedWhenShown,
    meta: { errorMessage: false },
  });

export const useRegisterEmployee = (ftgId: string, anstNr: string | null) =>
  useQuery({ ...registerEmployeeQueryOptions(ftgId, anstNr ?? ''), enabled: anstNr !== null });

/**
 * The caches that list employees: the register, and the employee lists and schedules every other
 * page reads (a new employee is one to report time for); and the registers an employee puts in use.
 */
const EMPLOYEE_CACHES = [
  'registerEmployees',
  'perlista',
  'perreg',
  'perschema',
  'registerDepartments',
  'registerCompetences',
  'registerProperties',
];

function useEmployeesChanged(ftgId: string) {
  const queryClient = useQueryClient();
  return () => refetchNamed(queryClient, ftgId, EMPLOYEE_CACHES);
}

/** POST /registers/employees: the new employee, and their user's temporary password if one was made. */
export function useCreateEmployee(ftgId: string) {
  const changed = useEmployeesChanged(ftgId);
  return useMutation({
    mutationFn: (body: EmployeeCreate) =>
      apiRequest('/registers/employees', EmployeeCreatedSchema, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** PUT /registers/employees/{AnstNr}: saved on the version it names (409 when another save came first). */
export function useUpdateEmployee(ftgId: string) {
  const changed = useEmployeesChanged(ftgId);
  return useMutation({
    mutationFn: ({ anstNr, body }: { anstNr: string; body: EmployeeUpdate }) =>
      apiRequest(`/registers/employees/${encodeURIComponent(anstNr)}`, EmployeeDetailSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: changed,
  });
}
