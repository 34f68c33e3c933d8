import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { DEMO_FTG, DEMO_USERS } from '../../db/seed/demo';
import { companies, userAccounts, userCompanyAccess } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string, ftgId?: string) => t.api({ url: '/api/me', cookie, ...(ftgId ? { ftgId } : {}) });

describe('forced session end (SPEC §4)', () => {
  it('ends the session with 40105 when the role changes', async () => {
    const cookie = await t.login('avd');
    await t.database.db.update(userAccounts).set({ roll: 'PER' }).where(eq(userAccounts.id, DEMO_USERS.avd));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40105);
    await t.database.db.update(userAccounts).set({ roll: 'AVD' }).where(eq(userAccounts.id, DEMO_USERS.avd));
  });

  it('ends the session with 40106 when critical data (AnstNr, PersNr, login) changes', async () => {
    const cookie = await t.login('per');
    await t.database.db
      .update(userAccounts)
      .set({ anstNr: '9999' })
      .where(eq(userAccounts.id, DEMO_USERS.per));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40106);
    await t.database.db
      .update(userAccounts)
      .set({ anstNr: '1001' })
      .where(eq(userAccounts.id, DEMO_USERS.per));
    expect((await me(await t.login('per'))).statusCode).toBe(200);
  });

  it('ends the session with 40104 when access is removed', async () => {
    const cookie = await t.login('bru');
    await t.database.db
      .update(userAccounts)
      .set({ disabled: true })
      .where(eq(userAccounts.id, DEMO_USERS.bru));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40104);
    await expect(t.login('bru')).rejects.toThrow(/401/);
    await t.database.db
      .update(userAccounts)
      .set({ disabled: false })
      .where(eq(userAccounts.id, DEMO_USERS.bru));
  });

  it('ends the session with 40107 when the company it works in is taken away', async () => {
    const cookie = await t.login('ftg2');
    await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      body: { FtgId: DEMO_FTG.exempel },
    });
    await t.database.db.delete(userCompanyAccess).where(eq(userCompanyAccess.userId, DEMO_USERS.ftg2));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40107);
  });

  it('refuses an archived company', async () => {
    const cookie = await t.login('lic');
    await t.database.db.update(companies).set({ archived: true }).where(eq(companies.ftgId, DEMO_FTG.omsorg));
    expect((await me(cookie, DEMO_FTG.omsorg)).statusCode).toBe(403);
    await t.database.db
      .update(companies)
      .set({ archived: false })
      .where(eq(companies.ftgId, DEMO_FTG.omsorg));
    expect((await me(cookie, DEMO_FTG.omsorg)).statusCode).toBe(200);
  });
});
