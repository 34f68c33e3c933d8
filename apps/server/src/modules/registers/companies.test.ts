import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type CompanyRegisterEntry } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newTeam, newUser, ROLE } from '../../../test/factories';
import { auditLog, holidays, tidKoder } from '../../db/schema/index';
import { uniqueNumber } from '../../db/seed/factories';
import { orgnr } from './registers-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const companyBody = (over: Record<string, unknown> = {}) => ({
  Namn: `Nystart ${uniqueNumber()} AB`,
  Orgnr: orgnr(),
  FtgKey: `NY${uniqueNumber()}`,
  HasPlus: true,
  LicensOptions: ['HRTIL'],
  ...over,
});

const listOf = async (cookie: string, archived = false) => {
  const res = await t.call(cookie, 'GET', `/api/admin/companies?Arkiverade=${archived}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CompanyRegisterEntry[];
};

describe('/api/admin/companies', () => {
  it('lets LIC create a company with its licence, holidays and the standard codes, audited and in everyone’s list', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const body = companyBody();
    const res = await t.call(lic.cookie, 'POST', '/api/admin/companies', body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as CompanyRegisterEntry;
    expect(made).toMatchObject({
      Namn: body.Namn,
      Orgnr: `16${body.Orgnr}`,
      FtgKey: body.FtgKey,
      HasPlus: true,
      HasWebLon: true,
      LicensOptions: ['HRTIL'],
      Archived: false,
      Anstallda: 0,
    });
    const db = t.database.db;
    const days = await db.select().from(holidays).where(eq(holidays.ftgId, made.FtgId));
    expect(days.map((d) => d.datum)).toEqual(expect.arrayContaining(['2026-12-25', '2027-01-01']));
    expect((await db.select().from(tidKoder).where(eq(tidKoder.ftgId, made.FtgId))).length).toBeGreaterThan(
      0,
    );
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, made.FtgId), eq(auditLog.action, 'company.created')));
    expect(audit?.userId).toBe(lic.userId);
    expect((await listOf(lic.cookie)).map((c) => c.FtgId)).toContain(made.FtgId);
    // The new company is one LIC and ADM may work in at once (SPEC §6 company switching).
    const info = await t.api({ url: '/api/me', cookie: lic.cookie, ftgId: made.FtgId });
    expect(info.statusCode, info.body).toBe(200);
  });

  it('starts a company without the standard codes when its payroll program sends them', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const res = await t.call(
      lic.cookie,
      'POST',
      '/api/admin/companies',
      companyBody({ StandardRegister: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { FtgId } = res.json() as CompanyRegisterEntry;
    expect(await t.database.db.select().from(tidKoder).where(eq(tidKoder.ftgId, FtgId))).toEqual([]);
  });

  it('refuses a wrong organisation number, a taken FtgKey and FK signing without LSS, each on its field', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const taken = await newCompany(t);
    const good = orgnr();
    const wrongCheckDigit = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Orgnr: wrongCheckDigit }, 'Orgnr', 'validation.orgnr.invalid'],
      [{ FtgKey: taken.ftgKey }, 'FtgKey', 'validation.company.ftgKeyTaken'],
      [{ FtgKey: 'ÅÄÖ nyckel' }, 'FtgKey', 'validation.alphanumeric'],
      [{ UseFKSignering: true }, 'UseFKSignering', 'validation.company.fkNeedsLss'],
    ];
    for (const [over, field, code] of cases) {
      const res = await t.call(lic.cookie, 'POST', '/api/admin/companies', companyBody(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Details).toContainEqual({ Field: field, Code: code });
    }
  });

  it('lets only LIC create, edit and archive; ADM restores; FTG and the rest may not list', async () => {
    const { ftg, per, company } = await newTeam(t);
    const adm = await newUser(t, { role: ROLE.ADM });
    expect((await t.call(adm.cookie, 'POST', '/api/admin/companies', companyBody())).statusCode).toBe(403);
    const archive = await t.call(adm.cookie, 'POST', `/api/admin/companies/${company.ftgId}/archive`, {
      Version: 0,
    });
    expect(archive.statusCode).toBe(403);
    for (const u of [ftg, per])
      expect((await t.call(u.cookie, 'GET', '/api/admin/companies')).statusCode).toBe(403);
    expect((await listOf(adm.cookie)).length).toBeGreaterThan(0);
  });

  it('archives a company out of the company list and out of reach, keeps its data, and ADM restores it', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const adm = await newUser(t, { role: ROLE.ADM });
    const { company, per } = await newTeam(t);
    const entry = (await listOf(lic.cookie)).find((c) => c.FtgId === company.ftgId)!;
    expect(entry.Anstallda).toBe(3);
    const archived = await t.call(lic.cookie, 'POST', `/api/admin/companies/${company.ftgId}/archive`, {
      Version: entry.Version,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ Archived: true, Version: entry.Version + 1 });
    expect((await listOf(lic.cookie)).map((c) => c.FtgId)).not.toContain(company.ftgId);
    expect((await listOf(adm.cookie, true)).map((c) => c.FtgId)).toContain(company.ftgId);
    const companyList = await t.call(lic.cookie, 'GET', '/api/companyList');
    expect(companyList.statusCode, companyList.body).toBe(200);
    // The company choice hides it (SPEC §2.4).
    const listed = (companyList.json() as { FtgId: string; Archived: boolean }[]).find(
      (c) => c.FtgId === company.ftgId,
    );
    expect(listed?.Archived).toBe(true);
    expect((await t.call(per.cookie, 'GET', '/api/perlista', undefined, company.ftgId)).statusCode).toBe(403);
    // A stale version changes nothing.
    const stale = await t.call(adm.cookie, 'POST', `/api/admin/companies/${company.ftgId}/restore`, {
      Version: entry.Version,
    });
    expect(stale.json().Code).toBe(ERRORS.VersionConflict.code);
    const restored = await t.call(adm.cookie, 'POST', `/api/admin/companies/${company.ftgId}/restore`, {
      Version: entry.Version + 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.call(per.cookie, 'GET', '/api/perlista', undefined, company.ftgId)).statusCode).toBe(200);
  });

  it('does not archive the company LIC works in, and edits the licence with a version', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const own = (await listOf(lic.cookie)).find((c) => c.FtgId === lic.ftgId)!;
    const res = await t.call(lic.cookie, 'POST', `/api/admin/companies/${lic.ftgId}/archive`, {
      Version: own.Version,
    });
    expect(res.json().Code).toBe(ERRORS.CompanyIsCurrent.code);
    const { FtgId: _f, Version, Archived: _a, Anstallda: _n, ...fields } = own;
    const edited = await t.call(lic.cookie, 'PUT', `/api/admin/companies/${lic.ftgId}`, {
      ...fields,
      Version,
      Orgnr: own.Orgnr,
      HasPlus: !own.HasPlus,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ HasPlus: !own.HasPlus, Version: Version + 1 });
    const me = await t.api({ url: '/api/me', cookie: lic.cookie });
    expect(me.json().HasPlus).toBe(!own.HasPlus);
    const unknown = await t.call(lic.cookie, 'PUT', `/api/admin/companies/${crypto.randomUUID()}`, {
      ...fields,
      Version,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
