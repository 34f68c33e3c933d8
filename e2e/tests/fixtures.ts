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
  /**
   * The employee's schedule: HEL40 (8 h a weekday, the default), DEL30 (08:00–14:00), or TIM (paid
   * by the hour: no scheduled day, so only published shifts are their schedule).
   */
  schedule?: 'HEL40' | 'DEL30' | 'TIM';
  /** UserOptions such as HRTIL. */
  options?: string[];
  /** Named in the company's NearAccidentsReportsAdmins. */
  handlesNearAccidents?: boolean;
  /** The employee's department, one of the company's `avdelningar`; the first by default. */
  avdelning?: string;
}

export interface CompanySpec {
  /** FtgInfo settings, as the endpoint names them (KalUseAttest, RequireSmsVerification, …). */
  settings?: Record<string, boolean | number | string[]>;
  /** PortalInfo fields that differ from the defaults. */
  portal?: Record<string, unknown>;
  /** The company's departments; one, Ekonomi (EKO), by default. */
  avdelningar?: { avdelning: string; namn: string }[];
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
      ...(company.avdelningar
        ? { Avdelningar: company.avdelningar.map((a) => ({ Avdelning: a.avdelning, Namn: a.namn })) }
        : {}),
      Users: keys.map((k) => {
        const u: UserSpec = users[k];
        return {
          Role: u.role,
          ...(u.employee === undefined ? {} : { Employee: u.employee }),
          ...(u.schedule ? { ArbSchema: u.schedule } : {}),
          ...(u.options ? { Options: u.options } : {}),
          ...(u.handlesNearAccidents ? { HandlesNearAccidents: true } : {}),
          ...(u.avdelning ? { Avdelning: u.avdelning } : {}),
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

/** The fields of a user account an administrator writes (PUT /api/admin/users/{Id}, SPEC §3 UserAccount). */
export interface AccountChange {
  PersNr?: string;
  /** Further companies the account may work in, by FtgId. */
  FtgIdAccessList?: string[];
  Phone?: string;
  LoginType?: 'PASSWORD' | 'SMS' | 'BANKID' | null;
}

/**
 * Changes accounts as the administrator `admin` (an ADM or LIC) does on /admin/users, for what the
 * team endpoint does not make: an account in a second company, or two accounts of one person. The
 * administrator's session lives in `request` only for the change.
 */
export async function changeAccounts(
  request: APIRequestContext,
  admin: FixtureUser,
  changes: { login: string; change: AccountChange }[],
): Promise<void> {
  const login = await request.post('/api/authenticate', {
    headers: API_HEADERS,
    data: { Login: admin.login, Password: admin.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  try {
    for (const { login: account, change } of changes) {
      const list = await request.get(`/api/admin/users?Sok=${encodeURIComponent(account)}`, {
        headers: API_HEADERS,
      });
      expect(list.ok(), await list.text()).toBe(true);
      const found = ((await list.json()) as { Id: string; Login: string }[]).find((u) => u.Login === account);
      expect(found, account).toBeDefined();
      const read = await request.get(`/api/admin/users/${found!.Id}`, { headers: API_HEADERS });
      expect(read.ok()).toBe(true);
      // The form's fields come back as read; the detail's Id and MustChangePassword are not written.
      const {
        Id: _id,
        MustChangePassword: _must,
        ...detail
      } = (await read.json()) as Record<string, unknown>;
      const saved = await request.put(`/api/admin/users/${found!.Id}`, {
        headers: API_HEADERS,
        data: { ...detail, ...change },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  } finally {
    await request.get('/api/logout', { headers: API_HEADERS });
  }
}
