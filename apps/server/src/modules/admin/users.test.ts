import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, GENERATED_PASSWORD_ALPHABET, type UserListItem } from '@lonportal/domain';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/app-helper';
import { newCompany, newTeam, newUser, ROLE } from '../../../test/factories';
import { auditLog, userAccounts } from '../../db/schema/index';
import { createBrukare, createUser } from '../../db/seed/factories';
import { userAdmin } from './users-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { input, create, created, passwordLogin } = userAdmin(() => t);

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

  it('keeps the accounts of an archived company out of reach', async () => {
    const archived = await newCompany(t, { settings: { archived: true } });
    const hidden = await createUser(t.database.db, { ftgId: archived.ftgId, role: ROLE.FTG });
    const lic = await newUser(t, { role: ROLE.LIC });
    expect((await list(lic.cookie, { Sok: hidden.login })).rows).toEqual([]);
    expect((await t.api({ url: `/api/admin/users/${hidden.userId}`, cookie: lic.cookie })).statusCode).toBe(
      404,
    );
    const put = await t.api({
      method: 'PUT',
      url: `/api/admin/users/${hidden.userId}`,
      cookie: lic.cookie,
      body: { Version: 0, Namn: 'X', Login: hidden.login, Roll: 'FTG', FtgId: archived.ftgId },
    });
    expect(put.statusCode).toBe(404);
  });

  it('answers a bad filter with a field error', async () => {
    const lic = await newUser(t, { role: ROLE.LIC });
    const res = await t.api({ url: '/api/admin/users?Roll=KING', cookie: lic.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details[0].Field).toBe('Roll');
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account with a temporary password that must be changed before anything else', async () => {
    const { company, per } = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC });
    const other = await newCompany(t);
    const made = await created(
      lic.cookie,
      input({
        FtgId: company.ftgId,
        Roll: 'AVD',
        AnstNr: per.anstNr,
        PersNr: '19811218-9876',
        FtgIdAccessList: [other.ftgId],
        Options: ['HRTIL'],
      }),
    );
    expect(made.Password).toHaveLength(20);
    expect([...made.Password].every((c) => GENERATED_PASSWORD_ALPHABET.includes(c))).toBe(true);
    expect(made.User).toMatchObject({
      Roll: 'AVD',
      AnstNr: per.anstNr,
      PersNr: '198112189876',
      FtgIdAccessList: [other.ftgId],
      Options: ['HRTIL'],
      MustChangePassword: true,
      Version: 1,
    });
    const read = await t.api({ url: `/api/admin/users/${made.User.Id}`, cookie: lic.cookie });
    expect(read.json()).toEqual(made.User);

    const login = await passwordLogin(made.User.Login, made.Password);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ MustChangePassword: true });
    const cookie = sessionCookieOf(login);
    // Nothing of the company opens before the password is the user's own.
    const refused = await t.api({ url: '/api/portalInfo', cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Code).toBe(ERRORS.PasswordChangeRequired.code);
    expect((await t.api({ url: '/api/me', cookie })).json()).toMatchObject({ MustChangePassword: true });
    const visited = other;
    const switched = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      body: { FtgId: visited.ftgId },
    });
    expect(switched.json().Code).toBe(ERRORS.PasswordChangeRequired.code);
    const changed = await t.api({
      method: 'POST',
      url: '/api/changepassword',
      cookie,
      body: { CurrentPassword: made.Password, NewPassword: 'Ett eget lösenord 42' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const me = await t.api({ url: '/api/me', cookie });
    expect(me.json()).toMatchObject({ MustChangePassword: false, FtgInfo: { FtgId: company.ftgId } });
    expect((await t.api({ url: '/api/portalInfo', cookie })).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.created'), eq(auditLog.userId, lic.userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ Id: made.User.Id, Roll: 'AVD' });
  });

  it('answers each wrong field with its translated key and saves nothing', async () => {
    const { company, per } = await newTeam(t);
    const adm = await newUser(t, { role: ROLE.ADM });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        input({ FtgId: company.ftgId, Login: per.login.toUpperCase() }),
        'Login',
        'validation.user.loginTaken',
      ],
      [input({ FtgId: company.ftgId, Login: 'två ord' }), 'Login', 'validation.user.loginFormat'],
      [input({ FtgId: company.ftgId, Login: 'x'.repeat(51) }), 'Login', 'validation.maxLength'],
      [input({ FtgId: company.ftgId, Namn: ' ' }), 'Namn', 'validation.required'],
      [input({ FtgId: company.ftgId, PersNr: '19811218-9875' }), 'PersNr', 'validation.personnummer.invalid'],
      [input({ FtgId: company.ftgId, Roll: 'LIC' }), 'Roll', 'validation.user.roleAboveOwn'],
      [input({ FtgId: company.ftgId, Roll: 'BRU' }), 'Brukare', 'validation.required'],
      [input({ FtgId: company.ftgId, Brukare: 'NOSUCH' }), 'Brukare', 'validation.user.unknownBrukare'],
      [input({ FtgId: company.ftgId, AnstNr: '999999999' }), 'AnstNr', 'validation.user.unknownAnstNr'],
      [input({ FtgId: company.ftgId, LoginType: 'SMS' }), 'Phone', 'validation.user.phoneForSms'],
      [input({ FtgId: company.ftgId, Phone: 'ring mig' }), 'Phone', 'validation.phone.invalid'],
      [
        input({ FtgId: '00000000-0000-4000-8000-000000000001' }),
        'FtgId',
        'validation.user.companyNotAllowed',
      ],
      [input({ FtgId: company.ftgId, Options: ['KING'] as never }), 'Options', 'validation.invalid'],
    ];
    for (const [body, field, code] of cases) {
      const res = await create(adm.cookie, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().Details, field).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Field: expect.stringContaining(field), Code: code }),
        ]),
      );
    }
    const archived = await newCompany(t, { settings: { archived: true } });
    const res = await create(adm.cookie, input({ FtgId: company.ftgId, FtgIdAccessList: [archived.ftgId] }));
    expect(res.json().Details[0]).toEqual({
      Field: 'FtgIdAccessList',
      Code: 'validation.user.companyNotAllowed',
    });
    const left = await t.database.db.select().from(userAccounts).where(eq(userAccounts.ftgId, company.ftgId));
    expect(left).toHaveLength(4);
  });

  it('links a brukare account to a brukare of its company', async () => {
    const company = await newCompany(t);
    const b = await createBrukare(t.database.db, { ftgId: company.ftgId });
    const lic = await newUser(t, { role: ROLE.LIC });
    const made = await created(lic.cookie, input({ FtgId: company.ftgId, Roll: 'BRU', Brukare: b.brukare }));
    expect(made.User).toMatchObject({ Roll: 'BRU', Brukare: b.brukare });
  });

  it('is for LIC and ADM only', async () => {
    const { company, ftg, per } = await newTeam(t);
    for (const u of [ftg, per]) {
      const res = await create(u.cookie, input({ FtgId: company.ftgId }));
      expect(res.statusCode).toBe(403);
    }
  });
});
