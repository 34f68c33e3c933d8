// The development fixtures endpoint (fixtures.ts): a new company with the users asked for, whose
// logins work at once; for the loopback address only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { ROLE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const team = (ip: string, body: unknown) =>
  t.api({ method: 'POST', url: '/api/dev/fixtures/team', ip, body });

describe('POST /api/dev/fixtures/team', () => {
  it('makes a company with its users, each able to log in to it', async () => {
    const res = await team('127.0.0.1', {
      Settings: { KalUseAttest: false },
      Users: [{ Role: ROLE.PER, ArbSchema: 'DEL30' }, { Role: ROLE.AVD, Employee: true }, { Role: ROLE.FTG }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.Namn).toMatch(/AB$/);
    expect(body.Users.map((u: { Role: string }) => u.Role)).toEqual([ROLE.PER, ROLE.AVD, ROLE.FTG]);
    const [per, avd, ftg] = body.Users;
    expect(per.AnstNr).toMatch(/^\d+$/);
    expect(per.PersNr).toMatch(/^\d{12}$/);
    expect(avd.AnstNr).toMatch(/^\d+$/);
    expect(ftg.AnstNr).toBeNull();
    expect(new Set(body.Users.map((u: { Login: string }) => u.Login)).size).toBe(3);

    for (const u of body.Users) {
      const cookie = await t.login(u.Login, u.Password);
      const me = (await t.api({ url: '/api/me', cookie })).json();
      expect(me.FtgInfo.FtgId).toBe(body.FtgId);
      expect(me.UserAccount.Roll).toBe(u.Role);
    }
    const cookie = await t.login(per.Login, per.Password);
    const me = (await t.api({ url: '/api/me', cookie })).json();
    expect(me.FtgInfo.KalUseAttest).toBe(false);
  });

  it('gives every call a company and logins of its own', async () => {
    const body = { Users: [{ Role: ROLE.PER }] };
    const [a, b] = await Promise.all([team('::1', body), team('127.0.0.1', body)]);
    expect(a.json().FtgId).not.toBe(b.json().FtgId);
    expect(a.json().Users[0].Login).not.toBe(b.json().Users[0].Login);
  });

  it('gives the company the departments asked for, each employee theirs; another is archived', async () => {
    const archived = await team('127.0.0.1', { Settings: { Archived: true }, Users: [{ Role: ROLE.FTG }] });
    expect(archived.statusCode).toBe(201);
    const res = await team('127.0.0.1', {
      Avdelningar: [
        { Avdelning: 'EKO', Namn: 'Ekonomi' },
        { Avdelning: 'LAG', Namn: 'Lager' },
      ],
      Users: [
        { Role: ROLE.AVD, Employee: true, Avdelning: 'LAG' },
        { Role: ROLE.PER, Avdelning: 'LAG' },
        { Role: ROLE.PER },
        { Role: ROLE.LIC },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [avd, lager, ekonomi, lic] = res.json().Users;
    const licCookie = await t.login(lic.Login, lic.Password);
    const departments = (await t.call(licCookie, 'GET', '/api/avdelning')).json() as { Namn: string }[];
    expect(departments.map((d) => d.Namn).sort()).toEqual(['Ekonomi', 'Lager']);
    const companies = (await t.call(licCookie, 'GET', '/api/companyList')).json() as {
      FtgId: string;
      Archived: boolean;
    }[];
    expect(companies.find((c) => c.FtgId === archived.json().FtgId)?.Archived).toBe(true);
    expect(companies.find((c) => c.FtgId === res.json().FtgId)?.Archived).toBe(false);
    // SPEC §6: an AVD sees the employees of their own department.
    const avdCookie = await t.login(avd.Login, avd.Password);
    const seen = ((await t.call(avdCookie, 'GET', '/api/perlista')).json() as { AnstNr: string }[]).map(
      (e) => e.AnstNr,
    );
    expect(seen).toEqual(expect.arrayContaining([avd.AnstNr, lager.AnstNr]));
    expect(seen).not.toContain(ekonomi.AnstNr);
  });

  it('makes more users than a page of 25 holds, and refuses a department the company lacks', async () => {
    const many = await team('127.0.0.1', { Users: Array.from({ length: 30 }, () => ({ Role: ROLE.PER })) });
    expect(many.statusCode).toBe(201);
    expect(many.json().Users).toHaveLength(30);
    const unknown = await team('127.0.0.1', { Users: [{ Role: ROLE.PER, Avdelning: 'LAG' }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses settings it does not know and a team without users', async () => {
    expect((await team('127.0.0.1', { Users: [] })).statusCode).toBe(400);
    const unknown = { Settings: { PaxmlPostId: 7 }, Users: [{ Role: ROLES[0] }] };
    expect((await team('127.0.0.1', unknown)).statusCode).toBe(400);
  });

  it.each(['10.0.0.7', '2001:db8::1'])('is 404 from %s', async (ip) => {
    const res = await team(ip, { Users: [{ Role: ROLE.PER }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().Code).toBe(40401);
  });
});
