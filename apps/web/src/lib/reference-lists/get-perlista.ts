import { useQuery } from '@tanstack/react-query';
import { EmployeeListSchema } from '@lonportal/domain/employees';
import { apiRequest } from '../api-client';
import { referenceQueryOptions } from '../reference-query';
import { ACTIVE_EMPLOYEES_PATH } from './paths';

// The router guard and the session layout only ask whether the registry is empty (active
// employees); the time pages' picker lists the inactive ones too when the user shows them.

/**
 * GET /perlista: the active employees only (`?Locked=false`; SPEC §6: inactive ones do not count),
 * or every employee (SPEC §6 "unless the user toggles showing them").
 */
export const employeesQueryOptions = (ftgId: string, includeInactive: boolean) =>
  referenceQueryOptions(
    ['company', ftgId, 'perlista', { Locked: includeInactive ? 'all' : false }] as const,
    (signal) =>
      apiRequest(includeInactive ? '/perlista' : ACTIVE_EMPLOYEES_PATH, EmployeeListSchema, { signal }),
  );

export const activeEmployeesQueryOptions = (ftgId: string) => employeesQueryOptions(ftgId, false);

export const useEmployees = (ftgId: string, includeInactive: boolean) =>
  useQuery(employeesQueryOptions(ftgId, includeInactive));
