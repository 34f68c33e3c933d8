// ARCHITECTURE.md "Modes" and ADR 0010: development endpoints for the loopback
// address only, production without the API explorer or development endpoints, forwarded addresses
// only from configured proxies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app-helper';
import { newEmployee, newSmsEmployee } from '../test/factories';
import { loginFailures } from './db/schema/index';

let t: TestApp;
/** The login of a user with the two-step login, whose codes the development sink would show. */
let smsLogin = '';
beforeAll(async () => {
  t = await createTestApp();
  smsLogin = (await newSmsEmployee(t)).login;
});
afterAll(() => t.close());

const DEV_URLS = ['/api/dev/bankid/orders', '/dev/bankid', '/dev/bankid.js'];

describe('development endpoints (demo mode)', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answer the loopback address %s', async (ip) => {
    for (const url of DEV_URLS) expect((await t.api({ url, ip })).statusCode).toBe(200);
    const sent = await t.api({
      method: 'POST',
      url: '/api/dev/events',
      ip,
      body: { Event: 'RESOURCE_UPDATED' },
    });
    expect(sent.statusCode).toBe(204);
  });

  it.each(['10.0.0.7', '192.0.2.1', '::ffff:10.0.0.7', '2001:db8::1'])(
    'are 404 with the error contract for %s, whatever it forwards',
    async (ip) => {
      const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' };
      for (const url of [...DEV_URLS, `/api/dev/sms?Login=${smsLogin}`]) {
        const res = await t.api({ url, ip, headers: forged });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ Code: 40401, Message: 'Not found.' });
      }
      const sent = await t.api({
        method: 'POST',
        url: '/api/dev/events',
        ip,
        body: { Event: 'RESOURCE_UPDATED' },
      });
      expect(sent.statusCode).toBe(404);
    },
  );

  it('stay 404 from a trusted proxy forwarding the loopback address (the socket decides)', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const res = await proxied.api({
        url: '/api/dev/bankid/orders',
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().Code).toBe(40401);
    } finally {
      await proxied.close();
    }
  });
});

describe('production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ production: true, devEndpoints: false });
  });
  afterAll(() => prod.close());

  it('hides the API description and has no development endpoints, from anywhere', async () => {
    for (const url of ['/api/docs', '/api/docs/json', ...DEV_URLS, '/api/dev/sms?Login=per']) {
      const res = await prod.api({ url, ip: '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ Code: 40401, Message: 'Not found.' });
    }
    // The demo mode has the description.
    expect((await t.api({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('forwarded addresses (TRUST_PROXY)', () => {
  const fail = (app: TestApp, i: number, ip: string, forwarded: string) =>
    app.api({
      method: 'POST',
      url: '/api/authenticate',
      ip,
      headers: { 'x-forwarded-for': forwarded },
      // A new login each time, so only the per-address limit can answer 429.
      body: { Login: `forged-${ip}-${i}`, Password: 'nope-nope' },
    });

  it('trusts none by default: a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await fail(t, i, '198.51.100.4', `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
    const res = await fail(t, 99, '198.51.100.4', '203.0.113.200');
    expect(res.json().Code).toBe(42900);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.database.db
      .select({ ip: loginFailures.ip })
      .from(loginFailures)
      .where(eq(loginFailures.ip, '198.51.100.4'));
    // Each checked failure is recorded, the slowed ones too: they count to each login's own wait (ADR 0026).
    expect(stored).toHaveLength(13);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      await fail(proxied, 1, '10.0.0.1', '203.0.113.77'); // the proxy: its forwarded client counts
      await fail(proxied, 2, '10.0.0.2', '203.0.113.78'); // not a proxy: its own address counts
      const rows = await proxied.database.db.select({ ip: loginFailures.ip }).from(loginFailures);
      expect(rows.map((r) => r.ip)).toEqual(expect.arrayContaining(['203.0.113.77', '10.0.0.2']));
      expect(rows.map((r) => r.ip)).not.toContain('203.0.113.78');
    } finally {
      await proxied.close();
    }
  });

  it('counts hops when TRUST_PROXY is a number: the client is what the last proxy saw', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      // The client forged the first entry; the proxy appended the address it really saw.
      await fail(proxied, 1, '10.0.0.1', '127.0.0.1, 203.0.113.90');
      const rows = await proxied.database.db.select({ ip: loginFailures.ip }).from(loginFailures);
      expect(rows.map((r) => r.ip)).toContain('203.0.113.90');
      expect(rows.map((r) => r.ip)).not.toContain('127.0.0.1');
    } finally {
      await proxied.close();
    }
  });
});

describe('headers of personal data', () => {
  it('sends Cache-Control: no-store on API answers, errors included', async () => {
    const { cookie } = await newEmployee(t);
    for (const res of [
      await t.api({ url: '/api/me', cookie }),
      await t.api({ url: '/api/me' }),
      await t.api({ url: '/api/nothing' }),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets websockets reach our own host only (CSP connect-src)', async () => {
    const res = await t.app.inject({ url: '/login', headers: { host: 'portal.example.se' } });
    const connect = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(connect.split(' ').sort()).toEqual(
      ["'self'", 'ws://portal.example.se', 'wss://portal.example.se'].sort(),
    );
    const odd = await t.app.inject({ url: '/login', headers: { host: 'evil.example;script-src *' } });
    expect(String(odd.headers['content-security-policy'])).not.toContain('evil');
    expect(String(odd.headers['content-security-policy'])).not.toMatch(/\bwss?:(?!\/\/)/);
  });
});
