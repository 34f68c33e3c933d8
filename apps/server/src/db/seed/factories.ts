// Factories: one company, employee, user or time entry at a time, each new and unique, so a test (or
// a browser spec through a loopback-only dev endpoint) makes the data it needs instead of reading or
// changing demo rows, and so stands alone. Free of test-framework imports on purpose.
// They write through the seed's helpers (company-codes.ts, staff.ts, time-entries.ts).
import { randomInt } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';
import type { PortalInfo } from '@lonportal/domain';
import { addDays } from '@lonportal/domain/dates';
import type { Roll } from '@lonportal/domain/roles';
import type { Db } from '../client';
import {
  arbetsledare,
  avdelningar,
  brukare,
  companies,
  employees,
  perSchema,
  portalSettings,
  resultatenheter,
  userAccounts,
  userAppSettings,
  userCompanyAccess,
  userOptions,
} from '../schema/index';
import { GRUPP } from './codes';
import { insertBatched, seedCompanyCodes } from './company-codes';
import type { AvdelningDef, Grupp } from './demo-companies';
import { DEMO_PASSWORD } from './demo-users';
import { makeOrgnr, PersonFactory, type Person } from './people';
import { createRng } from './random';
import { buildEmployee, type EmployeeRow, type PerSchemaRow } from './staff';

/** The role a factory gives by default: an employee reporting their own time. */
const EMPLOYEE_ROLE: Roll = 'PER';

// One run's unique numbers: a random base (another process, or a restarted dev server, writing into
// the same database picks another) and a counter (calls in this process never repeat).
const RUN = randomInt(100, 999);
let counter = 0;
const people = new PersonFactory(createRng(randomInt(0, 2 ** 31)));

/** A number never handed out before in this process: "<run><counter>", digits only. */
export function uniqueNumber(): string {
  counter += 1;
  return `${RUN}${String(counter).padStart(5, '0')}`;
}

// Factory accounts log in often and their passwords are known: a cheap argon2id (verification
// reads the cost from the hash), computed once per password.
const FACTORY_HASH = { algorithm: 2 as Algorithm, memoryCost: 1024, timeCost: 1, parallelism: 1 };
const hashes = new Map<string, Promise<string>>();
const hashOf = (plain: string): Promise<string> => {
  let h = hashes.get(plain);
  if (!h) {
    h = hash(plain, FACTORY_HASH);
    hashes.set(plain, h);
  }
  return h;
};

export type CompanySettings = Partial<
  Omit<typeof companies.$inferInsert, 'ftgId' | 'ftgKey' | 'orgnr' | 'firstSalaryYear'>
>;

export interface CompanyOptions {
  ftgKey?: string;
  namn?: string;
  /** FtgInfo columns (hasPlus, useLss, kalUseAttest, openResEnhet, …); the schema's defaults otherwise. */
  settings?: CompanySettings;
  /** PortalInfo fields that differ from the defaults (SPEC §3). */
  portal?: Partial<PortalInfo>;
  firstSalaryYear?: number;
  /** Holidays are written up to the year after this day's (default: now). */
  today?: Date;
  /** Departments; default one, "EKO" (TJM, HEL40 and DEL30). */
  avdelningar?: AvdelningDef[];
  resultatenheter?: { dim: number; kod: string; namn: string }[];
  /** Brukare codes to register (names made up). */
  brukare?: string[];
  /** Arbetsledare signatures to register. */
  arbetsledare?: string[];
}

export interface CreatedCompany {
  ftgId: string;
  ftgKey: string;
  namn: string;
  firstSalaryYear: number;
  avdelningar: AvdelningDef[];
}

export const DEFAULT_AVDELNING: AvdelningDef = {
  avdelning: 'EKO',
  namn: 'Ekonomi',
  grupp: GRUPP.TJM,
  scheman: ['HEL40', 'DEL30'],
};

