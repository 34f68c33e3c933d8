import type { Roll } from '../roles';
import type { AccessContext } from './route-table';

/**
 * What a user may do (or is held to) inside the routes of the route table, by role: the one place
 * besides ROUTES where roles are listed (ARCHITECTURE "One access table"). Servers and pages ask
 * `can(action, user)`; they never compare roles themselves. The order of each list is the order
 * the server declares for its `{ roles }` access rules.
 */
export const ACCESS_ACTIONS = {
  /** SPEC §7 /lonexport: hand attested time to payroll (the administrators and the company administrator). */
  exportPayroll: ['LIC', 'ADM', 'FTG'],
  /** SPEC §6 /rapporter/attestlista: read the attest list. */
  readAttestList: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'],
  /**
   * /admin/portal: change the company switches that change how the portal works (approval steps,
   * LSS, result units, schedules, SMS verification); the company administrator sees them (ADR 0022).
   */
  editCompanyProcess: ['LIC', 'ADM'],
  /** The audit log of every company (and of what belongs to none); FTG reads their company's. */
  readAuditOfAllCompanies: ['LIC', 'ADM'],
  /** Load Skatteverket's normalbelopp for a year: national data, for every company. */
  loadTravelRules: ['LIC', 'ADM'],
  /** /admin/companies: create a company, change its licence, archive it (the licence user's). */
  manageCompanies: ['LIC'],
  /** /admin/companies: find an archived company and restore it. */
  restoreCompanies: ['LIC', 'ADM'],
  /** /admin/registers: add and change employees and departments (AVD reads their department's). */
  editRegisters: ['LIC', 'ADM', 'FTG'],
  /** SPEC §2.5 canEdit: change or remove the company picture. */
  editCompanyPicture: ['LIC', 'ADM', 'FTG'],
  /** Report and change time rows and punches; a brukare only reads (and attests) them. */
  reportTime: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'PER'],
  /** Report and change the time of others as their manager, not only one's own. */
  reportTimeForOthers: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS'],
  /**
   * SPEC §6: held to their own employee record: the employee list is their own AnstNr, the code
   * groups come from it, they approve only their own period, and without it they are logged out.
   */
  ownEmployeeOnly: ['PER'],
  /** SPEC §6: sees the employees of their own brukare only (LSS sees those of every brukare). */
  ownBrukareOnly: ['BRU'],
  /** Near-accident reports: the managers read the company's reports that are not sensitive. */
  readNearAccidents: ['LIC', 'ADM', 'FTG', 'AVD'],
  /** Leave applications: decide on them (the admin view, SPEC §6); PER sees their own only. */
  decideLeave: ['LIC', 'ADM', 'FTG', 'AVD'],
  /**
   * /lonebesked: import and publish the payroll program's pay runs (DOMAIN §12 LÖNUT), as those who
   * hand time to payroll take its answer back.
   */
  importPayslips: ['LIC', 'ADM', 'FTG'],
  /**
   * /lonebesked: open an employee's payslips and balances other than one's own (each view is in the
   * audit log); SPEC §2.2 lets AVD see payslips, their own only.
   */
  readOthersPayslips: ['LIC', 'ADM', 'FTG'],
  /** Punch rule 7: the company's LockStamplingEdit and LockStamplingDelete bind them. */
  punchLocksApply: ['PER'],
} as const satisfies Record<string, readonly Roll[]>;

export type AccessAction = keyof typeof ACCESS_ACTIONS;
export const ACCESS_ACTION_NAMES = Object.keys(ACCESS_ACTIONS) as AccessAction[];

/** The user as the access rules see them: an AccessContext, or GET /me's UserAccount. */
export type Actor = Pick<AccessContext, 'Roll'>;

/** Whether the user may do `action` (or is held to it, for the restrictions). */
export function can(action: AccessAction, user: Actor): boolean {
  const roles: readonly Roll[] = ACCESS_ACTIONS[action];
  return roles.includes(user.Roll);
}

/** The roles that may do `action`, for the server's `{ roles }` access rules. */
export function rolesThatCan(action: AccessAction): readonly Roll[] {
  return ACCESS_ACTIONS[action];
}

/** Whether the user is held to their own employee record (SPEC §6). */
export const isOwnEmployeeOnly = (user: Actor): boolean => can('ownEmployeeOnly', user);

/** Whether the user only reads time (a brukare): no reporting, no punch clock, no changes. */
export const readsTimeOnly = (user: Actor): boolean => !can('reportTime', user);

/**
 * Whether the user may report and change the time of employee `anstNr`: a reporting role, and for
 * one held to their own record only their own AnstNr (the employee scope decides the rest).
 */
export function canReportTimeFor(user: Pick<AccessContext, 'Roll' | 'AnstNr'>, anstNr: string): boolean {
  if (!can('reportTime', user)) return false;
  return !isOwnEmployeeOnly(user) || anstNr === user.AnstNr;
}

/** Whether the user may read the employee record of `anstNr` as far as the role goes (SPEC §6). */
export const canReadEmployee = (user: Pick<AccessContext, 'Roll' | 'AnstNr'>, anstNr: string): boolean =>
  !isOwnEmployeeOnly(user) || anstNr === user.AnstNr;

/** Whether the user reports as a manager for `anstNr` (time of others, not their own). */
export const actsAsManagerFor = (user: Pick<AccessContext, 'Roll' | 'AnstNr'>, anstNr: string): boolean =>
  can('reportTimeForOthers', user) && anstNr !== user.AnstNr;

/** Punch rule 7: whether the company's lock on correcting punches binds the user. */
export const punchEditLocked = (
  user: Actor,
  portal: Pick<AccessContext['Portal'], 'LockStamplingEdit'>,
): boolean => can('punchLocksApply', user) && portal.LockStamplingEdit;

/** Punch rule 7: whether the company's lock on deleting punches binds the user. */
export const punchDeleteLocked = (
  user: Actor,
  portal: Pick<AccessContext['Portal'], 'LockStamplingDelete'>,
): boolean => can('punchLocksApply', user) && portal.LockStamplingDelete;
