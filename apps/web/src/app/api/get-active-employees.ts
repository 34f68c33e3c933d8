import { queryOptions } from '@tanstack/react-query';
import { EmployeeListSchema } from '@lonportal/domain/employees';
import { apiRequest } from '../../lib/api-client';

// The router guard and the session layout only ask whether the registry is empty; the employee
// feature will own the full list with its filters.

/** GET /perlista?Locked=false: the active employees (SPEC §6: inactive ones do not count). */
export const getActiveEmployees = (signal?: AbortSignal) =>
  apiRequest('/perlista?Locked=false', EmployeeListSchema, signal ? { signal } : {});

export const activeEmployeesQueryOptions = (ftgId: string) =>
  queryOptions({
    queryKey: ['company', ftgId, 'perlista', { Locked: false }] as const,
    queryFn: ({ signal }) => getActiveEmployees(signal),
  });
