import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { companies, userAccounts, userCompanyAccess } from '../../db/schema/index';
import { newCareTeam, newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string, ftgId?: string) => t.api({ url: '/api/me', cookie, ...(ftgId ? { ftgId } : {}) });

describe('forced session end (SPEC §4)', () => {
  it('ends the session with 40105 when the role changes', async () => {
    const avd = await newEmployee(t, { role: ROLE.AVD });
    await t.database.db.update(userAccounts).set({ roll: 'PER' }).where(eq(userAccounts.id, avd.userId!));
    const res = await me(avd.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40105);
  });

  it('ends the session with 40106 when critical data (AnstNr, PersNr, login) changes', async () => {
    const per = await newEmployee(t);
    await t.database.db.update(userAccounts).set({ anstNr: '9999' }).where(eq(userAccounts.id, per.userId!));
    const res = await me(per.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40106);
    await t.database.db
      .update(userAccounts)
      .set({ anstNr: per.anstNr })
      .where(eq(userAccounts.id, per.userId!));
    expect((await me(await t.login(per.login, per.password))).statusCode).toBe(200);
  });

  it('ends the session with 40104 when access is removed', async () => {
    const { bru } = await newCareTeam(t);
    await t.database.db.update(userAccounts).set({ disabled: true }).where(eq(userAccounts.id, bru.userId));
    const res = await me(bru.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40104);
    await expect(t.login(bru.login, bru.password)).rejects.toThrow(/401/);
  });

  it('ends the session with 40107 when the company it works in is taken away', async () => {
    const { ftgId } = await newCompany(t);
    const ftg = await newUser(t, { role: ROLE.FTG, access: [ftgId] });
    const moved = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie: ftg.cookie,
      body: { FtgId: ftgId },
    });
    expect(moved.statusCode).toBe(200);
    await t.database.db.delete(userCompanyAccess).where(eq(userCompanyAccess.userId, ftg.userId));
    const res = await me(ftg.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40107);
  });

  it('refuses an archived company', async () => {
    const { cookie } = await newUser(t, { role: ROLE.LIC });
    const { ftgId } = await newCompany(t);
    await t.database.db.update(companies).set({ archived: true }).where(eq(companies.ftgId, ftgId));
    expect((await me(cookie, ftgId)).statusCode).toBe(403);
    await t.database.db.update(companies).set({ archived: false }).where(eq(companies.ftgId, ftgId));
    expect((await me(cookie, ftgId)).statusCode).toBe(200);
  });
});
