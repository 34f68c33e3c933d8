import { describe, expect, it } from 'vitest';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { createPunches, type StoredPunch } from '../../db/seed/factories';
import { iso, punchTestSetup, type Who } from './punch-test-setup';

// Working-time-law warnings on punches (domain working-time.ts; punches.ts rule 8) over HTTP: on
// the punch list, on the punch the clock answers with, and counted per employee in the attest list.
// Times are Stockholm winter wall times; the clock is set by each test.
const { app, call, at, list, anstNr, ftgId } = punchTestSetup();
const wall = (local: string) => new Date(iso(local));
const stored = (punches: StoredPunch[], who: Exclude<Who, 'ftg'> = 'per') =>
  createPunches(app().database.db, { ftgId: ftgId(), anstNr: anstNr(who) }, punches);
const press = async (Action: string) => {
  const res = await call('per', 'POST', '/api/stamplingar', { Action });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Stampling;
};
const open = async () =>
  ((await call('per', 'GET', '/api/stamplingar/oppen')).json() as { Stampling: Stampling | null }).Stampling;
const rest = (minutes: number, since: string) => ({
  Kod: 'REST_UNDER_11H',
  Minuter: minutes,
  Fran: iso(since),
});
const inARow = (minutes: number, since: string) => ({
  Kod: 'WORK_OVER_5H_WITHOUT_BREAK',
  Minuter: minutes,
  Fran: iso(since),
});

describe('ATL warnings on punches', () => {
  it('checks the first punch of a period against the punch-out before the period', async () => {
    at('2026-11-23 12:30');
    await stored([
      { inAt: wall('2026-11-22 14:00'), outAt: wall('2026-11-22 22:30'), rastMinuter: 30 },
      { inAt: wall('2026-11-23 08:00'), outAt: wall('2026-11-23 12:00') },
    ]);
    const week = await list('2026-11-23', '2026-11-29');
    expect(week.map((s) => [s.Datum, s.AtlVarningar])).toEqual([
      ['2026-11-23', [rest(570, '2026-11-22 22:30')]],
    ]);
    expect((await list('2026-11-22', '2026-11-22')).map((s) => s.AtlVarningar)).toEqual([[]]);
  });

  it('answers a punch-in after a short night with the warning, and a correction clears it', async () => {
    const [before] = await stored([
      { inAt: wall('2026-11-24 14:00'), outAt: wall('2026-11-24 23:00'), rastMinuter: 60 },
    ]);
    at('2026-11-25 08:00');
    const punchedIn = await press('in');
    expect(punchedIn.AtlVarningar).toEqual([rest(540, '2026-11-24 23:00')]);

    const corrected = await call('per', 'PUT', `/api/stamplingar/${before!.id}`, {
      In: iso('2026-11-24 14:00'),
      Ut: iso('2026-11-24 21:00'),
      RastMinuter: 60,
      Orsak: 'Gick hem tidigare',
      Version: 0,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await open())?.AtlVarningar).toEqual([]);
  });

  it('warns on an open punch once 5 h pass without a rast; a 10-minute break is a paus', async () => {
    at('2026-11-26 08:00');
    await press('in');
    at('2026-11-26 10:00');
    await press('rastStart');
    at('2026-11-26 10:10');
    expect((await press('rastSlut')).RastMinuter).toBe(10);
    at('2026-11-26 13:00');
    expect((await open())?.AtlVarningar).toEqual([]);
    at('2026-11-26 13:01');
    expect((await open())?.AtlVarningar).toEqual([inARow(301, '2026-11-26 08:00')]);
    at('2026-11-26 13:05');
    expect((await press('ut')).AtlVarningar).toEqual([inARow(305, '2026-11-26 08:00')]);
    expect((await list('2026-11-26', '2026-11-26')).map((s) => s.AtlVarningar)).toEqual([
      [inARow(305, '2026-11-26 08:00')],
    ]);
  });

  it('counts a break going on as a rast: the stretch ended when it began', async () => {
    at('2026-11-27 08:00');
    await press('in');
    at('2026-11-27 12:30');
    await press('rastStart');
    at('2026-11-27 14:00');
    expect((await open())?.AtlVarningar).toEqual([]);
  });
});

type Line = { AnstNr: string; AntalAtlVarningar: number };
const attestCounts = async (who: Who, from: string, to: string) => {
  const res = await call(who, 'GET', `/api/attestlista?From=${from}&To=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json() as Line[]).map((e) => [e.AnstNr, e.AntalAtlVarningar]));
};

describe('GET /api/attestlista ATL warnings', () => {
  it('counts per employee the warnings on punches dated in the period, for a company and a department', async () => {
    at('2026-12-01 09:00');
    await stored([
      { inAt: wall('2026-11-22 14:00'), outAt: wall('2026-11-22 22:30'), rastMinuter: 30 },
      // 9 h 30 min after the punch-out before the period, and 5 h 30 min in a row: two warnings.
      { inAt: wall('2026-11-23 08:00'), outAt: wall('2026-11-23 13:30') },
      { inAt: wall('2026-11-24 08:00'), outAt: wall('2026-11-24 12:00') },
    ]);
    await stored([{ inAt: wall('2026-11-23 08:00'), outAt: wall('2026-11-23 12:00') }], 'other');
    const [per, avd, other] = [anstNr('per'), anstNr('avd'), anstNr('other')];

    expect(await attestCounts('ftg', '2026-11-23', '2026-11-29')).toEqual({ [per]: 2, [avd]: 0, [other]: 0 });
    expect(await attestCounts('avd', '2026-11-23', '2026-11-29')).toEqual({ [per]: 2, [avd]: 0 });
    // From the 24th on, the warnings are on a punch of the period before.
    expect((await attestCounts('ftg', '2026-11-24', '2026-11-30'))[per]).toBe(0);
    expect((await attestCounts('ftg', '2026-11-16', '2026-11-22'))[per]).toBe(0);
  });

  it('counts an open punch until now', async () => {
    await stored([{ inAt: wall('2026-12-02 08:00') }]);
    at('2026-12-02 12:00');
    expect((await attestCounts('ftg', '2026-12-01', '2026-12-31'))[anstNr()]).toBe(0);
    at('2026-12-02 14:00');
    expect((await attestCounts('ftg', '2026-12-01', '2026-12-31'))[anstNr()]).toBe(1);
  });
});
