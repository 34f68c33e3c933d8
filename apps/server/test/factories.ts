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

/** An employee with an account, logged in; in a new company unless `ftgId` is given. */
export async function newEmployee(
  t: FactoryHost,
  opts: Partial<EmployeeOptions> = {},
): Promise<LoggedIn<CreatedEmployee>> {
  const ftgId = opts.ftgId ?? (await newCompany(t)).ftgId;
  const e = await createEmployee(t.database.db, { ...opts, ftgId });
  return { ...e, cookie: await t.login(e.login, e.password) };
}

/** A user account without a personnel record (FTG, ADM, LIC, LSS, BRU), logged in. */
export async function newUser(
  t: FactoryHost,
  opts: Partial<UserOptions> & Pick<UserOptions, 'role'>,
): Promise<LoggedIn<CreatedUser>> {
  const ftgId = opts.ftgId ?? (await newCompany(t)).ftgId;
  const u = await createUser(t.database.db, { ...opts, ftgId });
  return { ...u, cookie: await t.login(u.login, u.password) };
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
