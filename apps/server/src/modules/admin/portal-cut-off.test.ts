import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PortalSettings } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';
import { auditLog } from '../../db/schema/index';

// The payroll cut-off day (brytdatum, domain payroll/transfer-window.ts): a company setting on
// /admin/portal, none (the month's last day) until set, 1–28, changed by those who change the
// company's process (editCompanyProcess, ADR 0022) and written to the audit log.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (cookie: string, ftgId: string): Promise<PortalSettings> => {
  const res = await t.api({ url: '/api/admin/portal', cookie, ftgId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const save = (cookie: string, ftgId: string, s: PortalSettings, Brytdatum: unknown) =>
  t.api({
    method: 'PUT',
    url: '/api/admin/portal',
    cookie,
    ftgId,
    body: { Version: s.Version, PortalInfo: s.PortalInfo, Company: { ...s.Company, Brytdatum } },
  });

describe('the payroll cut-off day', () => {
  it('is the month end until set, and a licence or system administrator sets and clears it, in the audit log', async () => {
    const { company, ftg } = await newTeam(t);
    const ftgId = company.ftgId;
    expect((await read(ftg.cookie, ftgId)).Company.Brytdatum).toBeNull();
    const lic = await newUser(t, { role: ROLE.LIC });
    const set = await save(lic.cookie, ftgId, await read(lic.cookie, ftgId), 20);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().Company.Brytdatum).toBe(20);
    const adm = await newUser(t, { role: ROLE.ADM, ftgId });
    const cleared = await save(adm.cookie, ftgId, await read(adm.cookie, ftgId), null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await read(ftg.cookie, ftgId)).Company.Brytdatum).toBeNull();
    const audit = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, ftgId), eq(auditLog.action, 'portal.updated')));
    expect(audit.map((a) => (a.details as { Company: object }).Company)).toEqual([
      { Brytdatum: { From: null, To: 20 } },
      { Brytdatum: { From: 20, To: null } },
    ]);
  });

  it('is read-only to the company administrator', async () => {
    const { company, ftg } = await newTeam(t);
    const res = await save(ftg.cookie, company.ftgId, await read(ftg.cookie, company.ftgId), 15);
    expect(res.statusCode).toBe(403);
    expect((await read(ftg.cookie, company.ftgId)).Company.Brytdatum).toBeNull();
  });

  it('refuses a day outside 1–28 or no whole number with a translated field error', async () => {
    const { company } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const s = await read(lic.cookie, company.ftgId);
    for (const [bad, code] of [
      [0, 'validation.numberBetween'],
      [29, 'validation.numberBetween'],
      [31, 'validation.numberBetween'],
      [-1, 'validation.numberBetween'],
      [2.5, 'validation.integer'],
      ['20', 'validation.integer'],
      [{ x: 1 }, 'validation.integer'],
    ] as const) {
      const res = await save(lic.cookie, company.ftgId, s, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().Details).toEqual([{ Field: 'Company.Brytdatum', Code: code }]);
    }
    expect((await read(lic.cookie, company.ftgId)).Company.Brytdatum).toBeNull();
  });
});
