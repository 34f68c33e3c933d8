// The demo data set written into a fresh database (ARCHITECTURE "Demo data"): the companies of
// demo-companies.ts with their registries and one user per role. Deterministic for a given `today`:
// ids come from names (ids.ts) and every random choice from one seeded PRNG.
import { addDays, firstOfMonth, utcDateOf } from '@lonportal/domain/dates';
import type { Db } from '../client';
import {
  arbetsledare,
  avdelningar,
  balances,
  brukare,
  companies,
  compensations,
  employees,
  messages,
  payRuns,
  payslips,
  perSchema,
  portalSettings,
  resultatenheter,
  shifts,
  shiftSwaps,
  staffingNeeds,
  staffingSettings,
  timeEntries,
  userAccounts,
  userAppSettings,
  userCompanyAccess,
  userOptions,
} from '../schema/index';
import { insertBatched, seedCompanyCodes } from './company-codes';
import { DEMO_COMPANIES, type CompanyDef } from './demo-companies';
import { buildDemoUsers, DEMO_PASSWORD } from './demo-users';
import { ftgIdOf } from './ids';
import { makeOrgnr, PersonFactory } from './people';
import { createRng, type Rng } from './random';
import { buildArbetsledare, buildBrukare, buildEmployee, type BuiltCompany } from './staff';
import { holdStaffingCodes, seedStaffingRegisters } from './staffing-registers';
import { demoStaffing, DEMO_STAFFING_SETTINGS } from './demo-staffing';
import { buildTimeEntries } from './time-entries';
import { buildCompensations } from './compensations';
import { demoPayslips } from './demo-payslips';

export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SMS_PHONE, type DemoLogin } from './demo-users';
export { DEMO_FTG, DEMO_USERS } from './ids';

export interface SeedDemoOptions {
  /** The day the demo is seeded for: employment dates end before it, holidays run to next year. */
  today: Date;
  hashPassword: (plain: string) => Promise<string>;
}

/** Fixed PRNG seed: changing it changes every generated name and number. */
const DEMO_SEED = 0x1e9d_2022;

function buildCompany(rng: Rng, factory: PersonFactory, def: CompanyDef, today: string): BuiltCompany {
  const ftgId = ftgIdOf(def.ftgKey);
  const built: BuiltCompany = {
    ftgKey: def.ftgKey,
    ftgId,
    emailDomain: def.emailDomain,
    employees: [],
    perSchema: [],
    brukare: def.brukare ? buildBrukare(factory, ftgId, def.brukare.prefix, def.brukare.count) : [],
    arbetsledare: def.arbetsledare
      ? buildArbetsledare(factory, ftgId, def.arbetsledare, def.emailDomain)
      : [],
  };
  const brukareCodes = def.settings.useLss ? built.brukare.map((b) => b.row.brukare) : [];
  for (let i = 0; i < def.employees; i++) {
    const avd = def.avdelningar[i % def.avdelningar.length];
    if (!avd) throw new Error(`${def.ftgKey} has employees but no avdelning`);
    const anstNr = String(def.anstNrStart + i);
    const { employee, perSchema: periods } = buildEmployee(rng, {
      ftgId,
      anstNr,
      person: factory.person({ fromYear: 1960, toYear: 2002, emailDomain: def.emailDomain }),
      avd,
      firstSalaryYear: def.firstSalaryYear,
      today,
      openResEnhet: def.settings.openResEnhet ?? [],
      resultatenheter: def.resultatenheter ?? [],
      brukareCodes,
      locked: def.lockedAnstNr?.includes(anstNr) ?? false,
    });
    built.employees.push(employee);
    built.perSchema.push(...periods);
  }
  return built;
}

/** Gives the Exempelbolaget employee 1001 a second employment in OMSORG (same persNr, SPEC §3 UserAccount). */
function addSecondEmployment(
  rng: Rng,
  factory: PersonFactory,
  built: Map<string, BuiltCompany>,
  today: string,
) {
  const exempel = built.get('EXEMPEL');
  const omsorg = built.get('OMSORG');
  const def = DEMO_COMPANIES.find((c) => c.ftgKey === 'OMSORG');
  const source = exempel?.employees.find((e) => e.anstNr === '1001');
  const avd = def?.avdelningar[0];
  if (!omsorg || !def || !source?.persNr || !avd)
    throw new Error('demo data for the second employment missing');
  const anstNr = String(def.anstNrStart + def.employees);
  const person = {
    foNamn: source.foNamn,
    efNamn: source.efNamn,
    persNr: source.persNr,
    male: Number(source.persNr.charAt(10)) % 2 === 1,
    email: factory.email(`${source.email?.split('@')[0] ?? anstNr}`, def.emailDomain),
    phone: source.phone ?? '',
  };
  const { employee, perSchema: periods } = buildEmployee(rng, {
    ftgId: omsorg.ftgId,
    anstNr,
    person,
    avd: { ...avd, scheman: ['TIM'] }, // an extra job beside the main one, by the hour
    firstSalaryYear: def.firstSalaryYear,
    today,
    openResEnhet: [],
    resultatenheter: [],
    brukareCodes: omsorg.brukare.map((b) => b.row.brukare),
  });
  omsorg.employees.push(employee);
  omsorg.perSchema.push(...periods);
}

/**
 * Exempelbolaget's last two months of reported time: the month before last attested (ready for
 * payroll), last month approved and waiting for attest. The current month is left to report.
 */
