import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type CodeEntry, type EmployeeDetail } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, type Team } from '../../../test/factories';
import { auditLog, employees } from '../../db/schema/index';
import { employeeBody, registers, updateBody } from './registers-test-kit';

// Staffing's code registers (GLOSSARY Kompetenser, Egenskaper, Bemuppgift): kept as the other code
// registers are, the properties only with Plus (SPEC §7), and held by employees.

let t: TestApp;
/** A company with Plus, and one without. */
let plus: Team;
let plain: Team;
beforeAll(async () => {
  t = await createTestApp();
  plus = await newTeam(t, { settings: { hasPlus: true } });
  plain = await newTeam(t);
});
afterAll(() => t.close());

const at = (kind: string) => `/api/registers/${kind}`;
const kit = registers(() => t);

async function rows<K extends 'competences' | 'properties' | 'staffingtasks'>(cookie: string, kind: K) {
  const res = await t.call(cookie, 'GET', at(kind));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CodeEntry<K>[];
}

async function make(cookie: string, kind: string, body: Record<string, unknown>) {
  const res = await t.call(cookie, 'POST', at(kind), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown>;
}

describe('/api/registers/competences and /properties', () => {
  it('creates, renames, closes and deletes a competence, audited; AVD reads them', async () => {
    const { ftg, avd, company } = await newTeam(t);
    expect(await make(ftg.cookie, 'competences', { Kompetens: 'TRUCK', BenText: 'Truckkort' })).toMatchObject(
      {
        Kompetens: 'TRUCK',
        Version: 0,
        IBruk: false,
        Stangd: false,
      },
    );
    const again = await t.call(ftg.cookie, 'POST', at('competences'), { Kompetens: 'TRUCK', BenText: 'X' });
    expect(again.json().Details).toEqual([{ Field: 'Kompetens', Code: 'validation.register.codeTaken' }]);
    const closed = await t.call(ftg.cookie, 'PUT', `${at('competences')}/TRUCK`, {
      Version: 0,
      BenText: 'Truckkort A',
      Stangd: true,
    });
    expect(closed.json()).toMatchObject({ BenText: 'Truckkort A', Stangd: true, Version: 1 });
    expect((await rows(avd.cookie, 'competences')).map((c) => c.Kompetens)).toEqual(['TRUCK']);
    expect(
      (await t.call(avd.cookie, 'POST', at('competences'), { Kompetens: 'X', BenText: 'X' })).statusCode,
    ).toBe(403);
    const stale = await t.call(ftg.cookie, 'DELETE', `${at('competences')}/TRUCK?Version=0`);
    expect(stale.json().Code).toBe(ERRORS.VersionConflict.code);
    expect((await t.call(ftg.cookie, 'DELETE', `${at('competences')}/TRUCK?Version=1`)).statusCode).toBe(204);
    const actions = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, company.ftgId)));
    expect(
      actions.filter((a) => (a.details as { Register?: string }).Register === 'competences'),
    ).toHaveLength(3);
  });

  it('keeps properties for a company with Plus only (SPEC §7)', async () => {
    expect(
      await make(plus.ftg.cookie, 'properties', { Egenskap: 'ROKFRI', BenText: 'Rökfri' }),
    ).toMatchObject({
      Egenskap: 'ROKFRI',
      IBruk: false,
    });
    const renamed = await t.call(plus.ftg.cookie, 'PUT', `${at('properties')}/ROKFRI`, {
      Version: 0,
      BenText: 'Rökfri miljö',
    });
    expect(renamed.json()).toMatchObject({ BenText: 'Rökfri miljö', Version: 1, Stangd: false });
    for (const [method, url, body] of [
      ['GET', at('properties'), undefined],
      ['POST', at('properties'), { Egenskap: 'ROKFRI', BenText: 'Rökfri' }],
      ['PUT', `${at('properties')}/ROKFRI`, { Version: 0, BenText: 'Rökfri' }],
      ['DELETE', `${at('properties')}/ROKFRI?Version=0`, undefined],
    ] as const) {
      const res = await t.call(plain.ftg.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().Code).toBe(ERRORS.Forbidden.code);
    }
  });
});

