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
import { createRng } from './random';
import { buildEmployee, type EmployeeRow, type PerSchemaRow } from './staff';
import { buildTimeEntries } from './time-entries';

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

/** Adds "Storföretaget AB" with `employees` generated employees, their schedules and some PER accounts. */
export async function seedLargeCompany(db: Db, opts: SeedLargeOptions): Promise<SeedLargeResult> {
  if (!Number.isInteger(opts.employees) || opts.employees < 0)
    throw new Error('employees must be an integer ≥ 0');
  const todayDate = opts.today ?? new Date();
  const today = utcDateOf(todayDate);
  const year = todayDate.getUTCFullYear();
  const { ftgKey, n } = await nextFtgKey(db);
  const ftgId = ftgIdOf(ftgKey);
  const rng = createRng((opts.seed ?? 1) * 7919 + n);
  const factory = new PersonFactory(rng);
  const firstSalaryYear = year - 2;
  const resultatRows = AVDELNINGAR.map((a) => ({ ftgId, dim: 1, kod: a.kostnadsstalle ?? '', namn: a.namn }));

  const employeeRows: EmployeeRow[] = [];
  const perSchemaRows: PerSchemaRow[] = [];
  for (let i = 0; i < opts.employees; i++) {
    const avd = AVDELNINGAR[rng.int(0, AVDELNINGAR.length - 1)] as AvdelningDef;
    const built = buildEmployee(rng, {
      ftgId,
      anstNr: String(10001 + i),
      person: factory.person({
        fromYear: 1960,
        toYear: 2002,
        emailDomain: `${ftgKey.toLowerCase()}.example.se`,
      }),
      avd,
      firstSalaryYear,
      today,
      openResEnhet: [true],
      resultatenheter: resultatRows,
      brukareCodes: [],
      locked: rng.chance(0.02),
    });
    employeeRows.push(built.employee);
    perSchemaRows.push(...built.perSchema);
  }

  // Reported time: older months attested, last month waiting for attest, this month open.
  const months = opts.months ?? 0;
  const thisMonth = firstOfMonth(today);
  const lastMonth = firstOfMonth(today, -1);
  const entryRows =
    months > 0
      ? buildTimeEntries(rng, {
          ftgId,
          employees: employeeRows,
          perSchema: perSchemaRows,
          from: firstOfMonth(today, -months),
          to: addDays(today, -1),
          statusOf: (d) => (d >= thisMonth ? 'NOT_APPROVED' : d >= lastMonth ? 'NOT_ATTESTED' : 'ATTESTED'),
        })
      : [];

  const passwordHash = await opts.hashPassword(DEMO_PASSWORD);
  const userRows = employeeRows
    .filter((_, i) => i % EMPLOYEES_PER_USER === 0)
    .map((e) => {
      const login = `${ftgKey.toLowerCase()}.${e.anstNr}`;
      return {
        id: userIdOf(login),
        login,
        namn: `${e.foNamn} ${e.efNamn}`,
        roll: 'PER' as const,
        persNr: e.persNr,
        ftgId,
        anstNr: e.anstNr,
        phone: e.phone,
        passwordHash,
        passwordChangedAt: todayDate,
        disabled: e.locked ?? false,
      };
    });

  await db.transaction(async (tx) => {
    await tx.insert(companies).values({
      ftgId,
      ftgKey,
      namn: n === 1 ? 'Storföretaget AB' : `Storföretaget ${n} AB`,
      orgnr: makeOrgnr(`559${String(rng.int(0, 999_999)).padStart(6, '0')}`),
      momspliktig: true,
      hasPlus: true,
      licensOptions: ['HRTIL'],
      openResEnhet: [true, false, false, false, false, false],
      regResEnh: [true, false, false, false, false, false],
      resEnhetNamn: ['Kostnadsställe', '', '', '', '', ''],
      firstSalaryYear,
    });
    await tx.insert(portalSettings).values({ ftgId, info: { PassbyteTyp: 'A' } });
    await seedCompanyCodes(tx, ftgId, { firstYear: firstSalaryYear, lastYear: year + 1 });
    await insertBatched(
      tx,
      avdelningar,
      AVDELNINGAR.map((a) => ({ ftgId, avdelning: a.avdelning, namn: a.namn })),
    );
    await insertBatched(tx, resultatenheter, resultatRows);
    await insertBatched(tx, employees, employeeRows);
    await insertBatched(tx, perSchema, perSchemaRows);
    await insertBatched(tx, timeEntries, entryRows);
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
  };
}
