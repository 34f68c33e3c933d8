import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/app-helper';
import { companies, sessions, userAccounts } from '../../db/schema/index';
import { newCompany, newEmployee, newEmployeeAccount, newUserAccount, ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, ip = '10.0.0.1') =>
  t.api({ method: 'POST', url: '/api/authenticate', body, ip });
/** The login body of a factory account. */
const credsOf = (u: { login: string; password: string }) => ({ Login: u.login, Password: u.password });

describe('POST /api/authenticate', () => {
  it('logs a user in with the login result of SPEC §3 and an HttpOnly session cookie', async () => {
    const company = await newCompany(t, { settings: { licensOptions: ['HRTIL'] } });
    const per = await newEmployeeAccount(t, { ftgId: company.ftgId });
    const res = await login(credsOf(per));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.requireSMSVerification).toBe(false);
    expect(body.UserAccount).toMatchObject({ Login: per.login, Roll: 'PER', FtgId: company.ftgId });
    expect(body.UserAccount.AnstNr).not.toBe('');
    expect(body.FtgInfo).toMatchObject({ FtgId: company.ftgId, FtgKey: company.ftgKey });
    expect(body.UserAppSettings).toMatchObject({
      Theme: 'white',
      PaginationPerPage: 25,
      InactivityTimer: 60,
    });
    expect(body.Auth.Method).toBe('PASSWORD');
    expect(body.SalaryYears).toContain(2026);
    expect(body.HasLicensOption).toContain('HRTIL');
    const cookie = res.cookies.find((c) => c.name === 'lp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(16);
    expect(res.headers['x-build-id']).toBe('test-build');
  });

  it('stores only a hash of the session id', async () => {
    const res = await login(credsOf(await newEmployeeAccount(t, { role: ROLE.AVD })));
    const token = sessionCookieOf(res).split('=')[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.idHash, token));
    expect(rows).toHaveLength(0);
  });

  it('accepts the login in any letter case', async () => {
    const per = await newEmployeeAccount(t);
    expect((await login({ ...credsOf(per), Login: per.login.toUpperCase() })).statusCode).toBe(200);
  });

  // 'LOGIN' stands for a real login, 'PASSWORD' for its password.
  it.each([
    [{ Login: 'LOGIN', Password: 'wrong-password' }, 40100],
    [{ Login: 'nobody-here', Password: 'PASSWORD' }, 40100],
  ])('refuses %j with 401 code %i and no cookie', async (body, code) => {
    const per = await newEmployeeAccount(t);
    const res = await login(
      {
        Login: body.Login === 'LOGIN' ? per.login : body.Login,
        Password: body.Password === 'PASSWORD' ? per.password : body.Password,
      },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: code });
    expect(res.cookies.find((c) => c.name === 'lp_session')).toBeUndefined();
  });

  it.each([
    [{}, ['Login', 'Password']],
    [{ Login: '', Password: '' }, ['Login', 'Password']],
    [{ Login: 'x'.repeat(51), Password: 'Tr4nsit-Gr0und' }, ['Login']],
  ])('answers 400 with field details for %j', async (body, fields) => {
    const res = await login(body, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.Code).toBe(40000);
    expect(json.Details.map((d: { Field: string }) => d.Field).sort()).toEqual(fields);
    if (fields.length === 1) expect(json.Details[0].Code).toBe('validation.maxLength');
  });

  it('refuses a request without the API marker header (403, CSRF defence)', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: credsOf(await newEmployeeAccount(t)),
      marker: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40301);
  });

  it('slows down guessing one account, but only for a while', async () => {
    const ftg = await newUserAccount(t, { role: ROLE.FTG });
    for (let i = 0; i < 5; i++) {
      await login({ Login: ftg.login, Password: `wrong-${i}` }, `10.1.0.${i}`);
    }
    const blocked = await login(credsOf(ftg), '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(31_000);
    expect((await login(credsOf(ftg), '10.1.1.2')).statusCode).toBe(200);
  });

  it('says in Retry-After how long a guessed account waits: 30 s after 5 failures, doubling after each further one', async () => {
    const lss = await newUserAccount(t, { role: ROLE.LSS });
    for (let i = 0; i < 5; i++) {
      await login({ Login: lss.login, Password: `wrong-${i}` }, `10.4.0.${i}`);
    }
    const first = await login(credsOf(lss), '10.4.1.1');
    expect(first.statusCode).toBe(429);
    expect(first.json().Code).toBe(42900);
    expect(first.headers['retry-after']).toBe('30');

    t.clock.advance(10_000);
    expect((await login(credsOf(lss), '10.4.1.2')).headers['retry-after']).toBe('20');

    t.clock.advance(20_000);
    expect((await login({ Login: lss.login, Password: 'wrong-5' }, '10.4.0.5')).statusCode).toBe(401);
    const second = await login(credsOf(lss), '10.4.1.3');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('60');
    t.clock.advance(60_000);
    expect((await login(credsOf(lss), '10.4.1.4')).statusCode).toBe(200);
  });
});