/** A new company with its settings, portal info, departments and the default codes, schedules and holidays. */
export async function createCompany(db: Db, opts: CompanyOptions = {}): Promise<CreatedCompany> {
  const n = uniqueNumber();
  const ftgKey = opts.ftgKey ?? `FAB${n}`;
  const namn = opts.namn ?? `Fabrik ${n} AB`;
  const firstSalaryYear = opts.firstSalaryYear ?? 2022;
  const lastYear = (opts.today ?? new Date()).getUTCFullYear() + 1;
  const avds = opts.avdelningar ?? [DEFAULT_AVDELNING];
  // DOMAIN §6: digits 3–4 of an organisationsnummer are ≥ 20.
  const stem = `5566${String(randomInt(0, 100_000)).padStart(5, '0')}`;
  const [row] = await db
    .insert(companies)
    .values({ ...opts.settings, ftgKey, namn, orgnr: makeOrgnr(stem), firstSalaryYear })
    .returning({ ftgId: companies.ftgId });
  if (!row) throw new Error('company not created');
  const ftgId = row.ftgId;
  await db.insert(portalSettings).values({ ftgId, info: opts.portal ?? {} });
  await seedCompanyCodes(db, ftgId, { firstYear: firstSalaryYear, lastYear });
  await insertBatched(
    db,
    avdelningar,
    avds.map((a) => ({ ftgId, avdelning: a.avdelning, namn: a.namn })),
  );
  await insertBatched(
    db,
    resultatenheter,
    (opts.resultatenheter ?? []).map((r) => ({ ftgId, ...r })),
  );
  for (const code of opts.brukare ?? []) await createBrukare(db, { ftgId, brukare: code });
  await insertBatched(
    db,
    arbetsledare,
    (opts.arbetsledare ?? []).map((sign) => ({ ftgId, sign, namn: `Arbetsledare ${sign}` })),
  );
  return { ftgId, ftgKey, namn, firstSalaryYear, avdelningar: avds };
}

/** A brukare (care recipient) of a company; the code is made up unless given. */
export async function createBrukare(
  db: Db,
  opts: { ftgId: string; brukare?: string },
): Promise<{ brukare: string; namn: string; persNr: string }> {
  const p = people.person({ fromYear: 1940, toYear: 2015, emailDomain: 'example.invalid' });
  const code = opts.brukare ?? `B${uniqueNumber()}`;
  await db
    .insert(brukare)
    .values({ ftgId: opts.ftgId, brukare: code, foNamn: p.foNamn, efNamn: p.efNamn, persNr: p.persNr });
  return { brukare: code, namn: `${p.foNamn} ${p.efNamn}`, persNr: p.persNr };
}

export interface UserOptions {
  ftgId: string;
  role?: Roll;
  /** Unique by default ("u<number>"). */
  login?: string;
  /** DEMO_PASSWORD by default. */
  password?: string;
  namn?: string;
  persNr?: string;
  anstNr?: string | null;
  signatur?: string | null;
  brukare?: string | null;
  phone?: string | null;
  loginType?: 'PASSWORD' | 'SMS' | 'BANKID' | null;
  disabled?: boolean;
  /** Further companies the account may work in (FtgIdAccessList). */
  access?: string[];
  /** UserOptions such as HRTIL, CPBEM. */
  options?: string[];
}

export interface CreatedUser {
  userId: string;
  login: string;
  password: string;
  role: Roll;
  ftgId: string;
  namn: string;
  anstNr: string | null;
}

/** A user account with a known password, its app settings, extra companies and options. */
export async function createUser(db: Db, opts: UserOptions): Promise<CreatedUser> {
  const login = opts.login ?? `u${uniqueNumber()}`;
  const password = opts.password ?? DEMO_PASSWORD;
  const role = opts.role ?? EMPLOYEE_ROLE;
  const person = opts.namn ? null : people.person({ fromYear: 1960, toYear: 2000, emailDomain: 'x.invalid' });
  const namn = opts.namn ?? `${person?.foNamn} ${person?.efNamn}`;
  const [row] = await db
    .insert(userAccounts)
    .values({
      login,
      namn,
      roll: role,
      ftgId: opts.ftgId,
      persNr: opts.persNr ?? person?.persNr ?? null,
      anstNr: opts.anstNr ?? null,
      signatur: opts.signatur ?? null,
      brukare: opts.brukare ?? null,
      phone: opts.phone ?? null,
      loginType: opts.loginType ?? null,
      disabled: opts.disabled ?? false,
      passwordHash: await hashOf(password),
    })
    .returning({ id: userAccounts.id });
  if (!row) throw new Error('user not created');
  const userId = row.id;
  await db.insert(userAppSettings).values({ userId });
  await insertBatched(
    db,
    userCompanyAccess,
    (opts.access ?? []).map((ftgId) => ({ userId, ftgId })),
  );
  await insertBatched(
    db,
    userOptions,
    (opts.options ?? []).map((option) => ({ userId, option })),
  );
  return { userId, login, password, role, ftgId: opts.ftgId, namn, anstNr: opts.anstNr ?? null };
}

