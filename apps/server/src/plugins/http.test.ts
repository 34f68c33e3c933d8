import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newEmployee } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP behaviour shared by every route', () => {
  it('sends the security headers and the build id', async () => {
    const res = await t.api({ url: '/api/me' });
    // An API answer is data: it may load nothing and be framed by no one.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-build-id']).toBe('test-build');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them with refusals and errors too', async () => {
    const refusals = [
      await t.api({ url: '/api/does-not-exist' }), // 404 from the router
      await t.app.inject({ url: '/api/me', headers: { cookie: 'lp_session=x' } }), // 403: no API marker
      await t.api({ url: '/api/userAppSettings' }), // 401 from the access hook
      await t.api({ method: 'PROPFIND', url: '/api/me' }), // 405
      await t.api({ url: '/api/me?x=%00' }), // 400: the input guard's NUL refusal
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-build-id']).toBe('test-build');
    }
  });

  it('gives the pages of the app the page policy', async () => {
    for (const url of ['/login', '/timereporting']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-build-id']).toBe('test-build');
    }
  });

  it('sends HSTS when the cookie is secure (behind HTTPS)', async () => {
    const secure = await (await import('../../test/app-helper')).createTestApp({ cookieSecure: true });
    try {
      const res = await secure.api({ url: '/api/me' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await t.api({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Code: 40401, Message: expect.any(String) });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/frontendlogger',
      body: { message: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().Code).toBe(41300);
  });

  it('refuses malformed JSON with 400 and does not leak parser details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"Login":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Code: 40001, Message: expect.any(String) });
  });

  it('refuses state changes without the API marker, with or without a session', async () => {
    const { cookie } = await newEmployee(t);
    const res = await t.api({
      method: 'PUT',
      url: '/api/userAppSettings',
      cookie,
      body: { Theme: 'dark' },
      marker: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(40301);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/authenticate', '/api/me', '/api/companyInfo/{FtgId}']),
    );
  });
});
