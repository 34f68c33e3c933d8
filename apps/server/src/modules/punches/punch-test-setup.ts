import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam } from '../../../test/factories';

/** A Stockholm winter wall time (UTC+1), e.g. '2026-11-23 07:58', as an ISO instant. */
export const iso = (local: string) => new Date(`${local.replace(' ', 'T')}+01:00`).toISOString();

/**
 * Who the punch tests act as, made new for every test (test/factories.ts newTeam): `per` works
 * DEL30 (08:00–14:00 Monday to Friday) in Ekonomi, whose kostnadsställe 200 is the default result
 * unit; `avd` is Ekonomi's department administrator; `other` works in Lager; `ftg` runs the company.
 */
export type Who = 'per' | 'avd' | 'other' | 'ftg';

/**
 * The punch tests' app: started before the file's tests (then `onStart`), closed after them; each
 * test gets a company of its own with the people of `Who`, logged in once per clock setting.
 */
export function punchTestSetup(onStart?: (t: TestApp) => void) {
  let t: TestApp;
  let logins: Record<Who, { login: string; password: string }>;
  let anstNrs: Record<Exclude<Who, 'ftg'>, string>;
  let ftgId = '';
  const cookies: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    onStart?.(t);
  });
  beforeEach(async () => {
    const team = await newTeam(t, {
      settings: {
        openResEnhet: [true, false, false, false, false, false],
        regResEnh: [true, false, false, false, false, false],
      },
      resultatenheter: [{ dim: 1, kod: '200', namn: 'Ekonomi' }],
      per: { arbSchema: 'DEL30', resEnhet: ['200', '', ''] },
    });
    const { per } = team;
    ftgId = team.company.ftgId;
    logins = { per, avd: team.avd, other: team.other, ftg: team.ftg };
    anstNrs = { per: per.anstNr, avd: team.avd.anstNr, other: team.other.anstNr };
    for (const who of Object.keys(cookies) as Who[]) delete cookies[who];
  });
  afterAll(() => t.close());

  const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    cookies[who] ??= await t.login(logins[who].login, logins[who].password);
    return t.api({ method, url, cookie: cookies[who], body });
  };
  return {
    app: () => t,
    call,
    /** The test's company. */
    ftgId: () => ftgId,
    /** The AnstNr of one of the test's people. */
    anstNr: (who: Exclude<Who, 'ftg'> = 'per') => anstNrs[who],
    /** Sets the test clock to a Stockholm wall time, e.g. '2026-11-23 07:58' (winter: UTC+1). */
    at: (local: string) => {
      // Moving the clock by hours ends idle sessions: log in again at the new time.
      t.clock.advance(Date.parse(iso(local)) - t.clock.now().getTime());
      for (const who of Object.keys(cookies) as Who[]) delete cookies[who];
    },
    /** The punches of an employee (`per` unless told) dated from–to, as `who` sees them. */
    list: async (from: string, to: string, who: Who = 'per', of: Exclude<Who, 'ftg'> = 'per') =>
      (
        await call(who, 'GET', `/api/stamplingar?AnstNr=${anstNrs[of]}&From=${from}&To=${to}`)
      ).json() as Stampling[],
  };
}
