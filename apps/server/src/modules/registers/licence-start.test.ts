import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { tidKoder, userAccounts } from '../../db/schema/index';
import { LicenceHasUsers } from '../admin/index';
import { startLicence } from './index';

// A database of the file's own, empty as a new installation's: the licence's set-up makes its first
// company and licence user, who logs in with the temporary password; a second set-up is refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the licence’s set-up on an empty database', () => {
  it('makes the first company and its licence user, once', async () => {
    const made = await startLicence(
      t.database.db,
      {
        company: { Namn: 'Första Bolaget AB', Orgnr: '5566778899', FtgKey: 'FORSTA' },
        user: { login: 'forsta', namn: 'Frida Först' },
      },
      t.clock.now(),
    );
    expect(made.company).toMatchObject({
      namn: 'Första Bolaget AB',
      orgnr: '165566778899',
      firstSalaryYear: 2026,
    });
    const [user] = await t.database.db.select().from(userAccounts).where(eq(userAccounts.login, 'forsta'));
    expect(user).toMatchObject({ roll: 'LIC', ftgId: made.company.ftgId, passwordMustChange: true });
    expect(
      (await t.database.db.select().from(tidKoder).where(eq(tidKoder.ftgId, made.company.ftgId))).length,
    ).toBeGreaterThan(0);
    const login = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: 'forsta', Password: made.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    await expect(
      startLicence(
        t.database.db,
        {
          company: { Namn: 'Andra AB', Orgnr: '5566778899', FtgKey: 'ANDRA' },
          user: { login: 'andra', namn: 'A' },
        },
        t.clock.now(),
      ),
    ).rejects.toBeInstanceOf(LicenceHasUsers);
    expect(await t.database.db.select().from(userAccounts).where(eq(userAccounts.login, 'andra'))).toEqual(
      [],
    );
  });
});
