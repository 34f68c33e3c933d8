/** The seven roles of SPEC §6, as the wire sends them in `Roll`. */
export const ROLES = ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU', 'PER'] as const;
export type Roll = (typeof ROLES)[number];

/** "Admin" means LIC or ADM (SPEC §6). */
export const ADMIN_ROLES: readonly Roll[] = ['LIC', 'ADM'];
export const isAdmin = (roll: Roll): boolean => ADMIN_ROLES.includes(roll);

/**
 * How far a role reaches, for who may give whom a role (nobody gives a role above their
 * own): the licence holder, the administrator, the company administrator, the managers (a
 * department's and personal assistance's), then those who see only their own or their brukare's.
 */
const ROLE_RANK: Record<Roll, number> = { LIC: 5, ADM: 4, FTG: 3, AVD: 2, LSS: 2, BRU: 1, PER: 1 };

/** Whether a user with role `actor` may give (or change) an account with role `roll`. */
export const mayGiveRole = (actor: Roll, roll: Roll): boolean => ROLE_RANK[roll] <= ROLE_RANK[actor];

/** Roles that go straight to their one company after login (SPEC §4 Company selection). */
export const SINGLE_COMPANY_ROLES: readonly Roll[] = ['PER', 'AVD', 'LSS', 'BRU'];

/** Whether a user with this role and these companies chooses a company (SPEC §4, §6 Company switching). */
export const canSwitchCompany = (roll: Roll, companyCount: number): boolean =>
  isAdmin(roll) || companyCount > 1;

/**
 * Whether the user chooses the company to work in, after login and from the shell (SPEC §4
 * Company selection: PER, AVD, LSS and BRU go straight to their company, and so does FTG with only
 * one; others choose). `companyCount` is the number of companies the user may choose from.
 */
export const choosesCompany = (roll: Roll, companyCount: number): boolean =>
  !SINGLE_COMPANY_ROLES.includes(roll) && canSwitchCompany(roll, companyCount);
