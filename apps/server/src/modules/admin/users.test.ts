import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newTeam, newUser, ROLE } from '../../../test/factories';
import { createUser } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (cookie: string, params: Record<string, string>) => {
  const res = await t.api({ url: `/api/admin/users?${new URLSearchParams(params)}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as UserListItem[], pagination: JSON.parse(String(res.headers['x-pagination'])) };
};

describe('GET /api/admin/users', () => {
  it("lists a company's users by name, with their home company and access list, for LIC", async () => {
    const { company, per, ftg } = await newTeam(t);
    const elsewhere = await newCompany(t);
    const visitor = await createUser(t.database.db, {
      ftgId: elsewhere.ftgId,
      role: ROLE.AVD,
      namn: 'Åsa Besökare',
      access: [company.ftgId],
    });
    const lic = await newUser(t, { role: ROLE.LIC });
    const { rows, pagination } = await list(lic.cookie, { FtgId: company.ftgId, PerPage: '50' });
    const logins = rows.map((r) => r.Login);
    expect(logins).toEqual(expect.arrayContaining([per.login, ftg.login, visitor.login]));
    expect(logins).not.toContain(lic.login);
    expect(pagination).toEqual({ Page: 1, PerPage: 50, Total: rows.length });
    const row = rows.find((r) => r.Login === visitor.login)!;
    expect(row).toMatchObject({ Roll: 'AVD', FtgId: elsewhere.ftgId, Foretag: 1, Disabled: false });
    expect(rows.find((r) => r.Login === per.login)!.AnstNr).toBe(per.anstNr);
  });

  it('searches login and name, filters by role and pages', async () => {
    const { company } = await newTeam(t);
    const adm = await newUser(t, { role: ROLE.ADM });
    const named = await createUser(t.database.db, {
      ftgId: company.ftgId,
      role: ROLE.FTG,
      namn: 'Zorro 100% Unik',
    });
    const found = await list(adm.cookie, { Sok: '100% unik' });
    expect(found.rows.map((r) => r.Login)).toEqual([named.login]);
    expect((await list(adm.cookie, { Sok: named.login })).rows).toHaveLength(1);
    const ftgs = await list(adm.cookie, { FtgId: company.ftgId, Roll: 'FTG' });
    expect(ftgs.rows.every((r) => r.Roll === 'FTG')).toBe(true);
    expect(ftgs.rows).toHaveLength(2);
    const page2 = await list(adm.cookie, { FtgId: company.ftgId, PerPage: '5', Page: '2' });
    expect(page2.pagination.Page).toBe(2);
    expect(page2.rows.length).toBe(Math.max(0, Math.min(5, page2.pagination.Total - 5)));
  });

  it('refuses company administrators and employees', async () => {
    const { ftg, per } = await newTeam(t);
    for (const u of [ftg, per])
      expect((await t.api({ url: '/api/admin/users', cookie: u.cookie })).statusCode).toBe(403);
  });

  it('answers a bad filter with a field error', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const res = await t.api({ url: '/api/admin/users?Roll=KING', cookie: lic.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details[0].Field).toBe('Roll');
  });
});
