// The demo user accounts: one per role (SPEC §6 Roles), listed for the README and the start message.
import type { Roll } from '@lonportal/domain';
import type { userAccounts, userAppSettings, userCompanyAccess, userOptions } from '../schema/index';
import { ftgIdOf, userIdOf } from './ids';
import { asciiSlug, type PersonFactory } from './people';
import type { BuiltCompany, EmployeeRow } from './staff';

/** Every demo account's password (SPEC §9: at least 6 characters). */
export const DEMO_PASSWORD = 'demo123';

export interface DemoLogin {
  login: string;
  roll: Roll;
  description: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { login: 'lic', roll: 'LIC', description: 'Licence user (Exempelbolaget AB, may switch to any company)' },
  { login: 'adm', roll: 'ADM', description: 'System administrator (Exempelbolaget AB)' },
  { login: 'ftg', roll: 'FTG', description: 'Company administrator, Exempelbolaget AB' },
  {
    login: 'avd',
    roll: 'AVD',
    description:
      'Department administrator, Exempelbolaget AB, employee 1006 (Ekonomi, the department of employee 1001)',
  },
  { login: 'per', roll: 'PER', description: 'Employee 1001, Exempelbolaget AB' },
  {
    login: 'per.omsorg',
    roll: 'PER',
    description: "The 'per' person's second account: assistant in Omsorgsassistans i Norden AB",
  },
  {
    login: 'lss',
    roll: 'LSS',
    description: 'Customer-responsible (arbetsledare), Omsorgsassistans i Norden AB',
  },
  { login: 'bru', roll: 'BRU', description: 'Brukare B001, Omsorgsassistans i Norden AB' },
  {
    login: 'ftg2',
    roll: 'FTG',
    description: 'Company administrator of Nordisk Konsult AB and Exempelbolaget AB',
  },
  {
    login: 'per.sms',
    roll: 'PER',
    description: 'Employee 3001, Säker Vård i Sverige AB (SMS two-step login)',
  },
];

/** The number the SMS code of 'per.sms' goes to (the dev SMS provider only logs it). */
export const DEMO_SMS_PHONE = '+46701234567';

type UserRow = typeof userAccounts.$inferInsert;

export interface DemoUserRows {
  users: UserRow[];
  access: (typeof userCompanyAccess.$inferInsert)[];
  options: (typeof userOptions.$inferInsert)[];
  appSettings: (typeof userAppSettings.$inferInsert)[];
}

export interface DemoUserInput {
  companies: ReadonlyMap<string, BuiltCompany>;
  factory: PersonFactory;
  passwordHash: string;
  today: Date;
}

/** The accounts as they are added: unique logins, the home company's id, the shared password. */
class DemoAccounts {
  readonly users: UserRow[] = [];
  private readonly logins = new Set<string>();

  constructor(private readonly input: DemoUserInput) {}

  company(key: string): BuiltCompany {
    const c = this.input.companies.get(key);
    if (!c) throw new Error(`demo company ${key} missing`);
    return c;
  }

  employee(key: string, anstNr: string): EmployeeRow {
    const e = this.company(key).employees.find((x) => x.anstNr === anstNr);
    if (!e) throw new Error(`demo employee ${key}/${anstNr} missing`);
    return e;
  }

  has(login: string): boolean {
    return this.logins.has(login);
  }

  add(login: string, roll: Roll, ftgKey: string, fields: Partial<UserRow> & { namn: string }): UserRow {
    if (this.logins.has(login)) throw new Error(`duplicate demo login ${login}`);
    this.logins.add(login);
    const row: UserRow = {
      id: userIdOf(login),
      login,
      roll,
      ftgId: ftgIdOf(ftgKey),
      passwordHash: this.input.passwordHash,
      passwordChangedAt: this.input.today,
      ...fields,
    };
    this.users.push(row);
    return row;
  }

  /** Someone new, not in any register (the administrators). */
  newPerson(domain: string) {
    const p = this.input.factory.person({ fromYear: 1962, toYear: 1994, emailDomain: domain });
    return { namn: `${p.foNamn} ${p.efNamn}`, persNr: p.persNr };
  }
}

const fromEmployee = (e: EmployeeRow) => ({
  namn: `${e.foNamn} ${e.efNamn}`,
  persNr: e.persNr,
  anstNr: e.anstNr,
  phone: e.phone,
});

