import { LANGUAGES, type Language } from '@lonportal/domain/constants';
import { EMPLOYEE_CSV_COLUMNS } from '@lonportal/domain/registers/employee-csv';

/** The interface language as one of the template's (Swedish for any other). */
export const templateLanguage = (lng: string): Language =>
  (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'sv';

/**
 * A column of the employees' CSV file by its heading in the template of `lng` (domain
 * EMPLOYEE_CSV_COLUMNS), as the person reads it in the file they filled in; a key the table does
 * not know shows as itself.
 */
export const csvColumnName = (key: string, lng: string): string =>
  EMPLOYEE_CSV_COLUMNS.find((c) => c.key === key)?.[templateLanguage(lng)] ?? key;
