import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type UserAccountDetail } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newTeam, newUser, ROLE } from '../../../test/factories';
import { userAccounts } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { userAdmin } from './users-test-kit';

let t: TestApp;
const RESET_URL = 'https://portal.example.se/glomt-losenord';
beforeAll(async () => {
  t = await createTestApp({ passwordResetUrl: RESET_URL });
});
afterAll(() => t.close());

// /admin/users edits: versioned saves, sessions that end with the matching message, the
// guards on roles and the last administrator, deletion, temporary passwords and reset links.

const { input, created, put, passwordLogin } = userAdmin(() => t);

describe('PUT and DELETE /api/admin/users/{Id}', () => {
  it('saves a versioned edit; a stale one gets 409 and changes nothing', async () => {
    const company = await newCompany(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const { User } = await created(lic.cookie, input({ FtgId: company.ftgId }));
    const first = await put(lic.cookie, User, { Namn: 'Först Sparad' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Namn: 'Först Sparad', Version: 2 });
    const stale = await put(lic.cookie, User, { Namn: 'Sent Sparad' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Code).toBe(ERRORS.VersionConflict.code);
    const read = await t.api({ url: `/api/admin/users/${User.Id}`, cookie: lic.cookie });
    expect(read.json().Namn).toBe('Först Sparad');
  });

  it.each([
    ['role', { Roll: 'PER' }, ERRORS.SessionEndedRoleChanged.code],
    ['disabled', { Disabled: true }, ERRORS.SessionEndedAccessRemoved.code],
    ['login', { Login: `om${Date.now()}` }, ERRORS.SessionEndedCriticalDataChanged.code],
  ] as const)(
    'ends the sessions of an account whose %s changes, with the matching message',
    async (_what, over, code) => {
      const { company, avd } = await newTeam(t);
      const lic = await newUser(t, { role: ROLE.LIC });
      const u = (
        await t.api({ url: `/api/admin/users/${avd.userId}`, cookie: lic.cookie })
      ).json() as UserAccountDetail;
      expect(
        (await t.api({ url: '/api/portalInfo', cookie: avd.cookie, ftgId: company.ftgId })).statusCode,
      ).toBe(200);
      const saved = await put(lic.cookie, u, over);
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await t.api({ url: '/api/portalInfo', cookie: avd.cookie, ftgId: company.ftgId });
      expect(after.statusCode).toBe(401);
      expect(after.json().Code).toBe(code);
    },
  );

  it('ends a session working in a company taken off the access list', async () => {
    const home = await newCompany(t);
    const visited = await newCompany(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const ftg = await newUser(t, { role: ROLE.FTG, ftgId: home.ftgId, access: [visited.ftgId] });
    const switched = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie: ftg.cookie,
      body: { FtgId: visited.ftgId },
    });
    expect(switched.statusCode, switched.body).toBeLessThan(300);
    const u = (
      await t.api({ url: `/api/admin/users/${ftg.userId}`, cookie: lic.cookie })
    ).json() as UserAccountDetail;
    expect((await put(lic.cookie, u, { FtgIdAccessList: [] })).statusCode).toBe(200);
    const after = await t.api({ url: '/api/portalInfo', cookie: ftg.cookie });
    expect(after.json().Code).toBe(ERRORS.SessionEndedCompanyRemoved.code);
  });

  it('keeps an administrator from reaching above their own role', async () => {
    const adm = await newUser(t, { role: ROLE.ADM });
    const lic = await newUser(t, { role: ROLE.LIC });
    const ftg = await newUser(t, { role: ROLE.FTG });
    const licDetail = (
      await t.api({ url: `/api/admin/users/${lic.userId}`, cookie: adm.cookie })
    ).json() as UserAccountDetail;
    expect((await put(adm.cookie, licDetail, { Namn: 'Ändrad' })).statusCode).toBe(403);
    const del = await t.api({
      method: 'DELETE',
      url: `/api/admin/users/${lic.userId}?Version=${licDetail.Version}`,
      cookie: adm.cookie,
    });
    expect(del.statusCode).toBe(403);
    const reset = await t.api({
      method: 'POST',
      url: `/api/admin/users/${lic.userId}/temporaryPassword`,
      cookie: adm.cookie,
      body: { Version: licDetail.Version },
    });
    expect(reset.statusCode).toBe(403);
    const ftgDetail = (
      await t.api({ url: `/api/admin/users/${ftg.userId}`, cookie: adm.cookie })
    ).json() as UserAccountDetail;
    const promote = await put(adm.cookie, ftgDetail, { Roll: 'LIC' });
    expect(promote.statusCode).toBe(400);
    expect(promote.json().Details[0]).toEqual({ Field: 'Roll', Code: 'validation.user.roleAboveOwn' });
    expect((await put(adm.cookie, ftgDetail, { Roll: 'ADM' })).statusCode).toBe(200);
  });

  it('never takes away the last active administrator', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const db = t.database.db;
    // This file's database: every other administrator is disabled for the test.
    const others = await db
      .update(userAccounts)
      .set({ disabled: true })
      .where(
        and(
          inArray(userAccounts.roll, ['LIC', 'ADM']),
          ne(userAccounts.id, lic.userId),
          eq(userAccounts.disabled, false),
        ),
      )
      .returning({ id: userAccounts.id });
    try {
      const self = (
        await t.api({ url: `/api/admin/users/${lic.userId}`, cookie: lic.cookie })
      ).json() as UserAccountDetail;
      for (const over of [{ Disabled: true }, { Roll: 'FTG' as const }]) {
        const res = await put(lic.cookie, self, over);
        expect(res.statusCode).toBe(409);
        expect(res.json().Code).toBe(ERRORS.LastAdministrator.code);
      }
      const del = await t.api({
        method: 'DELETE',
        url: `/api/admin/users/${lic.userId}?Version=${self.Version}`,
        cookie: lic.cookie,
      });
      expect(del.json().Code).toBe(ERRORS.LastAdministrator.code);
      const company = await newCompany(t);
      const { User: second } = await created(lic.cookie, input({ FtgId: company.ftgId, Roll: 'ADM' }));
      expect(second.Roll).toBe('ADM');
      // With a second administrator the first may step down.
      expect((await put(lic.cookie, self, { Roll: 'FTG' })).statusCode).toBe(200);
    } finally {
      if (others.length > 0)
        await db
          .update(userAccounts)
          .set({ disabled: false })
          .where(
            inArray(
              userAccounts.id,
              others.map((o) => o.id),
            ),
          );
    }
  });

  it('deletes an account: its sessions end and its login is free again', async () => {
    const company = await newCompany(t);
    const adm = await newUser(t, { role: ROLE.ADM });
    const e = await newEmployee(t, { ftgId: company.ftgId });
    const u = (
      await t.api({ url: `/api/admin/users/${e.userId}`, cookie: adm.cookie })
    ).json() as UserAccountDetail;
    const stale = await t.api({
      method: 'DELETE',
      url: `/api/admin/users/${u.Id}?Version=${u.Version + 1}`,
      cookie: adm.cookie,
    });
    expect(stale.statusCode).toBe(409);
    const del = await t.api({
      method: 'DELETE',
      url: `/api/admin/users/${u.Id}?Version=${u.Version}`,
      cookie: adm.cookie,
    });
    expect(del.statusCode, del.body).toBe(204);
    expect((await t.api({ url: '/api/portalInfo', cookie: e.cookie })).statusCode).toBe(401);
    expect((await t.api({ url: `/api/admin/users/${u.Id}`, cookie: adm.cookie })).statusCode).toBe(404);
    const again = await created(adm.cookie, input({ FtgId: company.ftgId, Login: e.login, Roll: 'PER' }));
    expect(again.User.Login).toBe(e.login);
  });

  it('gives a new temporary password: old sessions end, the old password no longer works', async () => {
    const company = await newCompany(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const e = await newEmployee(t, { ftgId: company.ftgId });
    const u = (
      await t.api({ url: `/api/admin/users/${e.userId}`, cookie: lic.cookie })
    ).json() as UserAccountDetail;
    const res = await t.api({
      method: 'POST',
      url: `/api/admin/users/${u.Id}/temporaryPassword`,
      cookie: lic.cookie,
      body: { Version: u.Version },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { Password, Version } = res.json() as { Password: string; Version: number };
    expect(Version).toBe(u.Version + 1);
    const after = await t.api({ url: '/api/portalInfo', cookie: e.cookie });
    expect(after.json().Code).toBe(ERRORS.SessionEndedPasswordChanged.code);
    expect((await passwordLogin(e.login, e.password)).statusCode).toBe(401);
    const login = await passwordLogin(e.login, Password);
    expect(login.json().MustChangePassword).toBe(true);
  });

  it('sends the reset link by SMS to an account with a phone and no e-mail, and says when it cannot', async () => {
    const company = await newCompany(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const reachable = await createUser(t.database.db, {
      ftgId: company.ftgId,
      role: ROLE.FTG,
      phone: '+46701112233',
    });
    const res = await t.api({
      method: 'POST',
      url: `/api/admin/users/${reachable.userId}/resetLink`,
      cookie: lic.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Kanal: 'SMS' });
    expect(t.sms.latestFor(reachable.login)?.text).toContain(RESET_URL);
    const unreachable = await createUser(t.database.db, { ftgId: company.ftgId, role: ROLE.FTG });
    const none = await t.api({
      method: 'POST',
      url: `/api/admin/users/${unreachable.userId}/resetLink`,
      cookie: lic.cookie,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().Details).toEqual([{ Field: 'Id', Code: 'validation.user.noContact' }]);
  });

  it('says so when the portal has no reset form to send', async () => {
    const bare = await createTestApp();
    try {
      const company = await newCompany(bare);
      const lic = await newUser(bare, { role: ROLE.LIC });
      const reachable = await createUser(bare.database.db, {
        ftgId: company.ftgId,
        role: ROLE.FTG,
        phone: '+46701112234',
      });
      const res = await bare.api({
        method: 'POST',
        url: `/api/admin/users/${reachable.userId}/resetLink`,
        cookie: lic.cookie,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Details).toEqual([{ Field: 'Id', Code: 'validation.user.noResetAddress' }]);
      expect(bare.sms.latestFor(reachable.login)).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
