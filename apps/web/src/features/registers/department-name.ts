import type { TFunction } from 'i18next';
import type { DepartmentEntry } from '@lonportal/domain/registers/department';

/**
 * A department as the registers name it, "EKO Ekonomi" (code first, as payroll programs list them);
 * a code the list does not have shows as itself, and none as "no department".
 */
export function departmentName(
  departments: readonly DepartmentEntry[] | undefined,
  code: string,
  t: TFunction,
) {
  if (!code) return t('registers.employees.noDepartment');
  const found = departments?.find((d) => d.Avdelning === code);
  return found ? t('registers.departments.name', { code, namn: found.Namn }) : code;
}