/** The accounts of DEMO_LOGINS, one per role and the special cases, in that order. */
function addListedAccounts(a: DemoAccounts): void {
  // LIC and ADM reach the SMS company by switching to it, which asks them for a code (SPEC §4).
  a.add('lic', 'LIC', 'EXEMPEL', { ...a.newPerson('exempelbolaget.se'), phone: '+46701110001' });
  a.add('adm', 'ADM', 'EXEMPEL', { ...a.newPerson('exempelbolaget.se'), phone: '+46701110002' });
  a.add('ftg', 'FTG', 'EXEMPEL', a.newPerson('exempelbolaget.se'));
  a.add('avd', 'AVD', 'EXEMPEL', fromEmployee(a.employee('EXEMPEL', '1006')));
  const per = a.add('per', 'PER', 'EXEMPEL', fromEmployee(a.employee('EXEMPEL', '1001')));
  // The same person employed in a second company: demo.ts adds the employee row with per's persNr.
  const perOmsorg = a.company('OMSORG').employees.find((e) => e.persNr === per.persNr);
  if (!perOmsorg) throw new Error("the 'per' person has no employee row in OMSORG");
  a.add('per.omsorg', 'PER', 'OMSORG', fromEmployee(perOmsorg));
  const ledare = a.company('OMSORG').arbetsledare[0];
  const brukare = a.company('OMSORG').brukare[0];
  if (!ledare || !brukare) throw new Error('OMSORG needs brukare and arbetsledare');
  a.add('lss', 'LSS', 'OMSORG', {
    namn: ledare.row.namn,
    persNr: ledare.person.persNr,
    signatur: ledare.row.sign,
  });
  a.add('bru', 'BRU', 'OMSORG', {
    namn: `${brukare.row.foNamn} ${brukare.row.efNamn}`,
    persNr: brukare.row.persNr,
    brukare: brukare.row.brukare,
  });
  a.add('ftg2', 'FTG', 'NORDKONSULT', a.newPerson('nordiskkonsult.se'));
  const smsEmployee = a.employee('SAKERVARD', '3001');
  smsEmployee.phone = DEMO_SMS_PHONE; // keep the registry's number in step with the account's
  a.add('per.sms', 'PER', 'SAKERVARD', { ...fromEmployee(smsEmployee), phone: DEMO_SMS_PHONE });
}

/** More employees with their own accounts, so user lists are not trivially small. */
const EMPLOYEE_LOGINS: readonly [string, readonly string[]][] = [
  ['EXEMPEL', ['1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1043']],
  ['OMSORG', ['2001', '2002', '2003']],
  ['NORDKONSULT', ['4001', '4002', '4003']],
  ['SAKERVARD', ['3002']],
];

function addEmployeeAccounts(a: DemoAccounts): void {
  for (const [key, anstNrs] of EMPLOYEE_LOGINS) {
    for (const anstNr of anstNrs) {
      const e = a.employee(key, anstNr);
      const base = `${asciiSlug(e.foNamn)}.${asciiSlug(e.efNamn)}`;
      let login = base;
      for (let n = 2; a.has(login); n++) login = `${base}${n}`;
      // A locked employee's account is disabled as well (SPEC §6: inactive employees are hidden).
      a.add(login, 'PER', key, { ...fromEmployee(e), disabled: e.locked ?? false });
    }
  }
}

/** SPEC §6: HRTIL opens the HR routes for non-PER roles, CPBEM the staffing routes. */
const OPTIONS_OF: readonly [string, readonly string[]][] = [
  ['lic', ['HRTIL']],
  ['adm', ['HRTIL']],
  ['ftg', ['HRTIL', 'CPBEM']],
  ['avd', ['HRTIL', 'CPBEM']],
];

/** Builds the demo accounts; the argon2 hash is computed once by the caller and shared. */
export function buildDemoUsers(input: DemoUserInput): DemoUserRows {
  const accounts = new DemoAccounts(input);
  addListedAccounts(accounts);
  addEmployeeAccounts(accounts);
  const { users } = accounts;
  const access = [{ userId: userIdOf('ftg2'), ftgId: ftgIdOf('EXEMPEL') }];
  const options = OPTIONS_OF.flatMap(([login, opts]) =>
    opts.map((option) => ({ userId: userIdOf(login), option })),
  );
  const appSettings = users.map((u) => ({ userId: u.id as string }));
  return { users, access, options, appSettings };
}
