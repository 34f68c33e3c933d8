import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../client';
import * as schema from '../schema/index';
import { DEMO_FTG, DEMO_LOGINS, DEMO_PASSWORD, DEMO_SMS_PHONE, DEMO_USERS, seedDemo } from './demo';

const TODAY = new Date('2026-11-21T10:00:00Z');
// A real but fast hash: argon2 would only slow the test down, the seed just stores the string.
const sha256 = async (plain: string): Promise<string> => createHash('sha256').update(plain).digest('hex');

/** Luhn over the 10-digit form, as DOMAIN §5 prescribes; written here so the test does not trust the seed's helper. */
function luhnOk(ten: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const product = Number(ten[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** 12 digits, century 19/20, a real calendar date and a right check digit (DOMAIN §5). */
function isValidPersNr12(p: string | null | undefined): boolean {
  if (!p || !/^(19|20)\d{10}$/.test(p)) return false;
  const [y, m, d] = [Number(p.slice(0, 4)), Number(p.slice(4, 6)), Number(p.slice(6, 8))];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d && luhnOk(p.slice(2));
}

/** "16" + a legal person's orgnr: digits 3–4 ≥ 20 and the Luhn digit right (DOMAIN §6). */
const isValidOrgnr12 = (o: string): boolean =>
  /^16\d{10}$/.test(o) && Number(o.slice(4, 6)) >= 20 && luhnOk(o.slice(2));

const TABLES = {
  companies: schema.companies,
  portalSettings: schema.portalSettings,
  userAccounts: schema.userAccounts,
  userCompanyAccess: schema.userCompanyAccess,
  userOptions: schema.userOptions,
  userAppSettings: schema.userAppSettings,
  employees: schema.employees,
  perSchema: schema.perSchema,
  arbScheman: schema.arbScheman,
  tidKoder: schema.tidKoder,
  lonKoder: schema.lonKoder,
  holidays: schema.holidays,
  brukare: schema.brukare,
  arbetsledare: schema.arbetsledare,
  avdelningar: schema.avdelningar,
  resultatenheter: schema.resultatenheter,
  kompetenser: schema.kompetenser,
  egenskaper: schema.egenskaper,
  bemuppgifter: schema.bemuppgifter,
  staffingNeeds: schema.staffingNeeds,
  shifts: schema.shifts,
  shiftSwaps: schema.shiftSwaps,
  staffingSettings: schema.staffingSettings,
  payRuns: schema.payRuns,
  payslips: schema.payslips,
  balances: schema.balances,
};

/** Every seeded table's rows, in an order independent of how the database returns them. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await db.select().from(table);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function freshSeededDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database.db, { today: TODAY, hashPassword: sha256 });
  return database;
}

describe('seedDemo', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await freshSeededDatabase();
    db = database.db;
  }, 120_000);
  afterAll(() => database?.close());

  it('writes at least 12 companies with valid orgnr, two of them archived', async () => {
    const rows = await db.select().from(schema.companies);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((c) => c.archived)).toHaveLength(2);
    for (const c of rows) expect(isValidOrgnr12(c.orgnr), `${c.namn} ${c.orgnr}`).toBe(true);
    expect(new Set(rows.map((c) => c.orgnr)).size).toBe(rows.length);
    const exempel = rows.find((c) => c.ftgId === DEMO_FTG.exempel);
    expect(exempel).toMatchObject({
      namn: 'Exempelbolaget AB',
      ftgKey: 'EXEMPEL',
      hasPlus: true,
      licensOptions: ['HRTIL'],
      openResEnhet: [true, true, false, false, false, false],
      resEnhetNamn: ['Kostnadsställe', 'Projekt', '', '', '', ''],
    });
    expect(rows.find((c) => c.ftgId === DEMO_FTG.omsorg)).toMatchObject({
      useLss: true,
      useFkSignering: true,
      brukareNamnTyp: 'BRUKARE',
    });
    expect(rows.find((c) => c.ftgId === DEMO_FTG.sakervard)?.requireSmsVerification).toBe(true);
    expect(new Set(rows.map((c) => c.brukareNamnTyp))).toEqual(new Set(['BRUKARE', 'KUND', 'ARBETSLEDARE']));
    expect(await db.select().from(schema.portalSettings)).toHaveLength(rows.length);
  });

  it('gives Exempelbolaget ≥ 40 employees with schedules, departments and result units', async () => {
    const staff = await db
      .select()
      .from(schema.employees)
      .where(eq(schema.employees.ftgId, DEMO_FTG.exempel));
    expect(staff.length).toBeGreaterThanOrEqual(40);
    expect(staff.filter((e) => e.locked).length).toBeGreaterThanOrEqual(1);
    expect(new Set(staff.map((e) => e.tidKodGrupp))).toEqual(new Set(['TJM', 'KOL']));
    const periods = await db
      .select()
      .from(schema.perSchema)
      .where(eq(schema.perSchema.ftgId, DEMO_FTG.exempel));
    const scheman = await db
      .select()
      .from(schema.arbScheman)
      .where(eq(schema.arbScheman.ftgId, DEMO_FTG.exempel));
    const schemaCodes = new Set(scheman.map((s) => s.arbSchema));
    for (const e of staff) expect(periods.some((p) => p.anstNr === e.anstNr)).toBe(true);
    for (const p of periods) expect(schemaCodes.has(p.arbSchema)).toBe(true);
    const units = await db
      .select()
      .from(schema.resultatenheter)
      .where(eq(schema.resultatenheter.ftgId, DEMO_FTG.exempel));
    expect(new Set(units.map((u) => u.dim))).toEqual(new Set([1, 2]));
  });

  it('uses only Luhn-valid 12-digit personnummer for users, employees and brukare', async () => {
    const users = await db.select().from(schema.userAccounts);
    const staff = await db.select().from(schema.employees);
    const brukare = await db.select().from(schema.brukare);
    for (const p of [...users, ...staff, ...brukare].map((r) => r.persNr)) {
      expect(isValidPersNr12(p), String(p)).toBe(true);
    }
  });

  it('has every demo login with its role and company', async () => {
    const users = await db.select().from(schema.userAccounts);
    const byLogin = new Map(users.map((u) => [u.login, u]));
    for (const l of DEMO_LOGINS) expect(byLogin.get(l.login)?.roll, l.login).toBe(l.roll);
    expect(byLogin.get('per')?.id).toBe(DEMO_USERS.per);
    expect(byLogin.get('ftg2')?.ftgId).toBe(DEMO_FTG.nordkonsult);
    expect(byLogin.get('per.sms')).toMatchObject({ ftgId: DEMO_FTG.sakervard, phone: DEMO_SMS_PHONE });
    expect(byLogin.get('bru')?.brukare).toMatch(/^B\d{3}$/);
    expect(users.every((u) => u.passwordHash === users[0]?.passwordHash)).toBe(true);
    expect(users[0]?.passwordHash).toBe(await sha256(DEMO_PASSWORD));
    expect(users.length).toBeGreaterThan(DEMO_LOGINS.length + 5);
    expect(await db.select().from(schema.userAppSettings)).toHaveLength(users.length);
  });

  it('links avd, per and per.sms to employees with the same personnummer', async () => {
    const staff = await db.select().from(schema.employees);
    for (const login of ['avd', 'per', 'per.omsorg', 'per.sms']) {
      const [u] = await db.select().from(schema.userAccounts).where(eq(schema.userAccounts.login, login));
      const e = staff.find((x) => x.ftgId === u?.ftgId && x.anstNr === u?.anstNr);
      expect(e?.persNr, login).toBe(u?.persNr);
    }
  });

  it('gives ftg2 two companies and user options to the admins', async () => {
    const access = await db.select().from(schema.userCompanyAccess);
    expect(access).toContainEqual({ userId: DEMO_USERS.ftg2, ftgId: DEMO_FTG.exempel });
    const options = await db.select().from(schema.userOptions);
    const of = (userId: string) =>
      options
        .filter((o) => o.userId === userId)
        .map((o) => o.option)
        .sort();
    expect(of(DEMO_USERS.avd)).toEqual(['CPBEM', 'HRTIL']);
    expect(of(DEMO_USERS.ftg)).toEqual(['CPBEM', 'HRTIL']);
    expect(of(DEMO_USERS.lic)).toEqual(['HRTIL']);
    expect(of(DEMO_USERS.adm)).toEqual(['HRTIL']);
  });

  it('has a person with accounts in two companies under one personnummer', async () => {
    const users = await db.select().from(schema.userAccounts);
    const companiesByPersNr = new Map<string, Set<string>>();
    for (const u of users) {
      if (!u.persNr) continue;
      const set = companiesByPersNr.get(u.persNr) ?? new Set<string>();
      companiesByPersNr.set(u.persNr, set.add(u.ftgId));
    }
    expect([...companiesByPersNr.values()].some((s) => s.size >= 2)).toBe(true);
    const per = users.find((u) => u.login === 'per');
    const perOmsorg = users.find((u) => u.login === 'per.omsorg');
    expect(perOmsorg?.persNr).toBe(per?.persNr);
    expect(perOmsorg?.ftgId).toBe(DEMO_FTG.omsorg);
  });

  it('gives care companies brukare and employees that use them', async () => {
    const brukare = await db.select().from(schema.brukare).where(eq(schema.brukare.ftgId, DEMO_FTG.omsorg));
    expect(brukare.length).toBeGreaterThanOrEqual(5);
    const ledare = await db
      .select()
      .from(schema.arbetsledare)
      .where(eq(schema.arbetsledare.ftgId, DEMO_FTG.omsorg));
    expect(ledare.length).toBeGreaterThanOrEqual(1);
    const staff = await db.select().from(schema.employees).where(eq(schema.employees.ftgId, DEMO_FTG.omsorg));
    const codes = new Set(brukare.map((b) => b.brukare));
    expect(staff.length).toBeGreaterThanOrEqual(15);
    for (const e of staff) expect(e.useBrukare && codes.has(e.brukare ?? '')).toBe(true);
  });

  it('gives Exempelbolaget and Omsorgsassistans staffing tasks, competences and properties their staff hold', async () => {
    for (const ftgId of [DEMO_FTG.exempel, DEMO_FTG.omsorg]) {
      const of = <T extends { ftgId: string }>(rows: T[]) => rows.filter((r) => r.ftgId === ftgId);
      const kompetenser = new Set(of(await db.select().from(schema.kompetenser)).map((k) => k.kompetens));
      const egenskaper = new Set(of(await db.select().from(schema.egenskaper)).map((e) => e.egenskap));
      const avdelningar = new Set(of(await db.select().from(schema.avdelningar)).map((a) => a.avdelning));
      const tasks = of(await db.select().from(schema.bemuppgifter));
      expect(Math.min(kompetenser.size, egenskaper.size, tasks.length)).toBeGreaterThanOrEqual(3);
      for (const task of tasks) {
        expect(task.avdelning === null || avdelningar.has(task.avdelning), task.bemuppgift).toBe(true);
        for (const k of task.kompetenser) expect(kompetenser.has(k), k).toBe(true);
        for (const e of task.egenskaper) expect(egenskaper.has(e), e).toBe(true);
      }
      const staff = of(await db.select().from(schema.employees));
      const holders = staff.filter((e) => e.kompetenser.length > 0);
      expect(holders.length).toBeGreaterThanOrEqual(3);
      expect(staff.some((e) => e.egenskaper.length > 0)).toBe(true);
      for (const e of staff) {
        for (const k of e.kompetenser) expect(kompetenser.has(k), k).toBe(true);
        for (const p of e.egenskaper) expect(egenskaper.has(p), p).toBe(true);
      }
    }
    // Only those two companies have staffing registers.
    const companiesWith = new Set((await db.select().from(schema.kompetenser)).map((k) => k.ftgId));
    expect(companiesWith).toEqual(new Set([DEMO_FTG.exempel, DEMO_FTG.omsorg]));
  });

  it('plans three weeks of needs and shifts, per on the schedule with an open swap, Omsorgsassistans by its agreement', async () => {
    // 2026-11-21 is a Saturday: the plan runs from Monday 16 November to Sunday 6 December.
    const needs = await db.select().from(schema.staffingNeeds);
    expect(new Set(needs.map((n) => n.ftgId))).toEqual(new Set([DEMO_FTG.exempel, DEMO_FTG.omsorg]));
    expect(needs.map((n) => n.datum).sort()[0]).toBe('2026-11-16');
    const all = await db.select().from(schema.shifts);
    const perShifts = all.filter((s) => s.ftgId === DEMO_FTG.exempel && s.anstNr === '1001' && s.publicerad);
    expect(perShifts.length).toBeGreaterThanOrEqual(2);
    // The third week is a draft, the first two are published.
    expect(all.some((s) => !s.publicerad && s.datum >= '2026-11-30')).toBe(true);
    expect(all.filter((s) => s.datum < '2026-11-30').every((s) => s.publicerad)).toBe(true);
    const [swap] = await db.select().from(schema.shiftSwaps);
    expect(swap).toMatchObject({ ftgId: DEMO_FTG.exempel, anstNr: '1001', status: 'OPPET' });
    expect(perShifts.map((s) => s.id)).toContain(swap!.passId);
    const settings = await db.select().from(schema.staffingSettings);
    expect(settings.find((r) => r.ftgId === DEMO_FTG.omsorg)?.avtal).toBe('VARDFORETAGARNA_PA');
  });

  it('gives every company with employees codes and the holidays of its salary years', async () => {
    const all = await db.select().from(schema.companies);
    const staff = await db.select().from(schema.employees);
    const tid = await db.select().from(schema.tidKoder);
    const lon = await db.select().from(schema.lonKoder);
    const days = await db.select().from(schema.holidays);
    for (const c of all.filter((x) => staff.some((e) => e.ftgId === x.ftgId))) {
      expect(
        tid.some((t) => t.ftgId === c.ftgId && t.tidKod === 'SEM'),
        c.namn,
      ).toBe(true);
      expect(
        lon.some((l) => l.ftgId === c.ftgId && l.lonKod === 'UTLÄGG'),
        c.namn,
      ).toBe(true);
      const years = new Set(days.filter((d) => d.ftgId === c.ftgId).map((d) => Number(d.datum.slice(0, 4))));
      expect(Math.min(...years)).toBe(c.firstSalaryYear);
      expect(Math.max(...years)).toBe(2027);
    }
    expect(lon.find((l) => l.lonKod === 'MIL-EGEN')?.aprisOre).toBe(2500);
    expect(days).toContainEqual({
      ftgId: DEMO_FTG.exempel,
      datum: '2026-06-20',
      namn: 'Midsommardagen',
      typ: 'public',
    });
    expect(days).toContainEqual({
      ftgId: DEMO_FTG.exempel,
      datum: '2026-12-24',
      namn: 'Julafton',
      typ: 'eve',
    });
  });

  it("gives Exempelbolaget's employees expenses of the last two months, with goods groups and VAT", async () => {
    const rows = await db.select().from(schema.compensations);
    const groups = await db.select().from(schema.varugrupper);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.ftgId))).toEqual(new Set([DEMO_FTG.exempel]));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['ATTESTED', 'NOT_ATTESTED']));
    for (const r of rows) {
      expect(Number(r.moms)).toBeLessThan(Number(r.belopp));
      expect(Number(r.summa)).toBe(Number(r.belopp));
      expect(
        groups.some((g) => g.ftgId === r.ftgId && g.namn === r.varugrupp),
        r.varugrupp,
      ).toBe(true);
    }
  });

  it('gives every employee three paid pay runs with balances, and the latest payslip’s message', async () => {
    // 2026-11-21: the pay days of August, September and October have come, November's has not.
    const runs = await db.select().from(schema.payRuns).where(eq(schema.payRuns.ftgId, DEMO_FTG.exempel));
    expect(runs.map((r) => [r.periodId, r.betalDatum, r.periodText]).sort()).toEqual([
      ['2026-08', '2026-08-25', 'Augusti 2026'],
      ['2026-09', '2026-09-25', 'September 2026'],
      ['2026-10', '2026-10-25', 'Oktober 2026'],
    ]);
    const staff = await db.select().from(schema.employees);
    const slips = await db.select().from(schema.payslips);
    const key = (ftgId: string, anstNr: string) => `${ftgId}|${anstNr}`;
    const perEmployee = new Map<string, number>();
    for (const s of slips)
      perEmployee.set(key(s.ftgId, s.anstNr), (perEmployee.get(key(s.ftgId, s.anstNr)) ?? 0) + 1);
    expect(staff.every((e) => perEmployee.get(key(e.ftgId, e.anstNr)) === 3)).toBe(true);
    expect((await db.select().from(schema.balances)).length).toBe(slips.length);
    // Each payslip adds up: the gross rows less the tax is what was paid out.
    for (const s of slips.slice(0, 50)) {
      const sum = (typ: string) =>
        s.data.Rader.filter((r) => r.LoneTyp === typ).reduce((a, r) => a + (r.Belopp ?? 0), 0);
      expect(Math.round((sum('BRUTTO') + sum('SKATT')) * 100) / 100).toBe(s.data.Utbetalt);
    }
    const inbox = await db
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.recipientId, DEMO_USERS.per));
    expect(inbox.map((m) => [m.nyckel, m.parametrar])).toContainEqual([
      'messages.portal.payslips.PUBLISHED',
      { period: 'Oktober 2026' },
    ]);
  });

  it('writes identical rows on a second run with the same today', async () => {
    const second = await freshSeededDatabase();
    try {
      expect(await dump(second.db)).toEqual(await dump(db));
    } finally {
      await second.close();
    }
  }, 120_000);
});
