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

/** Builds the demo accounts; the argon2 hash is computed once by the caller and shared. */
export function buildDemoUsers({ companies, factory, passwordHash, today }: DemoUserInput): DemoUserRows {
  const company = (key: string): BuiltCompany => {
    const c = companies.get(key);
    if (!c) throw new Error(`demo company ${key} missing`);
    return c;
  };
  const employee = (key: string, anstNr: string): EmployeeRow => {
    const e = company(key).employees.find((x) => x.anstNr === anstNr);
    if (!e) throw new Error(`demo employee ${key}/${anstNr} missing`);
    return e;
  };
  const users: UserRow[] = [];
  const logins = new Set<string>();
  const add = (
    login: string,
    roll: Roll,
    ftgKey: string,
    fields: Partial<UserRow> & { namn: string },
  ): UserRow => {
    if (logins.has(login)) throw new Error(`duplicate demo login ${login}`);
    logins.add(login);
    const row: UserRow = {
      id: userIdOf(login),
      login,
      roll,
      ftgId: ftgIdOf(ftgKey),
      passwordHash,
      passwordChangedAt: today,
      ...fields,
    };
    users.push(row);
    return row;
  };
  const fromEmployee = (e: EmployeeRow) => ({
    namn: `${e.foNamn} ${e.efNamn}`,
    persNr: e.persNr,
    anstNr: e.anstNr,
    phone: e.phone,
  });
  const newPerson = (domain: string) => {
    const p = factory.person({ fromYear: 1962, toYear: 1994, emailDomain: domain });
    return { namn: `${p.foNamn} ${p.efNamn}`, persNr: p.persNr };
  };

  // LIC and ADM reach the SMS company by switching to it, which asks them for a code (SPEC §4).
  add('lic', 'LIC', 'EXEMPEL', { ...newPerson('exempelbolaget.se'), phone: '+46701110001' });
  add('adm', 'ADM', 'EXEMPEL', { ...newPerson('exempelbolaget.se'), phone: '+46701110002' });
  add('ftg', 'FTG', 'EXEMPEL', newPerson('exempelbolaget.se'));
  add('avd', 'AVD', 'EXEMPEL', fromEmployee(employee('EXEMPEL', '1006')));
  const per = add('per', 'PER', 'EXEMPEL', fromEmployee(employee('EXEMPEL', '1001')));
  // The same person employed in a second company: demo.ts adds the employee row with per's persNr.
  const perOmsorg = company('OMSORG').employees.find((e) => e.persNr === per.persNr);
  if (!perOmsorg) throw new Error("the 'per' person has no employee row in OMSORG");
  add('per.omsorg', 'PER', 'OMSORG', fromEmployee(perOmsorg));
  const ledare = company('OMSORG').arbetsledare[0];
  const brukare = company('OMSORG').brukare[0];
  if (!ledare || !brukare) throw new Error('OMSORG needs brukare and arbetsledare');
  add('lss', 'LSS', 'OMSORG', {
    namn: ledare.row.namn,
    persNr: ledare.person.persNr,
    signatur: ledare.row.sign,
  });
  add('bru', 'BRU', 'OMSORG', {
    namn: `${brukare.row.foNamn} ${brukare.row.efNamn}`,
    persNr: brukare.row.persNr,
    brukare: brukare.row.brukare,
  });
  add('ftg2', 'FTG', 'NORDKONSULT', newPerson('nordiskkonsult.se'));
  const smsEmployee = employee('SAKERVARD', '3001');
  smsEmployee.phone = DEMO_SMS_PHONE; // keep the registry's number in step with the account's
  add('per.sms', 'PER', 'SAKERVARD', { ...fromEmployee(smsEmployee), phone: DEMO_SMS_PHONE });

  // More employees with their own accounts, so user lists are not trivially small.
  const employeeLogins: [string, string[]][] = [
    ['EXEMPEL', ['1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1043']],
    ['OMSORG', ['2001', '2002', '2003']],
    ['NORDKONSULT', ['4001', '4002', '4003']],
    ['SAKERVARD', ['3002']],
  ];
  for (const [key, anstNrs] of employeeLogins) {
    for (const anstNr of anstNrs) {
      const e = employee(key, anstNr);
      const base = `${asciiSlug(e.foNamn)}.${asciiSlug(e.efNamn)}`;
      let login = base;
      for (let n = 2; logins.has(login); n++) login = `${base}${n}`;
      // A locked employee's account is disabled as well (SPEC §6: inactive employees are hidden).
      add(login, 'PER', key, { ...fromEmployee(e), disabled: e.locked ?? false });
    }
  }

  const access = [{ userId: userIdOf('ftg2'), ftgId: ftgIdOf('EXEMPEL') }];
  // SPEC §6: HRTIL opens the HR routes for non-PER roles, CPBEM the staffing routes.
  const optionsOf: [string, string[]][] = [
    ['lic', ['HRTIL']],
    ['adm', ['HRTIL']],
    ['ftg', ['HRTIL', 'CPBEM']],
    ['avd', ['HRTIL', 'CPBEM']],
  ];
  const options = optionsOf.flatMap(([login, opts]) =>
    opts.map((option) => ({ userId: userIdOf(login), option })),
  );
  const appSettings = users.map((u) => ({ userId: u.id as string }));
  return { users, access, options, appSettings };
}
