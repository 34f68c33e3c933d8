// The factories (src/db/seed/factories.ts) on a TestApp's database, with the test clock's year and a
// logged-in session: `await t.newEmployee()` is a fresh PER in a fresh company, ready to call the API.
import { and, eq } from 'drizzle-orm';
import { ROLES, type Roll } from '@lonportal/domain/roles';
import {
  createCompany,
  createEmployee,
  createUser,
  DEFAULT_AVDELNING,
  GRUPP,
  type AvdelningDef,
  type CompanyOptions,
  type CreatedCompany,
  type CreatedEmployee,
  type CreatedUser,
  type EmployeeOptions,
  type UserOptions,
} from '../src/db/seed/factories';
import { employees } from '../src/db/schema/index';
import type { TestApp } from './app-helper';

type FactoryHost = Pick<TestApp, 'database' | 'clock' | 'login'>;

/** A company made for the test (its holidays run to the year after the test clock's). */
export const newCompany = (t: FactoryHost, opts: CompanyOptions = {}): Promise<CreatedCompany> =>
  createCompany(t.database.db, { today: t.clock.now(), ...opts });

export type LoggedIn<T> = T & { cookie: string };

/**
 * An employee with an account, not logged in (for the tests of logging in); in a new company
 * unless `ftgId` is given. The account's mobile number is `person.phone` unless `phone` is given.
 */
export async function newEmployeeAccount(
  t: FactoryHost,
  opts: Partial<EmployeeOptions> = {},
): Promise<CreatedEmployee> {
  const ftgId = opts.ftgId ?? (await newCompany(t)).ftgId;
  return createEmployee(t.database.db, { ...opts, ftgId });
}

/** An employee with an account, logged in; in a new company unless `ftgId` is given. */
export async function newEmployee(
  t: FactoryHost,
  opts: Partial<EmployeeOptions> = {},
): Promise<LoggedIn<CreatedEmployee>> {
  const e = await newEmployeeAccount(t, opts);
  return { ...e, cookie: await t.login(e.login, e.password) };
}

/** A user account without a personnel record (FTG, ADM, LIC, LSS, BRU), not logged in. */
export async function newUserAccount(
  t: FactoryHost,
  opts: Partial<UserOptions> & Pick<UserOptions, 'role'>,
): Promise<CreatedUser> {
  const ftgId = opts.ftgId ?? (await newCompany(t)).ftgId;
  return createUser(t.database.db, { ...opts, ftgId });
}

/** A user account without a personnel record (FTG, ADM, LIC, LSS, BRU), logged in. */
export async function newUser(
  t: FactoryHost,
  opts: Partial<UserOptions> & Pick<UserOptions, 'role'>,
): Promise<LoggedIn<CreatedUser>> {
  const u = await newUserAccount(t, opts);
  return { ...u, cookie: await t.login(u.login, u.password) };
}

/** A company whose users log in with a password and an SMS code (SPEC §4 requireSMSVerification). */
export const newSmsCompany = (t: FactoryHost, opts: CompanyOptions = {}): Promise<CreatedCompany> =>
  newCompany(t, { ...opts, settings: { requireSmsVerification: true, ...opts.settings } });

/**
 * An employee of a new SMS company (two-step login, SPEC §4), not logged in: logging in asks for
 * the code sent to `phone`.
 */
export async function newSmsEmployee(
  t: FactoryHost,
  opts: Partial<EmployeeOptions> = {},
): Promise<CreatedEmployee & { phone: string }> {
  const ftgId = opts.ftgId ?? (await newSmsCompany(t)).ftgId;
  const e = await newEmployeeAccount(t, { ...opts, ftgId });
  return { ...e, phone: opts.phone ?? e.person.phone };
}

/** The domain's roles by name (ROLE.PER), so tests need not spell them out. */
export const ROLE = Object.fromEntries(ROLES.map((r) => [r, r])) as { readonly [R in Roll]: R };

/** A second department beside the default EKO: staff on the hour-paid KOL codes. */
export const LAGER: AvdelningDef = { avdelning: 'LAG', namn: 'Lager', grupp: GRUPP.KOL, scheman: ['HEL40'] };

export interface Team {
  company: CreatedCompany;
  /** An employee (PER) in EKO. */
  per: LoggedIn<CreatedEmployee>;
  /** The department administrator (AVD) of EKO, an employee there too. */
  avd: LoggedIn<CreatedEmployee>;
  /** An employee (PER) in another department, LAG. */
  other: LoggedIn<CreatedEmployee>;
  /** The company administrator (FTG). */
  ftg: LoggedIn<CreatedUser>;
}

/**
 * A new company with departments EKO and LAG, an employee in each, EKO's AVD and an FTG, all logged
 * in; `per` says more about the EKO employee (schedule, result units, …).
 */
