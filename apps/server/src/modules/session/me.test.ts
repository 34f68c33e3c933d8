import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { DEMO_FTG } from '../../db/seed/demo';

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
    const cookie = await t.login('avd');
    const res = await t.api({ url: '/api/me', cookie });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      AutoLogoutDueToInactivity: false,
      SessionSalaryYear: 2026,
      UserAccount: { Login: 'avd', Roll: 'AVD' },
      FtgInfo: { FtgId: DEMO_FTG.exempel },
    });
    expect(me.UserAccount.UserOption.map((o: { Option: string }) => o.Option)).toEqual(
      expect.arrayContaining(['HRTIL', 'CPBEM']),
    );
  });

  it('follows X-Ftg-Id and X-Salary-Year for a company the user may see', async () => {
    const cookie = await t.login('ftg2');
    const res = await t.api({ url: '/api/me', cookie, ftgId: DEMO_FTG.exempel, salaryYear: 2025 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FtgInfo: { FtgId: DEMO_FTG.exempel }, SessionSalaryYear: 2025 });
  });

  it('refuses another company with 403 (403xx, no logout) and a salary year outside the list', async () => {
    const cookie = await t.login('per');
    const other = await t.api({ url: '/api/me', cookie, ftgId: DEMO_FTG.omsorg });
    expect(other.statusCode).toBe(403);
    expect(other.json().Code).toBe(40302);
    const badYear = await t.api({ url: '/api/me', cookie, salaryYear: 1999 });
    expect(badYear.statusCode).toBe(403);
    expect(badYear.json().Code).toBe(40304);
    expect((await t.api({ url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('lets LIC work in any company that is not archived', async () => {
    const cookie = await t.login('lic');
    expect((await t.api({ url: '/api/me', cookie, ftgId: DEMO_FTG.omsorg })).statusCode).toBe(200);
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
    const cookie = await t.login('ftg2');
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      body: { FtgId: DEMO_FTG.exempel, SalaryYear: 2024 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ FtgInfo: { FtgId: DEMO_FTG.exempel }, SessionSalaryYear: 2024 });
    const me = await t.api({ url: '/api/me', cookie });
    expect(me.json()).toMatchObject({ FtgInfo: { FtgId: DEMO_FTG.exempel }, SessionSalaryYear: 2024 });
  });

  it("starts a new company in its default year, whatever the old company's year header says", async () => {
    const cookie = await t.login('lic');
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      salaryYear: 2022,
      body: { FtgId: DEMO_FTG.omsorg },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().SessionSalaryYear).toBe(2026);
  });

  it('refuses a company outside the access list, and an empty body', async () => {
    const cookie = await t.login('ftg2');
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie,
      body: { FtgId: DEMO_FTG.omsorg },
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
    const cookie = await t.login('per');
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
      cookie: await t.login('per'),
      body: { InactivityTimer: 60 },
    });
  });

  it('counts a keep-alive from an active page as activity', async () => {
    const cookie = await t.login('per');
    t.clock.minutes(50);
    expect((await t.api({ method: 'POST', url: '/api/me/keepalive', cookie })).statusCode).toBe(204);
    t.clock.minutes(50);
    expect((await t.api({ url: '/api/me', cookie })).json().AutoLogoutDueToInactivity).toBe(false);
    expect((await t.api({ method: 'POST', url: '/api/me/keepalive' })).statusCode).toBe(401);
  });

  it('ends any session at its absolute lifetime, however active', async () => {
    const cookie = await t.login('avd');
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
