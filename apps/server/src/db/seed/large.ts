// A large generated company for benchmarks and paging tests (ARCHITECTURE "Demo data": a generator
// can seed large companies). Deterministic for a given seed, today and set of existing companies.
import { like } from 'drizzle-orm';
import { addDays, firstOfMonth, utcDateOf } from '@lonportal/domain/dates';
import type { Db } from '../client';
import {
  avdelningar,
  companies,
  employees,
  perSchema,
  portalSettings,
  resultatenheter,
  bemuppgifter,
  shifts,
  shiftSwaps,
  staffingNeeds,
  timeEntries,
  userAccounts,
  userAppSettings,
} from '../schema/index';
import { GRUPP } from './codes';
import { insertBatched, seedCompanyCodes } from './company-codes';
import type { AvdelningDef } from './demo-companies';
import { DEMO_PASSWORD } from './demo-users';
import { ftgIdOf, userIdOf } from './ids';
import { makeOrgnr, PersonFactory } from './people';
import { createRng, type Rng } from './random';
import { buildEmployee, type EmployeeRow, type PerSchemaRow } from './staff';
import { buildTimeEntries } from './time-entries';
import { buildLargeStaffing } from './large-staffing';

export interface SeedLargeOptions {
  employees: number;
  /** PRNG seed; the same seed gives the same people. */
  seed?: number;
  hashPassword: (plain: string) => Promise<string>;
  /** Employment dates end before it; holidays run to the year after. Defaults to now. */
  today?: Date;
  /** Months of reported time before today (0: none). */
  months?: number;
}

export interface SeedLargeResult {
  ftgId: string;
  ftgKey: string;
  employees: number;
  users: number;
  timeEntries: number;
  shifts: number;
}

/** One PER account per this many employees. */
const EMPLOYEES_PER_USER = 50;

const AVDELNINGAR: AvdelningDef[] = [
  {
    avdelning: 'PROD',
    namn: 'Produktion',
    grupp: GRUPP.KOL,
    scheman: ['SKIFT', 'SKIFTK', 'HEL40'],
    kostnadsstalle: '10',
  },
  {
    avdelning: 'MONT',
    namn: 'Montering',
    grupp: GRUPP.KOL,
    scheman: ['SKIFT', 'SKIFTK'],
    kostnadsstalle: '20',
  },
  {
    avdelning: 'LAG',
    namn: 'Lager och logistik',
    grupp: GRUPP.KOL,
    scheman: ['HEL40', 'SKIFTK', 'TIM'],
    kostnadsstalle: '30',
  },
  { avdelning: 'UH', namn: 'Underhåll', grupp: GRUPP.KOL, scheman: ['HEL40'], kostnadsstalle: '40' },
  {
    avdelning: 'KS',
    namn: 'Kundservice',
    grupp: GRUPP.TJM,
    scheman: ['HEL40', 'DEL30', 'DEL20'],
    kostnadsstalle: '50',
  },
  { avdelning: 'FSG', namn: 'Försäljning', grupp: GRUPP.TJM, scheman: ['HEL40'], kostnadsstalle: '60' },
  { avdelning: 'EKO', namn: 'Ekonomi', grupp: GRUPP.TJM, scheman: ['HEL40', 'DEL30'], kostnadsstalle: '70' },
  { avdelning: 'IT', namn: 'IT', grupp: GRUPP.TJM, scheman: ['HEL40'], kostnadsstalle: '80' },
];

/** The next free STOR<n> key: each call adds a new company. */
async function nextFtgKey(db: Db): Promise<{ ftgKey: string; n: number }> {
  const taken = new Set(
    (await db.select({ key: companies.ftgKey }).from(companies).where(like(companies.ftgKey, 'STOR%'))).map(
      (r) => r.key,
    ),
  );
  let n = taken.size + 1;
  while (taken.has(`STOR${n}`)) n++;
  return { ftgKey: `STOR${n}`, n };
}

interface LargeCompany {
  ftgId: string;
  ftgKey: string;
  /** The company's number among the large ones (STOR<n>). */
  n: number;
  rng: Rng;
  firstSalaryYear: number;
  today: string;
  resultatRows: (typeof resultatenheter.$inferInsert)[];
}

/** The generated employees (2 % of them locked) and their schedule periods. */
function buildEmployees(c: LargeCompany, count: number) {
  const factory = new PersonFactory(c.rng);
  const employeeRows: EmployeeRow[] = [];
  const perSchemaRows: PerSchemaRow[] = [];
  for (let i = 0; i < count; i++) {
    const avd = AVDELNINGAR[c.rng.int(0, AVDELNINGAR.length - 1)] as AvdelningDef;
    const built = buildEmployee(c.rng, {
      ftgId: c.ftgId,
      anstNr: String(10001 + i),
      person: factory.person({
        fromYear: 1960,
        toYear: 2002,
        emailDomain: `${c.ftgKey.toLowerCase()}.example.se`,
      }),
      avd,
      firstSalaryYear: c.firstSalaryYear,
      today: c.today,
      openResEnhet: [true],
      resultatenheter: c.resultatRows,
      brukareCodes: [],
      locked: c.rng.chance(0.02),
    });
    employeeRows.push(built.employee);
    perSchemaRows.push(...built.perSchema);
  }
  return { employeeRows, perSchemaRows };
}