export async function newTeam(
  t: FactoryHost,
  opts: CompanyOptions & { per?: Partial<EmployeeOptions> } = {},
): Promise<Team> {
  const { per: perOpts, ...companyOpts } = opts;
  const company = await newCompany(t, { avdelningar: [DEFAULT_AVDELNING, LAGER], ...companyOpts });
  const ftgId = company.ftgId;
  const per = await newEmployee(t, { ...perOpts, ftgId });
  const avd = await newEmployee(t, { ftgId, role: ROLE.AVD });
  const other = await newEmployee(t, { ftgId, avd: LAGER });
  const ftg = await newUser(t, { ftgId, role: ROLE.FTG });
  return { company, per, avd, other, ftg };
}

/** An office company's five departments: EKO and LAG (newTeam's) and three more. */
export const OFFICE_DEPARTMENTS: AvdelningDef[] = [
  DEFAULT_AVDELNING,
  LAGER,
  { avdelning: 'FSG', namn: 'Försäljning', grupp: GRUPP.TJM, scheman: ['HEL40', 'DEL30'] },
  { avdelning: 'IT', namn: 'IT', grupp: GRUPP.TJM, scheman: ['HEL40'] },
  { avdelning: 'PROD', namn: 'Produktion', grupp: GRUPP.KOL, scheman: ['HEL40'] },
];

/**
 * A team (newTeam) in a company of the five OFFICE_DEPARTMENTS with `staff` employees in all: the
 * team's three and personnel records without accounts, spread over the departments.
 */
export async function newStaffedTeam(
  t: FactoryHost,
  staff: number,
  opts: CompanyOptions & { per?: Partial<EmployeeOptions> } = {},
): Promise<Team> {
  const team = await newTeam(t, { avdelningar: OFFICE_DEPARTMENTS, ...opts });
  for (let i = 3; i < staff; i++)
    await createEmployee(t.database.db, {
      ftgId: team.company.ftgId,
      avd: OFFICE_DEPARTMENTS[i % OFFICE_DEPARTMENTS.length],
      account: false,
    });
  return team;
}

/**
 * A team (newTeam) and a fourth employee whose last names need Swedish order (Å, Ä, Ö after Z):
 * the team's FTG and the last names in the order a Swedish list shows them.
 */
export async function newTeamWithSwedishNames(
  t: FactoryHost,
): Promise<{ ftg: LoggedIn<CreatedUser>; inOrder: string[] }> {
  const { company, ftg, per, avd, other } = await newTeam(t);
  const extra = await newEmployee(t, { ftgId: company.ftgId });
  const names: [string, string][] = [
    [per.anstNr, 'Östberg'],
    [avd.anstNr, 'Zetterlund'],
    [other.anstNr, 'Åkesson'],
    [extra.anstNr, 'Ärlig'],
  ];
  for (const [anstNr, efNamn] of names)
    await t.database.db
      .update(employees)
      .set({ efNamn, foNamn: 'Kim' })
      .where(and(eq(employees.ftgId, company.ftgId), eq(employees.anstNr, anstNr)));
  return { ftg, inOrder: ['Zetterlund', 'Åkesson', 'Ärlig', 'Östberg'] };
}

/** The department of a care company's personal assistants (LSS). */
export const ASSISTANS: AvdelningDef = {
  avdelning: 'ASS',
  namn: 'Personlig assistans',
  grupp: GRUPP.ASS,
  scheman: ['ASS', 'DEL30', 'TIM'],
};

export interface CareTeam {
  company: CreatedCompany;
  /** The code of the company's brukare (care recipient). */
  brukare: string;
  /** The customer-responsible arbetsledare (LSS), logged in. */
  lss: LoggedIn<CreatedUser>;
  /** The brukare's own account (BRU), logged in. */
  bru: LoggedIn<CreatedUser>;
}

/**
 * A new care company with personal assistance (SPEC §6 LSS, brukare named BRUKARE), one brukare and
 * one arbetsledare, and the accounts of both, logged in.
 */
export async function newCareTeam(t: FactoryHost, opts: CompanyOptions = {}): Promise<CareTeam> {
  const brukare = 'B001';
  const sign = 'AL1';
  const company = await newCompany(t, {
    avdelningar: [ASSISTANS],
    brukare: [brukare],
    arbetsledare: [sign],
    ...opts,
    settings: {
      useLss: true,
      useFkSignering: true,
      brukareNamnTyp: 'BRUKARE',
      hasPlus: true,
      ...opts.settings,
    },
  });
  const ftgId = company.ftgId;
  const lss = await newUser(t, { ftgId, role: ROLE.LSS, signatur: sign });
  const bru = await newUser(t, { ftgId, role: ROLE.BRU, brukare });
  return { company, brukare, lss, bru };
}
