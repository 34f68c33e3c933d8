import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@lonportal/domain';
import { toIsoDate } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newUser, ROLE } from '../../../test/factories';
import { createTimeEntry } from '../../db/seed/factories';
import { userAccounts } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => toIsoDate(t.clock.now());
const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ From: today(), To: today(), ...extra }).toString();
const read = async (cookie: string, extra: Record<string, string> = {}, ftgId?: string) => {
  const res = await t.api({ url: `/api/admin/audit?${query(extra)}`, cookie, ...(ftgId ? { ftgId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as AuditEntry[], pagination: JSON.parse(String(res.headers['x-pagination'])) };
};

describe('the audit log records', () => {
  it('logins with their method, failed logins, company switches and logouts, in the company they belong to', async () => {
    const { ftg, per, company } = await newTeam(t);
    await t.api({
      method: 'POST',
      url: '/api/authenticate',
      body: { Login: per.login, Password: 'wrong-one' },
    });
    await t.api({ url: '/api/logout', cookie: per.cookie });
    const { rows } = await read(ftg.cookie);
    const mine = rows.filter((r) => r.Login === per.login).map((r) => [r.Action, r.Details.Method ?? null]);
    // Newest first: the logout, the failed attempt, the login the factory made.
    expect(mine).toEqual([
      ['logout', null],
      ['login.failed', 'PASSWORD'],
      ['login', 'PASSWORD'],
    ]);
    expect(rows.every((r) => r.FtgId === company.ftgId)).toBe(true);
  });

  it('a company switch, in the company switched to', async () => {
    const home = await newTeam(t);
    const other = await newTeam(t);
    const lic = await newUser(t, { role: ROLE.LIC, ftgId: home.company.ftgId });
    const res = await t.api({
      method: 'PATCH',
      url: '/api/me/updateSessionUserAccount',
      cookie: lic.cookie,
      body: { FtgId: other.company.ftgId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await read(other.ftg.cookie, { Action: 'company.switched' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Login: lic.login,
      Details: { From: home.company.ftgId, To: other.company.ftgId },
    });
  });

  it('status changes of recorded time', async () => {
    const { ftg, per, company } = await newTeam(t);
    await createTimeEntry(t.database.db, { ftgId: company.ftgId }, { AnstNr: per.anstNr, Datum: today() });
    const res = await t.api({
      method: 'POST',
      url: '/api/godkann',
      cookie: per.cookie,
      body: { Action: 'approve', AnstNr: [per.anstNr], From: today(), To: today() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await read(ftg.cookie, { Action: 'time.status' });
    expect(rows[0]).toMatchObject({
      Login: per.login,
      Details: { Action: 'approve', Antal: 1, AnstNr: [per.anstNr] },
    });
  });
});

describe('GET /api/admin/audit', () => {
  it('pages the log with X-Pagination and filters by who', async () => {
    const { ftg, per, other } = await newTeam(t);
    const page1 = await read(ftg.cookie, { PerPage: '5', Page: '1' });
    expect(page1.pagination).toEqual({ Page: 1, PerPage: 5, Total: page1.pagination.Total });
    expect(page1.pagination.Total).toBeGreaterThanOrEqual(4); // the team's logins
    expect(page1.rows).toHaveLength(5 > page1.pagination.Total ? page1.pagination.Total : 5);
    const past = await read(ftg.cookie, { PerPage: '5', Page: '99' });
    expect(past.rows).toEqual([]);
    expect(past.pagination.Total).toBe(page1.pagination.Total);
    const byLogin = await read(ftg.cookie, { Anvandare: per.login });
    expect(byLogin.rows.map((r) => r.Login)).toEqual([per.login]);
    expect(byLogin.rows.map((r) => r.Login)).not.toContain(other.login);
  });

  it('keeps a company administrator to their company, and gives LIC every company', async () => {
    const { ftg } = await newTeam(t);
    const stranger = `nobody-${Date.now()}`;
    await t.api({ method: 'POST', url: '/api/authenticate', body: { Login: stranger, Password: 'x' } });
    const refused = await t.api({
      url: `/api/admin/audit?${query({ AllaForetag: 'true' })}`,
      cookie: ftg.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect((await read(ftg.cookie, { Anvandare: stranger })).rows).toEqual([]);
    const lic = await newUser(t, { role: ROLE.LIC });
    const all = await read(lic.cookie, { AllaForetag: 'true', Anvandare: stranger });
    expect(all.rows).toHaveLength(1);
    expect(all.rows[0]).toMatchObject({
      Action: 'login.failed',
      FtgId: null,
      Login: null,
      Details: { Login: stranger },
    });
  });

  it('refuses employees and department administrators, and bad periods', async () => {
    const { per, avd, ftg } = await newTeam(t);
    for (const u of [per, avd])
      expect((await t.api({ url: `/api/admin/audit?${query()}`, cookie: u.cookie })).statusCode).toBe(403);
    const bad = await t.api({ url: '/api/admin/audit?From=2026-11-30&To=2026-11-01', cookie: ftg.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Details[0]).toMatchObject({ Field: 'To', Code: 'validation.period.endBeforeStart' });
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('gives the filtered log as CSV that a spreadsheet opens safely', async () => {
    const { ftg, per } = await newTeam(t);
    await t.database.db
      .update(userAccounts)
      .set({ namn: '=HYPERLINK("x")' })
      .where(eq(userAccounts.id, per.userId!));
    const res = await t.api({
      url: `/api/admin/audit.csv?${query({ Anvandare: per.login })}`,
      cookie: ftg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('At;Action;Login;Namn;FtgNamn;Details');
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(';');
    expect(cells[1]).toBe('login');
    expect(cells[2]).toBe(per.login);
    // A formula is text in the file: quoted, and led by an apostrophe.
    expect(cells[3]).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