/** Reported time: older months attested, last month waiting for attest, this month open. */
function buildReportedTime(
  c: LargeCompany,
  months: number,
  employeeRows: EmployeeRow[],
  perSchemaRows: PerSchemaRow[],
) {
  if (months <= 0) return [];
  const thisMonth = firstOfMonth(c.today);
  const lastMonth = firstOfMonth(c.today, -1);
  return buildTimeEntries(c.rng, {
    ftgId: c.ftgId,
    employees: employeeRows,
    perSchema: perSchemaRows,
    from: firstOfMonth(c.today, -months),
    to: addDays(c.today, -1),
    statusOf: (d) => (d >= thisMonth ? 'NOT_APPROVED' : d >= lastMonth ? 'NOT_ATTESTED' : 'ATTESTED'),
  });
}

/** A PER account for every EMPLOYEES_PER_USER-th employee, disabled with a locked employee. */
function buildUsers(c: LargeCompany, employeeRows: EmployeeRow[], passwordHash: string, at: Date) {
  return employeeRows
    .filter((_, i) => i % EMPLOYEES_PER_USER === 0)
    .map((e) => {
      const login = `${c.ftgKey.toLowerCase()}.${e.anstNr}`;
      return {
        id: userIdOf(login),
        login,
        namn: `${e.foNamn} ${e.efNamn}`,
        roll: 'PER' as const,
        persNr: e.persNr,
        ftgId: c.ftgId,
        anstNr: e.anstNr,
        phone: e.phone,
        passwordHash,
        passwordChangedAt: at,
        disabled: e.locked ?? false,
      };
    });
}

/** The company row: Plus, HR, one result-unit dimension (the cost centre). */
const companyRow = (c: LargeCompany): typeof companies.$inferInsert => ({
  ftgId: c.ftgId,
  ftgKey: c.ftgKey,
  namn: c.n === 1 ? 'Storföretaget AB' : `Storföretaget ${c.n} AB`,
  orgnr: makeOrgnr(`559${String(c.rng.int(0, 999_999)).padStart(6, '0')}`),
  momspliktig: true,
  hasPlus: true,
  licensOptions: ['HRTIL'],
  openResEnhet: [true, false, false, false, false, false],
  regResEnh: [true, false, false, false, false, false],
  resEnhetNamn: ['Kostnadsställe', '', '', '', '', ''],
  firstSalaryYear: c.firstSalaryYear,
});

/** Adds "Storföretaget AB" with `employees` generated employees, their schedules and some PER accounts. */
export async function seedLargeCompany(db: Db, opts: SeedLargeOptions): Promise<SeedLargeResult> {
  if (!Number.isInteger(opts.employees) || opts.employees < 0)
    throw new Error('employees must be an integer ≥ 0');
  const todayDate = opts.today ?? new Date();
  const year = todayDate.getUTCFullYear();
  const { ftgKey, n } = await nextFtgKey(db);
  const ftgId = ftgIdOf(ftgKey);
  const c: LargeCompany = {
    ftgId,
    ftgKey,
    n,
    rng: createRng((opts.seed ?? 1) * 7919 + n),
    firstSalaryYear: year - 2,
    today: utcDateOf(todayDate),
    resultatRows: AVDELNINGAR.map((a) => ({ ftgId, dim: 1, kod: a.kostnadsstalle ?? '', namn: a.namn })),
  };
  const { employeeRows, perSchemaRows } = buildEmployees(c, opts.employees);
  const entryRows = buildReportedTime(c, opts.months ?? 0, employeeRows, perSchemaRows);
  const userRows = buildUsers(c, employeeRows, await opts.hashPassword(DEMO_PASSWORD), todayDate);
  const staffing = buildLargeStaffing(ftgId, ftgKey, AVDELNINGAR, employeeRows, c.today, todayDate);

  await db.transaction(async (tx) => {
    await tx.insert(companies).values(companyRow(c));
    await tx.insert(portalSettings).values({ ftgId, info: { PassbyteTyp: 'A' } });
    await seedCompanyCodes(tx, ftgId, { firstYear: c.firstSalaryYear, lastYear: year + 1 });
    await insertBatched(
      tx,
      avdelningar,
      AVDELNINGAR.map((a) => ({ ftgId, avdelning: a.avdelning, namn: a.namn })),
    );
    await insertBatched(tx, resultatenheter, c.resultatRows);
    await insertBatched(tx, employees, employeeRows);
    await insertBatched(tx, perSchema, perSchemaRows);
    await insertBatched(tx, timeEntries, entryRows);
    await insertBatched(tx, bemuppgifter, staffing.tasks);
    await insertBatched(tx, staffingNeeds, staffing.needs);
    await insertBatched(tx, shifts, staffing.shifts);
    await insertBatched(tx, shiftSwaps, staffing.swaps);
    await insertBatched(tx, userAccounts, userRows);
    await insertBatched(
      tx,
      userAppSettings,
      userRows.map((u) => ({ userId: u.id })),
    );
  });
  return {
    ftgId,
    ftgKey,
    employees: employeeRows.length,
    users: userRows.length,
    timeEntries: entryRows.length,
    shifts: staffing.shifts.length,
  };
}
