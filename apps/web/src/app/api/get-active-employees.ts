import { queryOptions } from '@tanstack/react-query';
import { EmployeeListSchema } from '@lonportal/domain/employees';
import { apiRequest } from '../../lib/api-client';

// The router guard and the session layout only ask whether the registry is empty (active
// employees); the time pages' picker lists the inactive ones too when the user shows them.

/** GET /perlista?Locked=false: the active employees (SPEC §6: inactive ones do not count). */
export const getActiveEmployees = (signal?: AbortSignal) =>
  apiRequest('/perlista?Locked=false', EmployeeListSchema, signal ? { signal } : {});

/** GET /perlista, with (SPEC §6 "unless the user toggles showing them") or without inactive employees. */
export const employeesQueryOptions = (ftgId: string, includeInactive: boolean) =>
  queryOptions({
    queryKey: ['company', ftgId, 'perlista', { Locked: includeInactive ? 'all' : false }] as const,
    queryFn: ({ signal }) =>
      includeInactive ? apiRequest('/perlista', EmployeeListSchema, { signal }) : getActiveEmployees(signal),
  });

export const activeEmployeesQueryOptions = (ftgId: string) => employeesQueryOptions(ftgId, false);
