import { useRegisterCodes } from './codes';

/**
 * GET /registers/departments: the company's departments, closed ones too, with what uses them; the
 * employee register's filter and form read them (the code registers' list, api/codes.ts).
 */
export const useRegisterDepartments = (ftgId: string) => useRegisterCodes(ftgId, 'departments');
