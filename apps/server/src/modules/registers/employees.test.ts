import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  type EmployeeDetail,
  type EmployeeListEntry,
  type EmployeeRegisterEntry,
} from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';
import { auditLog, employees, userAccounts } from '../../db/schema/index';
import { applyDueChanges } from './index';
import { employeeBody, personnummer, registers, updateBody } from './registers-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { createEmployee } = registers(() => t);
const URL = '/api/registers/employees';

async function list(cookie: string, params: Record<string, string> = {}) {
  const res = await t.call(cookie, 'GET', `${URL}?${new URLSearchParams(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as EmployeeRegisterEntry[],
    pagination: JSON.parse(String(res.headers['x-pagination'])),
  };
}

describe('POST /api/registers/employees', () => {
  it('adds an employee with schedule and history, audited, in the register and in /perlista', async () => {
    const { ftg, company } = await newTeam(t);
    const persNr = personnummer();
    const { Employee, Password } = await createEmployee(
      ftg.cookie,
      employeeBody({ AnstNr: '7001', PersNr: persNr }),
    );
    expect(Password).toBeNull();
    expect(Employee).toMatchObject({
      AnstNr: '7001',
      PersNr: persNr,
      Avdelning: 'EKO',
      Version: 0,
      PerSchema: [{ FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'HEL40' }],
      Historik: [{ FromDatum: '2026-01-01', Avdelning: 'EKO', TidKodGrupp: 'TJM', AndradAv: ftg.namn }],
      Anvandare: [],
    });
    const perlista = await t.call(ftg.cookie, 'GET', '/api/perlista');
    expect((perlista.json() as EmployeeListEntry[]).map((e) => e.AnstNr)).toContain('7001');
    expect((await list(ftg.cookie, { Sok: 'registersson' })).rows.map((r) => r.AnstNr)).toEqual(['7001']);
    expect((await list(ftg.cookie, { Sok: persNr.slice(2, 8) })).rows.map((r) => r.AnstNr)).toEqual(['7001']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, company.ftgId), eq(auditLog.action, 'employee.created')));
    expect(audit?.details).toMatchObject({ AnstNr: '7001' });
  });

  it('refuses a taken number, a taken personal identity number and unknown codes, each on its field', async () => {
    const { ftg, per } = await newTeam(t);
    const persNr = personnummer();
    await createEmployee(ftg.cookie, employeeBody({ PersNr: persNr }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ AnstNr: per.anstNr }, 'AnstNr', 'validation.register.codeTaken'],
      [{ PersNr: persNr }, 'PersNr', 'validation.register.persNrTaken'],
      [{ PersNr: '19850312-0000' }, 'PersNr', 'validation.personnummer.invalid'],
      [{ Avdelning: 'NOPE' }, 'Avdelning', 'validation.register.unknownCode'],
      [
        { PerSchema: [{ FromDatum: '2026-01-01', UseArbSchema: true, ArbSchema: 'NOPE' }] },
        'PerSchema.0.ArbSchema',
        'validation.register.unknownCode',
      ],
      [
        { PerStatus: { UseBrukare: true, Brukare: 'NOPE' } },
        'PerStatus.Brukare',
        'validation.register.unknownCode',
      ],
      [
        { AnstDatum: '2026-05-01', SlutDatum: '2026-04-30' },
        'SlutDatum',
        'validation.register.endBeforeStart',
      ],
      [{ Anvandare: { Login: 'x', LoginType: 'BANKID' } }, 'PersNr', 'validation.register.persNrForBankId'],
    ];
    for (const [over, field, code] of cases) {
      const res = await t.call(ftg.cookie, 'POST', URL, employeeBody(over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().Details).toContainEqual({ Field: field, Code: code });
    }
  });

  it('makes the PER user in the same step for ADM, with a temporary password that logs in', async () => {
    const { company } = await newTeam(t);
    const adm = await newUser(t, { role: ROLE.ADM });
    const login = `anst${Date.now()}`;
    const res = await t.call(
      adm.cookie,
      'POST',
      URL,
      employeeBody({ AnstNr: '7100', Anvandare: { Login: login, LoginType: 'PASSWORD' } }),
      company.ftgId,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { Employee, Password } = res.json() as { Employee: EmployeeDetail; Password: string };
    expect(Employee.Anvandare).toEqual([login]);
    const [user] = await t.database.db.select().from(userAccounts).where(eq(userAccounts.login, login));
    expect(user).toMatchObject({
      roll: 'PER',
      anstNr: '7100',
      ftgId: company.ftgId,
      passwordMustChange: true,
    });
    const loggedIn = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: login, Password },
    });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    // A taken login is the form's field, and the employee is not stored without it.
    const again = await t.call(
      adm.cookie,
      'POST',
      URL,
      employeeBody({ AnstNr: '7101', Anvandare: { Login: login, LoginType: 'PASSWORD' } }),
      company.ftgId,
    );
    expect(again.json().Details).toEqual([{ Field: 'Anvandare.Login', Code: 'validation.user.loginTaken' }]);
    const [kept] = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.ftgId, company.ftgId), eq(employees.anstNr, '7101')));
    expect(kept).toBeUndefined();
  });

  it('lets FTG add employees but not users, and AVD and PER neither', async () => {
    const { ftg, avd, per } = await newTeam(t);
    const withUser = await t.call(
      ftg.cookie,
      'POST',
      URL,
      employeeBody({ Anvandare: { Login: `f${Date.now()}`, LoginType: 'PASSWORD' } }),
    );
    expect(withUser.statusCode).toBe(403);
    for (const u of [avd, per])
      expect((await t.call(u.cookie, 'POST', URL, employeeBody())).statusCode).toBe(403);
    expect((await t.call(per.cookie, 'GET', URL)).statusCode).toBe(403);
  });
});

describe('the register list and an employee', () => {
  it('shows AVD their department only, read-only, and pages', async () => {
    const { avd, per, other, ftg } = await newTeam(t);
    const mine = await list(avd.cookie);
    expect(mine.rows.map((r) => r.AnstNr).sort()).toEqual([avd.anstNr, per.anstNr].sort());
    expect((await t.call(avd.cookie, 'GET', `${URL}/${other.anstNr}`)).statusCode).toBe(404);
    expect((await t.call(avd.cookie, 'GET', `${URL}/${per.anstNr}`)).statusCode).toBe(200);
    const paged = await list(ftg.cookie, { PerPage: '5', Page: '1' });
    expect(paged.pagination).toEqual({ Page: 1, PerPage: 5, Total: 3 });
  });

  it('lets an ended employment leave the lists and keeps it under AVSLUTADE', async () => {
    const { ftg } = await newTeam(t);
    const { Employee } = await createEmployee(ftg.cookie, employeeBody({ AnstNr: '7200' }));
    const ended = await t.call(
      ftg.cookie,
      'PUT',
      `${URL}/7200`,
      updateBody(Employee, { SlutDatum: '2026-10-31' }),
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await list(ftg.cookie)).rows.map((r) => r.AnstNr)).not.toContain('7200');
    const gone = await list(ftg.cookie, { Visa: 'AVSLUTADE' });
    expect(gone.rows).toEqual([expect.objectContaining({ AnstNr: '7200', Avslutad: true })]);
    const active = await t.call(ftg.cookie, 'GET', '/api/perlista?Locked=false');
    expect((active.json() as EmployeeListEntry[]).map((e) => e.AnstNr)).not.toContain('7200');
    // The history stays readable.
    expect((await t.call(ftg.cookie, 'GET', `${URL}/7200`)).json().SlutDatum).toBe('2026-10-31');
  });
});

describe('PUT /api/registers/employees/{AnstNr}', () => {
  it('moves an employee to a department from a later day, keeps the history, and the day applies it', async () => {
    const { ftg, company } = await newTeam(t);
    const { Employee } = await createEmployee(ftg.cookie, employeeBody({ AnstNr: '7300' }));
    const res = await t.call(
      ftg.cookie,
      'PUT',
      `${URL}/7300`,
      updateBody(Employee, { Avdelning: 'LAG', TidKodGrupp: 'KOL', GallerFran: '2026-12-01' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as EmployeeDetail;
    // Today (the tests' clock is 2026-11-21) the employee is still in EKO; the move waits for its day.
    expect(saved).toMatchObject({ Avdelning: 'EKO', TidKodGrupp: 'TJM', Version: 1 });
    expect(saved.Historik.map((h) => [h.FromDatum, h.Avdelning])).toEqual([
      ['2026-12-01', 'LAG'],
      ['2026-01-01', 'EKO'],
    ]);
    expect(await applyDueChanges(t.database.db, new Date('2026-11-30T12:00:00+01:00'))).not.toContain(
      company.ftgId,
    );
    expect(await applyDueChanges(t.database.db, new Date('2026-12-01T00:10:00+01:00'))).toContain(
      company.ftgId,
    );
    const moved = (await t.call(ftg.cookie, 'GET', `${URL}/7300`)).json() as EmployeeDetail;
    expect(moved).toMatchObject({ Avdelning: 'LAG', TidKodGrupp: 'KOL', Version: 2 });
    // Applied once: the next run has nothing to do.
    expect(await applyDueChanges(t.database.db, new Date('2026-12-02T00:10:00+01:00'))).not.toContain(
      company.ftgId,
    );
    // The edit made on the old version is refused and changes nothing.
    const stale = await t.call(ftg.cookie, 'PUT', `${URL}/7300`, updateBody(saved, { FoNamn: 'Sen' }));
    expect(stale.json().Code).toBe(ERRORS.VersionConflict.code);
  });

  it('applies a change from today or before at once, and audits what changed', async () => {
    const { ftg, company } = await newTeam(t);
    const { Employee } = await createEmployee(ftg.cookie, employeeBody({ AnstNr: '7400' }));
    const res = await t.call(
      ftg.cookie,
      'PUT',
      `${URL}/7400`,
      updateBody(Employee, { Avdelning: 'LAG', FoNamn: 'Ruth', GallerFran: '2026-11-01', Locked: true }),
    );
    expect(res.json()).toMatchObject({ Avdelning: 'LAG', FoNamn: 'Ruth', Locked: true });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, company.ftgId), eq(auditLog.action, 'employee.updated')));
    expect(audit?.details).toMatchObject({ AnstNr: '7400', GallerFran: '2026-11-01' });
    expect((audit?.details as { Falt: string[] }).Falt.sort()).toEqual(['Avdelning', 'FoNamn', 'Locked']);
  });

  it('is refused to AVD and for another company’s employee', async () => {
    const { avd, per } = await newTeam(t);
    const b = await newTeam(t);
    const detail = (await t.call(avd.cookie, 'GET', `${URL}/${per.anstNr}`)).json() as EmployeeDetail;
    expect((await t.call(avd.cookie, 'PUT', `${URL}/${per.anstNr}`, updateBody(detail))).statusCode).toBe(
      403,
    );
    expect((await t.call(b.ftg.cookie, 'PUT', `${URL}/${per.anstNr}`, updateBody(detail))).statusCode).toBe(
      404,
    );
  });
});
