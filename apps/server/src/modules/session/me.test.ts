import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('answers 401 (40101) without a session', async () => {
    const res = await t.api({ url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 40101 });
  });

  it('returns the session, the company and the default salary year', async () => {
    const avd = await newEmployee(t, { role: ROLE.AVD, options: ['HRTIL', 'CPBEM'] });
    const res = await t.api({ url: '/api/me', cookie: avd.cookie });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      AutoLogoutDueToInactivity: false,
      SessionSalaryYear: 2026,
      UserAccount: { Login: avd.login, Roll: 'AVD' },
      FtgInfo: { FtgId: avd.ftgId },
    });
    expect(me.UserAccount.UserOption.map((o: { Option: string }) => o.Option)).toEqual(
      expect.arrayContaining(['HRTIL', 'CPBEM']),
    );
  });

  it('follows X-Ftg-Id and X-Salary-Year for a company the user may see', async () => {
    const { ftgId } = await newCompany(t);
    const { cookie } = await newUser(t, { role: ROLE.FTG, access: [ftgId] });
    const res = await t.api({ url: '/api/me', cookie, ftgId, salaryYear: 2025 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FtgInfo: { FtgId: ftgId }, SessionSalaryYear: 2025 });
  });

  it('refuses another company with 403 (403xx, no logout) and a salary year outside the list', async () => {
    const { cookie } = await newEmployee(t);
    const other = await t.api({ url: '/api/me', cookie, ftgId: (await newCompany(t)).ftgId });
    expect(other.statusCode).toBe(403);
    expect(other.json().Code).toBe(40302);
    const badYear = await t.api({ url: '/api/me', cookie, salaryYear: 1999 });
    expect(badYear.statusCode).toBe(403);
    expect(badYear.json().Code).toBe(40304);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('lets LIC work in any company that is not archived', async () => {
    const { cookie } = await newUser(t, { role: ROLE.LIC });
    const other = await newCompany(t);
    await newCompany(t, { settings: { archived: true } });
    expect((await t.api({ url: '/api/me', cookie, ftgId: other.ftgId })).statusCode).toBe(200);
    const list = (await t.api({ url: '/api/companyList', cookie })).json() as {
      FtgId: string;
      Archived: boolean;
    }[];
    const archived = list.find((c) => c.Archived)!;
    expect((await t.api({ url: '/api/me', cookie, ftgId: archived.FtgId })).statusCode).toBe(403);
  });
});

describe('PATCH /api/me/updateSessionUserAccount', () => {
  it('moves the session to another allowed company and year, which /me then uses', async () => {
    const { ftgId } = await newCompany(t);
    const { cookie } = await newUser(t, { role: ROLE.FTG, access: [ftgId] });
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      body: { FtgId: ftgId, SalaryYear: 2024 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FtgInfo: { FtgId: ftgId }, SessionSalaryYear: 2024 });
    const me = await t.api({ url: '/api/me', cookie });
    expect(me.json()).toMatchObject({ FtgInfo: { FtgId: ftgId }, SessionSalaryYear: 2024 });
  });

  it("starts a new company in its default year, whatever the old company's year header says", async () => {
    const { cookie } = await newUser(t, { role: ROLE.LIC });
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      salaryYear: 2022,
      body: { FtgId: (await newCompany(t)).ftgId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().SessionSalaryYear).toBe(2026);
  });

  it('refuses a company outside the access list, and an empty body', async () => {
    const { cookie } = await newUser(t, { role: ROLE.FTG, access: [(await newCompany(t)).ftgId] });
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      body: { FtgId: (await newCompany(t)).ftgId },
    });
    expect(res.statusCode).toBe(403);
    const empty = await t.api({ method: 'PATCH', url: '/api/me/updateSessionUserAccount', cookie, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Code).toBe(40000);
  });

  it('needs a session', async () => {
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      body: { SalaryYear: 2025 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends an idle session after the InactivityTimer and /me reports AutoLogoutDueToInactivity once', async () => {
    const per = await newEmployee(t);
    const cookie = per.cookie;
    await t.api({ method: 'PUT', url: '/api/userAppSettings', cookie, body: { InactivityTimer: 5 } });
    t.clock.minutes(4);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
    t.clock.minutes(4); // 4 minutes since the last request: still alive
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
    t.clock.minutes(6);
    const res = await t.api({ url: '/api/me', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ AutoLogoutDueToInactivity: true });
    expect(res.cookies.find((c) => c.name === 'lp_session')?.value).toBe('');
    const other = await t.api({ url: '/api/salaryyears', cookie });
    expect(other.statusCode).toBe(401);
    expect(other.json().Code).toBe(40108);
    await t.api({
      method: 'PUT',
      url: '/api/userAppSettings',
      cookie: await t.login(per.login, per.password),
      body: { InactivityTimer: 60 },
    });
  });

  it('counts a keep-alive from an active page as activity', async () => {
    const { cookie } = await newEmployee(t);
    t.clock.minutes(50);
    expect((await t.api({ method: 'POST', url: '/api/me/keepalive', cookie })).statusCode).toBe(204);
    t.clock.minutes(50);
    expect((await t.api({ url: '/api/me', cookie })).json().AutoLogoutDueToInactivity).toBe(false);
    expect((await t.api({ method: 'POST', url: '/api/me/keepalive' })).statusCode).toBe(401);
  });

  it('ends any session at its absolute lifetime, however active', async () => {
    const { cookie } = await newEmployee(t, { role: ROLE.AVD });
    for (let h = 0; h < t.config.sessionMaxHours; h++) {
      t.clock.minutes(59);
      await t.api({ url: '/api/salaryyears', cookie });
    }
    t.clock.minutes(t.config.sessionMaxHours + 1);
    const res = await t.api({ url: '/api/salaryyears', cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40102);
  });
});
