import { afterAll, beforeAll } from 'vitest';
import type { Stampling } from '@lonportal/domain/time-reporting/punches';
import { createTestApp, type TestApp } from '../../../../test/app-helper';

/** A Stockholm winter wall time (UTC+1), e.g. '2026-11-23 07:58', as an ISO instant. */
export const iso = (local: string) => new Date(`${local.replace(' ', 'T')}+01:00`).toISOString();

/**
 * The punch tests' app: started before the file's tests (then `onStart`), closed after them. Calls
 * are made as a demo login, logged in once per clock setting.
 */
export function punchTestSetup(onStart?: (t: TestApp) => void) {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    onStart?.(t);
  });
  afterAll(() => t.close());

  const call = async (
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => {
    cookies[login] ??= await t.login(login);
    return t.api({ method, url, cookie: cookies[login], body });
  };
  return {
    app: () => t,
    call,
    /** Sets the test clock to a Stockholm wall time, e.g. '2026-11-23 07:58' (winter: UTC+1). */
    at: (local: string) => {
      // Moving the clock by hours ends idle sessions: log in again at the new time.
      t.clock.advance(Date.parse(iso(local)) - t.clock.now().getTime());
      for (const login of Object.keys(cookies)) delete cookies[login];
    },
    /** The punches of an employee (1001 as `per` unless told) dated from–to. */
    list: async (from: string, to: string, login = 'per', anstNr = '1001') =>
      (
        await call(login, 'GET', `/api/stamplingar?AnstNr=${anstNr}&From=${from}&To=${to}`)
      ).json() as Stampling[],
  };
}