describe('/api/registers/staffingtasks', () => {
  it('keeps a task with its department, competences and properties, which it puts in use', async () => {
    const { ftg } = plus;
    await make(ftg.cookie, 'competences', { Kompetens: 'DELEG', BenText: 'Delegering läkemedel' });
    await make(ftg.cookie, 'properties', { Egenskap: 'ARABISKA', BenText: 'Talar arabiska' });
    const task = await make(ftg.cookie, 'staffingtasks', {
      Bemuppgift: 'MORGON',
      BenText: 'Morgonpass',
      Avdelning: 'LAG',
      Kompetenser: ['DELEG', 'DELEG'],
      Egenskaper: ['ARABISKA'],
    });
    expect(task).toEqual({
      Bemuppgift: 'MORGON',
      BenText: 'Morgonpass',
      Avdelning: 'LAG',
      Kompetenser: ['DELEG'],
      Egenskaper: ['ARABISKA'],
      Version: 0,
      Stangd: false,
      IBruk: false,
    });
    expect((await rows(ftg.cookie, 'competences')).find((c) => c.Kompetens === 'DELEG')?.IBruk).toBe(true);
    expect((await rows(ftg.cookie, 'properties')).find((p) => p.Egenskap === 'ARABISKA')?.IBruk).toBe(true);
    const deleg = (await rows(ftg.cookie, 'competences')).find((c) => c.Kompetens === 'DELEG')!;
    const del = await t.call(ftg.cookie, 'DELETE', `${at('competences')}/DELEG?Version=${deleg.Version}`);
    expect(del.json().Code).toBe(ERRORS.RegisterInUse.code);
    // Staffed from any department; closed, and then deleted (no need or shift names it).
    const closed = await t.call(ftg.cookie, 'PUT', `${at('staffingtasks')}/MORGON`, {
      Version: 0,
      BenText: 'Morgonpass',
      Avdelning: '',
      Kompetenser: [],
      Stangd: true,
    });
    expect(closed.json()).toMatchObject({ Avdelning: '', Kompetenser: [], Egenskaper: [], Stangd: true });
    expect((await t.call(ftg.cookie, 'DELETE', `${at('staffingtasks')}/MORGON?Version=1`)).statusCode).toBe(
      204,
    );
  });

  it('refuses a department, competence or property the company does not have, on its field', async () => {
    const { ftg } = plus;
    const base = { Bemuppgift: 'RECEP', BenText: 'Reception' };
    const wrong: [Record<string, unknown>, string][] = [
      [{ Avdelning: 'NOPE' }, 'Avdelning'],
      [{ Kompetenser: ['NOPE'] }, 'Kompetenser'],
      [{ Egenskaper: ['NOPE'] }, 'Egenskaper'],
    ];
    for (const [over, field] of wrong) {
      const res = await t.call(ftg.cookie, 'POST', at('staffingtasks'), { ...base, ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Details).toEqual([{ Field: field, Code: 'validation.register.unknownCode' }]);
    }
    // Another company's competence is not this one's.
    await make(plain.ftg.cookie, 'competences', { Kompetens: 'EGEN', BenText: 'Egen' });
    const other = await t.call(ftg.cookie, 'POST', at('staffingtasks'), { ...base, Kompetenser: ['EGEN'] });
    expect(other.json().Details).toEqual([{ Field: 'Kompetenser', Code: 'validation.register.unknownCode' }]);
    const bad = await t.call(ftg.cookie, 'POST', at('staffingtasks'), { ...base, Kompetenser: ['a b'] });
    expect(bad.statusCode).toBe(400);
    expect((await rows(ftg.cookie, 'staffingtasks')).map((r) => r.Bemuppgift)).not.toContain('RECEP');
  });

  it('puts the department it is staffed from in use', async () => {
    const { ftg } = plain;
    await make(ftg.cookie, 'departments', { Avdelning: 'RECE', Namn: 'Reception' });
    await make(ftg.cookie, 'staffingtasks', { Bemuppgift: 'DISK', BenText: 'Disk', Avdelning: 'RECE' });
    const rece = (await t.call(ftg.cookie, 'GET', at('departments'))).json() as CodeEntry<'departments'>[];
    expect(rece.find((d) => d.Avdelning === 'RECE')).toMatchObject({ IBruk: true, Anstallda: 0 });
  });
});

describe("an employee's competences and properties", () => {
  it('are stored and read back, and refused when the company does not have them', async () => {
    const { ftg, company } = plus;
    await make(ftg.cookie, 'competences', { Kompetens: 'KORB', BenText: 'Körkort B' });
    await make(ftg.cookie, 'competences', { Kompetens: 'LYFT', BenText: 'Lyftutbildning' });
    await make(ftg.cookie, 'properties', { Egenskap: 'DJUR', BenText: 'Tål djur' });
    const { Employee } = await kit.createEmployee(
      ftg.cookie,
      employeeBody({ Kompetenser: ['LYFT', 'KORB'], Egenskaper: ['DJUR'] }),
    );
    expect(Employee).toMatchObject({ Kompetenser: ['KORB', 'LYFT'], Egenskaper: ['DJUR'] });
    const [stored] = await t.database.db
      .select({ kompetenser: employees.kompetenser, egenskaper: employees.egenskaper })
      .from(employees)
      .where(and(eq(employees.ftgId, company.ftgId), eq(employees.anstNr, Employee.AnstNr)));
    expect(stored).toEqual({ kompetenser: ['KORB', 'LYFT'], egenskaper: ['DJUR'] });
    const url = `/api/registers/employees/${Employee.AnstNr}`;
    const unknown = await t.call(ftg.cookie, 'PUT', url, updateBody(Employee, { Kompetenser: ['NOPE'] }));
    expect(unknown.json().Details).toEqual([
      { Field: 'Kompetenser', Code: 'validation.register.unknownCode' },
    ]);
    const noProperty = await t.call(ftg.cookie, 'PUT', url, updateBody(Employee, { Egenskaper: ['NOPE'] }));
    expect(noProperty.json().Details).toEqual([
      { Field: 'Egenskaper', Code: 'validation.register.unknownCode' },
    ]);
    const saved = await t.call(ftg.cookie, 'PUT', url, updateBody(Employee, { Kompetenser: ['KORB'] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Kompetenser: ['KORB'], Egenskaper: ['DJUR'] });
    const read = (await t.call(ftg.cookie, 'GET', url)).json() as EmployeeDetail;
    expect(read).toMatchObject({ Kompetenser: ['KORB'], Egenskaper: ['DJUR'] });
    expect((await rows(ftg.cookie, 'competences')).find((c) => c.Kompetens === 'KORB')?.IBruk).toBe(true);
  });

  it('gives a closed competence to no one new, and lets whoever holds it keep it', async () => {
    const { ftg } = await newTeam(t);
    await make(ftg.cookie, 'competences', { Kompetens: 'GAMMAL', BenText: 'Gammal' });
    const { Employee } = await kit.createEmployee(ftg.cookie, employeeBody({ Kompetenser: ['GAMMAL'] }));
    await t.call(ftg.cookie, 'PUT', `${at('competences')}/GAMMAL`, {
      Version: 0,
      BenText: 'Gammal',
      Stangd: true,
    });
    const kept = await t.call(
      ftg.cookie,
      'PUT',
      `/api/registers/employees/${Employee.AnstNr}`,
      updateBody(Employee, { FoNamn: 'Ny' }),
    );
    expect(kept.json()).toMatchObject({ FoNamn: 'Ny', Kompetenser: ['GAMMAL'] });
    const given = await t.call(
      ftg.cookie,
      'POST',
      '/api/registers/employees',
      employeeBody({ Kompetenser: ['GAMMAL'] }),
    );
    expect(given.json().Details).toEqual([{ Field: 'Kompetenser', Code: 'validation.register.closedCode' }]);
  });
});
