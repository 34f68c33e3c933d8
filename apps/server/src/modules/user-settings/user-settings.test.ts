import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee } from '../../../test/factories';
import { deviceTokens } from '../../db/schema/index';

// Each test changes the settings of an employee of its own (test/factories.ts).
let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  const e = await newEmployee(t);
  cookie = e.cookie;
  userId = e.userId!;
});
afterAll(() => t.close());

describe('/api/userAppSettings', () => {
  it('returns the defaults of SPEC §3', async () => {
    const res = await t.api({ url: '/api/userAppSettings', cookie });
    expect(res.json()).toEqual({
      Theme: 'white',
      DateFilterPeriodType: 'M',
      InitialDateFilter: 'CURRENT',
      PaginationPerPage: 25,
      InactivityTimer: 60,
      MessageNotification: true,
    });
  });

  it('saves a partial change and keeps the rest', async () => {
    const res = await t.api({
      method: 'PUT',
      url: '/api/userAppSettings',
      cookie,
      body: { Theme: 'dark', PaginationPerPage: 50 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Theme: 'dark', PaginationPerPage: 50, InactivityTimer: 60 });
    expect((await t.api({ url: '/api/userAppSettings', cookie })).json()).toMatchObject({
      Theme: 'dark',
      PaginationPerPage: 50,
    });
  });

  it.each([
    [{ Theme: 'purple' }, 'Theme'],
    [{ PaginationPerPage: 0 }, 'PaginationPerPage'],
    [{ InactivityTimer: -1 }, 'InactivityTimer'],
    [{ Unknown: 1 }, ''],
  ])('refuses %j with 400 naming the field, and loses nothing', async (body, field) => {
    const dark = { Theme: 'dark' };
    expect((await t.api({ method: 'PUT', url: '/api/userAppSettings', cookie, body: dark })).statusCode).toBe(
      200,
    );
    const res = await t.api({ method: 'PUT', url: '/api/userAppSettings', cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details[0].Field).toBe(field);
    expect((await t.api({ url: '/api/userAppSettings', cookie })).json()).toMatchObject({ Theme: 'dark' });
  });

  it('needs a session', async () => {
    expect((await t.api({ url: '/api/userAppSettings' })).statusCode).toBe(401);
    expect(
      (await t.api({ method: 'PUT', url: '/api/userAppSettings', body: { Theme: 'dark' } })).statusCode,
    ).toBe(401);
  });
});

describe('device tokens', () => {
  it('stores the latest Android and iOS tokens', async () => {
    for (const [url, body] of [
      ['/api/userandroidtoken', { UserAndroidToken: 'a-1' }],
      ['/api/userandroidtoken', { UserAndroidToken: 'a-2' }],
      ['/api/useriostoken', { UserIOSToken: 'i-1' }],
    ] as const) {
      expect((await t.api({ method: 'POST', url, cookie, body })).statusCode).toBe(204);
    }
    const rows = await t.database.db
      .select()
      .from(deviceTokens)
      .where(and(eq(deviceTokens.userId, userId)));
    expect(rows.map((r) => `${r.platform}:${r.token}`).sort()).toEqual(['android:a-2', 'ios:i-1']);
  });

  it('refuses an empty token', async () => {
    const res = await t.api({ method: 'POST', url: '/api/useriostoken', cookie, body: { UserIOSToken: '' } });
    expect(res.statusCode).toBe(400);
  });
});
