import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../test/app-helper';
import type { Database } from '../db/client';
import { employees } from '../db/schema/index';
import { createCompany, createEmployee, uniqueNumber } from '../db/seed/factories';
import { employeeFilterWhere, employeeInFilter, type EmployeeFilter } from './employee-scope';

// The filter's rule in SQL (sets of employees) and in code (one record already read, for the
// prepared month read) give the same answers for every kind of filter.
let database: Database;
let ftgId: string;
const records = [
  { key: 'eko', avdelning: 'EKO', useBrukare: false, brukare: null },
  { key: 'lager', avdelning: 'LAGER', useBrukare: false, brukare: null },
  { key: 'none', avdelning: null, useBrukare: false, brukare: null },
  { key: 'b1', avdelning: 'LAGER', useBrukare: true, brukare: 'B1' },
  { key: 'b2', avdelning: null, useBrukare: true, brukare: 'B2' },
  { key: 'b-none', avdelning: 'EKO', useBrukare: true, brukare: null },
  { key: 'b1-off', avdelning: 'EKO', useBrukare: false, brukare: 'B1' },
] as const;
const anstNr = new Map<string, string>();

beforeAll(async () => {
  database = await openTestDatabase();
  ftgId = (await createCompany(database.db)).ftgId;
  for (const r of records) {
    const made = await createEmployee(database.db, { ftgId, anstNr: uniqueNumber(), account: false });
    const { key: _key, ...fields } = r;
    await database.db
      .update(employees)
      .set(fields)
      .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, made.anstNr)));
    anstNr.set(r.key, made.anstNr);
  }
});
afterAll(() => database.close());

const nr = (key: string) => anstNr.get(key) ?? '';

describe('employeeInFilter and employeeFilterWhere', () => {
  const filters: [string, () => EmployeeFilter][] = [
    ['everyone', () => ({ kind: 'all' })],
    ['themselves', () => ({ kind: 'self', anstNr: nr('lager') })],
    ['no record of their own', () => ({ kind: 'self', anstNr: '' })],
    ['a department and themselves', () => ({ kind: 'department', avdelning: 'EKO', anstNr: nr('b2') })],
    ['a department only', () => ({ kind: 'department', avdelning: 'LAGER', anstNr: null })],
    ['every brukare', () => ({ kind: 'brukare', brukare: null })],
    ['one brukare', () => ({ kind: 'brukare', brukare: 'B1' })],
    ['a brukare user without one', () => ({ kind: 'brukare', brukare: '' })],
  ];
  it.each(filters)('agree for %s', async (_name, filterOf) => {
    const filter = filterOf();
    const rows = await database.db
      .select({
        anstNr: employees.anstNr,
        avdelning: employees.avdelning,
        useBrukare: employees.useBrukare,
        brukare: employees.brukare,
      })
      .from(employees)
      .where(and(eq(employees.ftgId, ftgId), inArray(employees.anstNr, [...anstNr.values()])));
    const inSql = await database.db
      .select({ anstNr: employees.anstNr })
      .from(employees)
      .where(and(employeeFilterWhere(ftgId, filter), inArray(employees.anstNr, [...anstNr.values()])));
    const inCode = rows.filter((r) => employeeInFilter(filter, r)).map((r) => r.anstNr);
    expect(inCode.sort()).toEqual(inSql.map((r) => r.anstNr).sort());
    expect(rows).toHaveLength(records.length);
  });
});
