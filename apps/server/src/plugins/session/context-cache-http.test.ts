import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { companies, userAccounts } from '../../db/schema/index';
import { newCareTeam, newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';

// The session lookup answered from memory (context-cache.ts) over the real HTTP stack: no database
// round trip for a repeated request, and every change that ends or alters a session seen at once.

let t: TestApp;
let statements = 0;
beforeAll(async () => {
  t = await createTestApp();
  const client = (t.database.db as unknown as { $client: Record<string, unknown> }).$client;
  for (const method of ['query', 'exec'] as const) {
    const original = client[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!original) continue;
    client[method] = (...args: unknown[]) => {
      statements++;
      return original.apply(client, args);
    };
  }
});
afterAll(() => t.close());

const me = (cookie: string) => t.api({ url: '/api/me', cookie });

describe('session lookups from memory', () => {
  it('answers a repeated GET /api/me without asking the database', async () => {
    const avd = await newEmployee(t, { role: ROLE.AVD });
    const cookie = avd.cookie;
    const first = statements;
    expect((await me(cookie)).statusCode).toBe(200);
    expect(statements).toBeGreaterThan(first); // the first one reads the session
    const before = statements;
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().UserAccount.Login).toBe(avd.login);
    expect(statements - before).toBe(0);
  });

  it('refuses a logged-out session at once', async () => {
    const { cookie } = await newEmployee(t);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await t.api({ url: '/api/logout', cookie })).statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends the user's other sessions at once when the password changes", async () => {
    const { lss } = await newCareTeam(t);
    const other = lss.cookie;
    const mine = await t.login(lss.login, lss.password);
    expect((await me(other)).statusCode).toBe(200);
    const changed = await t.api({
      method: 'POST',
      url: '/api/changepassword',
      cookie: mine,
      body: { CurrentPassword: lss.password, NewPassword: 'Annat-lösen-42' },
    });
    expect(changed.statusCode).toBe(204);
    const res = await me(other);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40103);
    expect((await me(mine)).statusCode).toBe(200);
  });

  it('shows changed settings (the inactivity timer) on the next request', async () => {
    const { cookie } = await newUser(t, { role: ROLE.FTG });
    expect((await me(cookie)).json().UserAppSettings.InactivityTimer).not.toBe(17);
    const put = await t.api({
      method: 'PUT',
      url: '/api/userAppSettings',
      cookie,
      body: { InactivityTimer: 17 },
    });
    expect(put.statusCode).toBe(200);
    expect((await me(cookie)).json().UserAppSettings.InactivityTimer).toBe(17);
  });

  it('builds GET /api/me again when the year asked for or the company changes', async () => {
    const { cookie } = await newUser(t, { role: ROLE.ADM });
    const first = (await me(cookie)).json();
    const again = await me(cookie);
    expect(again.json()).toEqual(first);
    const earlier = first.SalaryYears.find((y: number) => y !== first.SessionSalaryYear);
    if (earlier !== undefined) {
      const asked = await t.api({ url: '/api/me', cookie, headers: { 'x-salary-year': String(earlier) } });
      expect(asked.json().SessionSalaryYear).toBe(earlier);
      expect((await me(cookie)).json().SessionSalaryYear).toBe(first.SessionSalaryYear);
    }
    const ftgId = first.FtgInfo.FtgId as string;
    await t.database.db.update(companies).set({ namn: 'Omdöpta AB' }).where(eq(companies.ftgId, ftgId));
    try {
      expect((await me(cookie)).json().FtgInfo.Namn).toBe('Omdöpta AB');
    } finally {
      await t.database.db
        .update(companies)
        .set({ namn: first.FtgInfo.Namn })
        .where(eq(companies.ftgId, ftgId));
    }
  });

  it('ends a session at once when a change made elsewhere is announced on the bus', async () => {
    const { bru } = await newCareTeam(t);
    const cookie = bru.cookie;
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.update(userAccounts).set({ roll: 'PER' }).where(eq(userAccounts.id, bru.userId));
    await t.app.bus.publishSessionsChanged([bru.userId]);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe(40105);
  });
});

describe('a company change announced on the bus', () => {
  it('is seen at once when RESOURCE_UPDATED names it in a list', async () => {
    const company = await newCompany(t);
    const { cookie } = await newUser(t, { ftgId: company.ftgId, role: ROLE.FTG });
    expect((await me(cookie)).json().FtgInfo.Namn).toBe(company.namn);
    // Past the statement watch, as another server's write would be.
    const client = (
      t.database.db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } }
    ).$client;
    await client.query('update companies set namn = $1 where ftg_id = $2', ['Omdöpt AB', company.ftgId]);
    expect((await me(cookie)).json().FtgInfo.Namn).toBe(company.namn);
    await t.app.bus.publish({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: ['portalInfo', 'companyInfo'] },
      FtgId: company.ftgId,
    });
    expect((await me(cookie)).json().FtgInfo.Namn).toBe('Omdöpt AB');
  });
});

describe('a change made outside the app', () => {
  // Writes through drizzle are seen at once (any statement that writes a table the lookup reads
  // clears the memory before it runs); one made past it is seen when the memory has lived its time.
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ sessionCacheMs: 300 });
  });
  afterAll(() => short.close());

  it('is seen when the remembered answer has lived its time', async () => {
    const per = await newEmployee(short);
    const cookie = per.cookie;
    expect((await short.api({ url: '/api/me', cookie })).statusCode).toBe(200);
    // Straight to the database client, past drizzle: as another program would.
    const client = (
      short.database.db as unknown as { $client: { query(sql: string, params: unknown[]): Promise<unknown> } }
    ).$client;
    await client.query('update user_accounts set disabled = true where id = $1', [per.userId]);
    expect((await short.api({ url: '/api/me', cookie })).statusCode).toBe(200); // remembered
    await vi.waitFor(
      async () => {
        const res = await short.api({ url: '/api/me', cookie });
        expect(res.statusCode).toBe(401);
        expect(res.json().Code).toBe(40104);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
