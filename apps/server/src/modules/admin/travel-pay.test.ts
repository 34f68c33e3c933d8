import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PortalSettings } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';
import { auditLog } from '../../db/schema/index';

// Who computes a trip's pay for the payroll file (ADR 0027): a company switch on /admin/portal,
// changed by those who change the switches (ADR 0022), checked and written to the audit log as
// they are.
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
const save = (cookie: string, ftgId: string, s: PortalSettings, ReseBerakning: unknown) =>
  t.api({
    method: 'PUT',
    url: '/api/admin/portal',
    cookie,
    ftgId,
    body: { Version: s.Version, PortalInfo: s.PortalInfo, Company: { ...s.Company, ReseBerakning } },
  });

describe('who computes the trips for payroll', () => {
  it('is the portal until changed, and a licence or system administrator changes it, in the audit log', async () => {
    const { company, ftg } = await newTeam(t);
    const ftgId = company.ftgId;
    expect((await read(ftg.cookie, ftgId)).Company.ReseBerakning).toBe('PORTAL');
    for (const role of [ROLE.LIC, ROLE.ADM]) {
      const admin = await newUser(t, role === ROLE.ADM ? { role, ftgId } : { role });
      const before = await read(admin.cookie, ftgId);
      const to = before.Company.ReseBerakning === 'PORTAL' ? 'LONESYSTEM' : 'PORTAL';
      const res = await save(admin.cookie, ftgId, before, to);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Company.ReseBerakning).toBe(to);
      expect((await read(ftg.cookie, ftgId)).Company.ReseBerakning).toBe(to);
    }
    const audit = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.ftgId, ftgId), eq(auditLog.action, 'portal.updated')));
    expect(audit.map((a) => (a.details as { Company: object }).Company)).toEqual([
      { ReseBerakning: { From: 'PORTAL', To: 'LONESYSTEM' } },
      { ReseBerakning: { From: 'LONESYSTEM', To: 'PORTAL' } },
    ]);
  });

  it('is read-only to the company administrator: a change is refused and nothing is saved', async () => {
    const { company, ftg } = await newTeam(t);
    const s = await read(ftg.cookie, company.ftgId);
    const res = await save(ftg.cookie, company.ftgId, s, 'LONESYSTEM');
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40300);
    expect(await read(ftg.cookie, company.ftgId)).toMatchObject({
      Version: 0,
      Company: { ReseBerakning: 'PORTAL' },
    });
  });

  it('refuses a value that is no choice with a translated field error', async () => {
    const { company } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const s = await read(lic.cookie, company.ftgId);
    for (const bad of ['BÅDA', '', null, 7, { x: 1 }]) {
      const res = await save(lic.cookie, company.ftgId, s, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().Details).toEqual([{ Field: 'Company.ReseBerakning', Code: 'validation.invalid' }]);
    }
    expect((await read(lic.cookie, company.ftgId)).Company.ReseBerakning).toBe('PORTAL');
  });
});