export interface EmployeeOptions extends Omit<UserOptions, 'anstNr' | 'namn' | 'persNr'> {
  anstNr?: string;
  /** The department (default: the company's default "EKO"); an AVD attests its own department. */
  avd?: AvdelningDef;
  /** Work schedule from `fromDatum` (default HEL40 from the first salary year 2022). */
  arbSchema?: string;
  fromDatum?: string;
  anstDatum?: string;
  locked?: boolean;
  /** The employee's own brukare (turns UseBrukare on). */
  employeeBrukare?: string;
  /** Default ResEnhet1..3 of the employee (turns the dimension on where not ''). */
  resEnhet?: [string, string, string];
  /** false: the personnel record only, no user account. */
  account?: boolean;
  /**
   * Someone employed already: a second employment (and account) of the same person, as with the
   * demo's 'per' in two companies. A new person by default.
   */
  person?: Person;
}

export interface CreatedEmployee extends Omit<CreatedUser, 'anstNr' | 'userId'> {
  anstNr: string;
  /** null when made with `account: false`. */
  userId: string | null;
  person: Person;
  employee: EmployeeRow;
  perSchema: PerSchemaRow[];
}

/**
 * A personnel record with a schedule and (unless `account: false`) its user account, a PER by
 * default; anstNr and login unique per call.
 */
export async function createEmployee(db: Db, opts: EmployeeOptions): Promise<CreatedEmployee> {
  const anstNr = opts.anstNr ?? uniqueNumber();
  const person =
    opts.person ?? people.person({ fromYear: 1960, toYear: 2002, emailDomain: 'example.invalid' });
  const avd = opts.avd ?? DEFAULT_AVDELNING;
  const arbSchema = opts.arbSchema ?? 'HEL40';
  const fromDatum = opts.fromDatum ?? '2022-01-01';
  const built = buildEmployee(createRng(Number(anstNr.replace(/\D/g, '').slice(-9)) || 1), {
    ftgId: opts.ftgId,
    anstNr,
    person,
    avd: { ...avd, scheman: [arbSchema] },
    firstSalaryYear: Number(fromDatum.slice(0, 4)),
    today: addDays(fromDatum, 30),
    openResEnhet: [],
    resultatenheter: [],
    brukareCodes: opts.employeeBrukare ? [opts.employeeBrukare] : [],
    locked: opts.locked ?? false,
  });
  const resEnhet = opts.resEnhet ?? ['', '', ''];
  const employee: EmployeeRow = {
    ...built.employee,
    anstDatum: opts.anstDatum ?? '2020-01-01',
    resEnhet,
    useResEnhet: resEnhet.map((r) => r !== ''),
  };
  const periods: PerSchemaRow[] = [{ ...built.perSchema[0]!, fromDatum }];
  await db.insert(employees).values(employee);
  await insertBatched(db, perSchema, periods);
  const namn = `${person.foNamn} ${person.efNamn}`;
  const base = { anstNr, person, employee, perSchema: periods, namn, ftgId: opts.ftgId };
  if (opts.account === false) {
    return { ...base, userId: null, login: '', password: '', role: opts.role ?? EMPLOYEE_ROLE };
  }
  const user = await createUser(db, {
    ...opts,
    anstNr,
    namn,
    persNr: person.persNr,
    phone: opts.phone ?? person.phone,
    disabled: opts.disabled ?? opts.locked ?? false,
  });
  return { ...base, userId: user.userId, login: user.login, password: user.password, role: user.role };
}

/** A new schedule period of an employee from `fromDatum` (PerSchema). */
export async function addSchedulePeriod(
  db: Db,
  opts: { ftgId: string; anstNr: string; fromDatum: string; arbSchema: string },
): Promise<void> {
  await db.insert(perSchema).values({ ...opts, useArbSchema: opts.arbSchema !== 'TIM' });
}

export * from './factory-entries';
export * from './factory-punches';
export { GRUPP, type AvdelningDef, type Grupp };
