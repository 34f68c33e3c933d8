import { expect, type APIRequestContext } from '@playwright/test';
import { API_HEADERS } from './helpers';

// Tests that stand alone: a spec that changes data makes its own company and users
// through the development endpoint POST /api/dev/fixtures/team (apps/server/src/modules/dev/
// fixtures.ts), so no spec writes to demo rows another one reads and the specs run in parallel.

/** The roles of SPEC §6, as the API spells them. */
export const ROLE = {
  LIC: 'LIC',
  ADM: 'ADM',
  FTG: 'FTG',
  AVD: 'AVD',
  LSS: 'LSS',
  BRU: 'BRU',
  PER: 'PER',
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export interface UserSpec {
  role: Role;
  /** With a personnel record and a schedule: by default for PER only (an AVD attests as an employee). */
  employee?: boolean;
  /** The employee's schedule: HEL40 (8 h a weekday, the default) or DEL30 (08:00–14:00). */
  schedule?: 'HEL40' | 'DEL30';
  /** UserOptions such as HRTIL. */
  options?: string[];
  /** Named in the company's NearAccidentsReportsAdmins. */
  handlesNearAccidents?: boolean;
}

export interface CompanySpec {
  /** FtgInfo settings, as the endpoint names them (KalUseAttest, RequireSmsVerification, …). */
  settings?: Record<string, boolean | number | string[]>;
  /** PortalInfo fields that differ from the defaults. */
  portal?: Record<string, unknown>;
}

export interface FixtureUser {
  role: Role;
  login: string;
  password: string;
  namn: string;
  /** The personnel number; null for a user without a personnel record. */
  anstNr: string | null;
  /** The personal number of an employee; null for other users. */
  persNr: string | null;
}

export interface FixtureCompany {
  ftgId: string;
  ftgKey: string;
  namn: string;
}

export type Team<K extends string> = { company: FixtureCompany } & { [P in K]: FixtureUser };

interface TeamAnswer {
  FtgId: string;
  FtgKey: string;
  Namn: string;
  Users: {
    Role: Role;
    Login: string;
    Password: string;
    Namn: string;
    AnstNr: string | null;
    PersNr: string | null;
  }[];
}

/**
 * A new company with the users named in `users`, each new too:
 * `const { company, per, avd } = await createTeam(request, { per: { role: ROLE.PER }, avd: { role: ROLE.AVD, employee: true } })`.
 */
export async function createTeam<K extends string>(
  request: APIRequestContext,
  users: Record<K, UserSpec>,
  company: CompanySpec = {},
): Promise<Team<K>> {
  const keys = Object.keys(users) as K[];
  const res = await request.post('/api/dev/fixtures/team', {
    headers: API_HEADERS,
    data: {
      Settings: company.settings ?? {},
      Portal: company.portal ?? {},
      Users: keys.map((k) => {
        const u: UserSpec = users[k];
        return {
          Role: u.role,
          ...(u.employee === undefined ? {} : { Employee: u.employee }),
          ...(u.schedule ? { ArbSchema: u.schedule } : {}),
          ...(u.options ? { Options: u.options } : {}),
          ...(u.handlesNearAccidents ? { HandlesNearAccidents: true } : {}),
        };
      }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const answer = (await res.json()) as TeamAnswer;
  const team = { company: { ftgId: answer.FtgId, ftgKey: answer.FtgKey, namn: answer.Namn } } as Team<K>;
  keys.forEach((k, i) => {
    const u = answer.Users[i]!;
    (team as Record<string, FixtureUser | FixtureCompany>)[k] = {
      role: u.Role,
      login: u.Login,
      password: u.Password,
      namn: u.Namn,
      anstNr: u.AnstNr,
      persNr: u.PersNr,
    };
  });
  return team;
}

/** One new employee (PER) in a new company of its own. */
export async function createEmployee(
  request: APIRequestContext,
  spec: Omit<UserSpec, 'role'> = {},
  company: CompanySpec = {},
): Promise<FixtureUser & { company: FixtureCompany }> {
  const team = await createTeam(request, { per: { role: ROLE.PER, ...spec } }, company);
  return { ...team.per, company: team.company };
}