describe('login type enforcement (SPEC §6 Login types)', () => {
  it('refuses a password login when the company enforces BankID, or the user requires it', async () => {
    const ftg = await newUserAccount(t, { role: ROLE.FTG });
    await t.database.db
      .update(companies)
      .set({ enforceBankIdAuth: true })
      .where(eq(companies.ftgId, ftg.ftgId));
    const res = await login(credsOf(ftg), '10.3.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40305);
    await t.database.db
      .update(companies)
      .set({ enforceBankIdAuth: false })
      .where(eq(companies.ftgId, ftg.ftgId));
    await t.database.db
      .update(userAccounts)
      .set({ loginType: 'BANKID' })
      .where(eq(userAccounts.id, ftg.userId));
    expect((await login(credsOf(ftg), '10.3.0.2')).json().Code).toBe(40305);
    await t.database.db.update(userAccounts).set({ loginType: null }).where(eq(userAccounts.id, ftg.userId));
    expect((await login(credsOf(ftg), '10.3.0.3')).statusCode).toBe(200);
  });

  it('asks a user who requires SMS for a code even in a password company', async () => {
    const adm = await newUserAccount(t, { role: ROLE.ADM, loginType: 'SMS', phone: '+46701110002' });
    expect((await login(credsOf(adm), '10.3.0.4')).json()).toEqual({
      requireSMSVerification: true,
    });
  });
});

describe('logout', () => {
  it('ends the session: the cookie no longer works', async () => {
    const { cookie } = await newEmployee(t);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
    const out = await t.api({ url: '/api/logout', cookie });
    expect(out.statusCode).toBe(204);
    const after = await t.api({ url: '/api/me', cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().Code).toBe(40101);
  });

  it('clearSession does the same and is harmless without a session', async () => {
    expect((await t.api({ url: '/api/me/clearSession' })).statusCode).toBe(204);
    const { cookie } = await newEmployee(t, { role: ROLE.AVD });
    expect((await t.api({ url: '/api/me/clearSession', cookie })).statusCode).toBe(204);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(401);
  });
});

describe('GET /api/loginConfig', () => {
  it('offers BankID beside the password (the simulator stands in outside production)', async () => {
    const res = await t.api({ method: 'GET', url: '/api/loginConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json().LoginMethods).toEqual(['PASSWORD', 'BANKID']);
  });

  it('names no reset form unless one is configured: the login page then shows no link', async () => {
    expect((await t.api({ method: 'GET', url: '/api/loginConfig' })).json().PasswordResetUrl).toBe('');
    const configured = await createTestApp({ passwordResetUrl: 'https://portal.example.se/glomt-losenord' });
    try {
      const res = await configured.api({ method: 'GET', url: '/api/loginConfig' });
      expect(res.json().PasswordResetUrl).toBe('https://portal.example.se/glomt-losenord');
    } finally {
      await configured.close();
    }
  });
});
