import { can } from './access/capabilities';
import type { Roll } from './roles';

/**
 * Whose time a user may see and handle (SPEC §6): an employee only their own, a department
 * administrator the employees of their own department (the department of their own personnel
 * record), the customer-responsible and the brukare the employees working for their brukare,
 * the company and system administrators everyone.
 */
export type EmployeeScope = 'self' | 'department' | 'brukare' | 'all';

export function employeeScope(roll: Roll): EmployeeScope {
  switch (roll) {
    case 'PER':
      return 'self';
    case 'AVD':
      return 'department';
    case 'LSS':
    case 'BRU':
      return 'brukare';
    default:
      return 'all';
  }
}

/** Roles that report and change time for others (not only themselves): access/capabilities.ts. */
export const isTimeManager = (roll: Roll): boolean => can('reportTimeForOthers', { Roll: roll });

/** Roles that hand attested time to payroll (SPEC §6 "Admin" and the company administrator). */
export const mayTransferToPayroll = (roll: Roll): boolean => can('exportPayroll', { Roll: roll });
