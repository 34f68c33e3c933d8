import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import * as schema from '../schema/index';
import { seedLargeCompany } from './large';

const TODAY = new Date('2026-11-21T10:00:00Z');
const sha256 = async (plain: string): Promise<string> => createHash('sha256').update(plain).digest('hex');

describe('seedLargeCompany', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
  }, 120_000);
  afterAll(() => database?.close());

  it('adds a company with N employees, schedules, codes and one PER user per 50 employees', async () => {
    const { db } = database;
    const result = await seedLargeCompany(db, {
      employees: 300,
      seed: 7,
      hashPassword: sha256,
      today: TODAY,
    });
    expect(result).toMatchObject({ ftgKey: expect.stringMatching(/^STOR\d+$/), employees: 300, users: 6 });

    const [company] = await db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.ftgId, result.ftgId));
    expect(company?.namn).toMatch(/^Storföretaget( \d+)? AB$/);
    const staff = await db.select().from(schema.employees).where(eq(schema.employees.ftgId, result.ftgId));
    expect(staff).toHaveLength(300);
    expect(new Set(staff.map((e) => e.persNr)).size).toBe(300);
    const periods = await db.select().from(schema.perSchema).where(eq(schema.perSchema.ftgId, result.ftgId));
    expect(new Set(periods.map((p) => p.anstNr)).size).toBe(300);
    const users = await db
      .select()
      .from(schema.userAccounts)
      .where(eq(schema.userAccounts.ftgId, result.ftgId));
    expect(users).toHaveLength(6);
    for (const u of users) {
      expect(u.roll).toBe('PER');
      expect(staff.find((e) => e.anstNr === u.anstNr)?.persNr).toBe(u.persNr);
    }
    const tid = await db.select().from(schema.tidKoder).where(eq(schema.tidKoder.ftgId, result.ftgId));
    expect(tid.length).toBeGreaterThan(0);
    // Staffing for the planner's benchmarks: needs, shifts on them, and open swaps.
    const planned = await db.select().from(schema.shifts).where(eq(schema.shifts.ftgId, result.ftgId));
    expect(planned).toHaveLength(result.shifts);
    expect(result.shifts).toBeGreaterThan(300 * 10);
    const needs = await db
      .select()
      .from(schema.staffingNeeds)
      .where(eq(schema.staffingNeeds.ftgId, result.ftgId));
    expect(needs.length).toBe(8 * 20);
    const swaps = await db.select().from(schema.shiftSwaps).where(eq(schema.shiftSwaps.ftgId, result.ftgId));
    expect(swaps.length).toBeGreaterThan(0);
  });

  it('gives each further call its own company key', async () => {
    // Whatever other tests added before: two calls in a row take two consecutive keys.
    const a = await seedLargeCompany(database.db, { employees: 2, hashPassword: sha256, today: TODAY });
    const b = await seedLargeCompany(database.db, { employees: 10, hashPassword: sha256, today: TODAY });
    expect(a.ftgKey).toMatch(/^STOR\d+$/);
    expect(b).toMatchObject({ ftgKey: `STOR${Number(a.ftgKey.slice(4)) + 1}`, employees: 10, users: 1 });
  });

  it('adds a year of reported time on scheduled days, older months attested', async () => {
    const result = await seedLargeCompany(database.db, {
      employees: 20,
      months: 12,
      hashPassword: sha256,
      today: TODAY,
    });
    const rows = await database.db
      .select()
      .from(schema.timeEntries)
      .where(eq(schema.timeEntries.ftgId, result.ftgId));
    expect(rows.length).toBe(result.timeEntries);
    expect(rows.length).toBeGreaterThan(15 * 150);
    expect(rows.every((r) => r.datum >= '2025-11-01' && r.datum < '2026-11-21')).toBe(true);
    expect(rows.some((r) => r.datum === '2026-06-19')).toBe(false); // midsommarafton
    const status = (d: string) => new Set(rows.filter((r) => r.datum.startsWith(d)).map((r) => r.status));
    expect(status('2026-09')).toEqual(new Set(['ATTESTED']));
    expect(status('2026-10')).toEqual(new Set(['NOT_ATTESTED']));
    expect(status('2026-11')).toEqual(new Set(['NOT_APPROVED']));
    expect(rows.some((r) => r.tidKod === 'SEM')).toBe(true);
  });
});
