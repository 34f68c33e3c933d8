import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmployeeCsvResultSchema, type EmployeeCsvImport } from '@lonportal/domain/registers/employee-csv';
import { ImportResultSchema, type PaxmlImportRequest } from '@lonportal/domain/registers/paxml-import';
import type { Language } from '@lonportal/domain/constants';
import { apiRequest } from '../../../lib/api-client';
import { refetchNamed } from '../../../lib/refetch-named';
import { REGISTER_CACHES } from './codes';

// The imports of /admin/registers (ADR 0029): the registers from the payroll program's PAXml file,
// and new employees from a CSV file, each previewed before it is stored.

/** What a stored import may have changed: the employees and every register, and the lists read from them. */
const IMPORTED = [
  'registerEmployees',
  'perlista',
  'perreg',
  'perschema',
  'avdelning',
  'arbschemalist',
  'tidkoder',
  'LonKoder',
  'resenheter',
  ...Object.values(REGISTER_CACHES),
];

function useImported(ftgId: string) {
  const queryClient = useQueryClient();
  return () => refetchNamed(queryClient, ftgId, IMPORTED);
}

/** POST /registers/import/paxml/preview, or /registers/import/paxml: what the file changes, or changed. */
export function usePaxmlImport(ftgId: string) {
  const imported = useImported(ftgId);
  return useMutation({
    mutationFn: ({ body, store }: { body: PaxmlImportRequest; store: boolean }) =>
      apiRequest(`/registers/import/paxml${store ? '' : '/preview'}`, ImportResultSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: (result) => (result.Sparad ? imported() : undefined),
  });
}

/** POST /registers/import/employees/preview, or /registers/import/employees: the file's employees. */
export function useEmployeeCsvImport(ftgId: string) {
  const imported = useImported(ftgId);
  return useMutation({
    mutationFn: ({ body, store }: { body: EmployeeCsvImport; store: boolean }) =>
      apiRequest(`/registers/import/employees${store ? '' : '/preview'}`, EmployeeCsvResultSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: (result) => (result.Sparad ? imported() : undefined),
  });
}

/** GET /registers/import/employees/template: the CSV template, its headings in `language`. */
export const employeeCsvTemplateUrl = (language: Language): string =>
  `/api/registers/import/employees/template?Sprak=${language}`;