function demoTimeEntries(rng: Rng, c: BuiltCompany, today: string) {
  const older = firstOfMonth(today, -2);
  const last = firstOfMonth(today, -1);
  return buildTimeEntries(rng, {
    ftgId: c.ftgId,
    employees: c.employees,
    perSchema: c.perSchema,
    from: older,
    to: addDays(firstOfMonth(today), -1),
    statusOf: (datum) => (datum < last ? 'ATTESTED' : 'NOT_ATTESTED'),
  });
}

/** Exempelbolaget's expenses of the same two months, in the same statuses as the time. */
function demoCompensations(rng: Rng, c: BuiltCompany, today: string) {
  const older = firstOfMonth(today, -2);
  const last = firstOfMonth(today, -1);
  return buildCompensations(rng, {
    ftgId: c.ftgId,
    employees: c.employees,
    months: [
      { from: older, to: addDays(last, -1) },
      { from: last, to: addDays(firstOfMonth(today), -1) },
    ],
    statusOf: (datum) => (datum < last ? 'ATTESTED' : 'NOT_ATTESTED'),
  });
}

/** Writes the demo data set into an empty, migrated database, in one transaction. */
export async function seedDemo(db: Db, opts: SeedDemoOptions): Promise<void> {
  const today = utcDateOf(opts.today);
  const rng = createRng(DEMO_SEED);
  const factory = new PersonFactory(rng);
  const built = new Map<string, BuiltCompany>();
  for (const def of DEMO_COMPANIES) built.set(def.ftgKey, buildCompany(rng, factory, def, today));
  addSecondEmployment(rng, factory, built, today);
  for (const c of built.values()) holdStaffingCodes(c);
  // argon2 is slow on purpose: hash once, every demo account shares the hash.
  const passwordHash = await opts.hashPassword(DEMO_PASSWORD);
  const users = buildDemoUsers({ companies: built, factory, passwordHash, today: opts.today });
  const lastYear = opts.today.getUTCFullYear() + 1;

  await db.transaction(async (tx) => {
    await insertBatched(
      tx,
      companies,
      DEMO_COMPANIES.map((def) => ({
        ...def.settings,
        ftgId: ftgIdOf(def.ftgKey),
        ftgKey: def.ftgKey,
        namn: def.namn,
        orgnr: makeOrgnr(def.orgnrStem),
        archived: def.archived ?? false,
        firstSalaryYear: def.firstSalaryYear,
      })),
    );
    // SPEC §3 PortalInfo: only what differs from the defaults is stored.
    await insertBatched(
      tx,
      portalSettings,
      DEMO_COMPANIES.map((def) => ({ ftgId: ftgIdOf(def.ftgKey), info: def.portal })),
    );
    for (const def of DEMO_COMPANIES) {
      const c = built.get(def.ftgKey);
      if (!c) continue;
      const ftgId = c.ftgId;
      if (c.employees.length > 0) {
        await seedCompanyCodes(tx, ftgId, { firstYear: def.firstSalaryYear, lastYear });
      }
      const avdRows = def.avdelningar.map((a) => ({ ftgId, avdelning: a.avdelning, namn: a.namn }));
      await insertBatched(tx, avdelningar, avdRows);
      await seedStaffingRegisters(tx, def.ftgKey, ftgId);
      await insertBatched(
        tx,
        resultatenheter,
        (def.resultatenheter ?? []).map((r) => ({ ftgId, ...r })),
      );
      await insertBatched(
        tx,
        brukare,
        c.brukare.map((b) => b.row),
      );
      await insertBatched(
        tx,
        arbetsledare,
        c.arbetsledare.map((a) => a.row),
      );
      await insertBatched(tx, employees, c.employees);
      await insertBatched(tx, perSchema, c.perSchema);
      if (def.ftgKey === 'EXEMPEL') {
        await insertBatched(tx, timeEntries, demoTimeEntries(rng, c, today));
        await insertBatched(tx, compensations, demoCompensations(rng, c, today));
      }
      const staffing = demoStaffing(c, today, opts.today);
      await insertBatched(tx, staffingNeeds, staffing.needs);
      await insertBatched(tx, shifts, staffing.shifts);
      await insertBatched(tx, shiftSwaps, staffing.swaps);
    }
    await insertBatched(
      tx,
      staffingSettings,
      DEMO_STAFFING_SETTINGS.map(({ ftgKey, ...row }) => ({ ...row, ftgId: ftgIdOf(ftgKey) })),
    );
    await insertBatched(tx, userAccounts, users.users);
    await insertBatched(tx, userCompanyAccess, users.access);
    await insertBatched(tx, userOptions, users.options);
    await insertBatched(tx, userAppSettings, users.appSettings);
    // The pay runs after the accounts: each employee's accounts get the latest payslip's message.
    for (const c of built.values()) {
      const pay = demoPayslips(c, today, opts.today, (anstNr) =>
        users.users
          .filter((u) => u.ftgId === c.ftgId && u.anstNr === anstNr && !u.disabled)
          .map((u) => u.id!),
      );
      await insertBatched(tx, payRuns, pay.runs);
      await insertBatched(tx, payslips, pay.payslips);
      await insertBatched(tx, balances, pay.balances);
      await insertBatched(tx, messages, pay.messages);
    }
  });
}
