import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newEmployee } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = (body: unknown, ip = '10.5.0.1') =>
  t.api({ method: 'POST', url: '/api/frontendlogger', body, ip });

describe('POST /api/frontendlogger', () => {
  it('accepts a report with or without a session', async () => {
    expect(
      (
        await log({
          message: 'TypeError: x is undefined',
          stack: 'at x',
          url: '/dashboard',
          context: { code: 500 },
        })
      ).statusCode,
    ).toBe(204);
    const { cookie } = await newEmployee(t);
    expect(
      (await t.api({ method: 'POST', url: '/api/frontendlogger', cookie, body: { message: 'boom' } }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a malformed report', async () => {
    const res = await log({ stack: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details.map((d: { Field: string }) => d.Field)).toContain('message');
  });

  it('limits one address to 30 reports a minute', async () => {
    const ip = '10.5.0.99';
    for (let i = 0; i < 30; i++) expect((await log({ message: `e${i}` }, ip)).statusCode).toBe(204);
    const res = await log({ message: 'one too many' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
