import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@lonportal/domain';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, type Team } from '../../../test/factories';
import { bemuppgifter, egenskaper, kompetenser } from '../../db/schema/index';

// SPEC §7 staffing's reference lists: /kompetenser, /egenskaper (only with Plus) and
// /bemanna/bemuppgift (Deleted=false), read as /avdelning is: by anyone of the company.

let t: TestApp;
let team: Team;
let plain: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await newTeam(t, { settings: { hasPlus: true } });
  plain = await newTeam(t);
  const ftgId = team.company.ftgId;
  const db = t.database.db;
  await db.insert(kompetenser).values([
    { ftgId, kompetens: 'TRUCK', benText: 'Truckkort' },
    { ftgId, kompetens: 'DELEG', benText: 'Delegering läkemedel', stangd: true },
  ]);
  await db.insert(egenskaper).values([{ ftgId, egenskap: 'ROKFRI', benText: 'Rökfri' }]);
  await db.insert(bemuppgifter).values([
    { ftgId, bemuppgift: 'LAGER', benText: 'Lager', avdelning: 'LAG', kompetenser: ['TRUCK'] },
    { ftgId, bemuppgift: 'RECEP', benText: 'Reception', egenskaper: ['ROKFRI'] },
    { ftgId, bemuppgift: 'GAMMAL', benText: 'Gammal', stangd: true },
  ]);
  await db.insert(kompetenser).values([{ ftgId: plain.company.ftgId, kompetens: 'EGEN', benText: 'Egen' }]);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string, ftgId?: string) =>
  t.api({ url, ...(cookie ? { cookie } : {}), ...(ftgId ? { ftgId } : {}) });

describe("staffing's reference lists (SPEC §7)", () => {
  it('lists the competences, closed ones too for the names they keep, to everyone of the company', async () => {
    const expected = [
      { Kompetens: 'DELEG', BenText: 'Delegering läkemedel' },
      { Kompetens: 'TRUCK', BenText: 'Truckkort' },
    ];
    for (const who of [team.ftg, team.avd, team.per]) {
      const res = await get(who.cookie, '/api/kompetenser');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect((await get(plain.ftg.cookie, '/api/kompetenser')).json()).toEqual([
      { Kompetens: 'EGEN', BenText: 'Egen' },
    ]);
  });

  it('lists the properties to a company with Plus, and refuses one without', async () => {
    expect((await get(team.per.cookie, '/api/egenskaper')).json()).toEqual([
      { Egenskap: 'ROKFRI', BenText: 'Rökfri' },
    ]);
    const refused = await get(plain.ftg.cookie, '/api/egenskaper');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Code).toBe(ERRORS.Forbidden.code);
  });

  it('lists the staffing tasks not closed (Deleted=false), with what each requires', async () => {
    const res = await get(team.avd.cookie, '/api/bemanna/bemuppgift');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { Bemuppgift: 'LAGER', BenText: 'Lager', Avdelning: 'LAG', Kompetenser: ['TRUCK'], Egenskaper: [] },
      { Bemuppgift: 'RECEP', BenText: 'Reception', Avdelning: '', Kompetenser: [], Egenskaper: ['ROKFRI'] },
    ]);
    // A task closed later leaves the list.
    await t.database.db
      .update(bemuppgifter)
      .set({ stangd: true })
      .where(eq(bemuppgifter.bemuppgift, 'RECEP'));
    const after = (await get(team.avd.cookie, '/api/bemanna/bemuppgift')).json() as { Bemuppgift: string }[];
    expect(after.map((b) => b.Bemuppgift)).toEqual(['LAGER']);
  });

  it('refuses a caller without a session, and another company', async () => {
    for (const url of ['/api/kompetenser', '/api/egenskaper', '/api/bemanna/bemuppgift']) {
      const anonymous = await get(undefined, url);
      expect(anonymous.statusCode, url).toBe(401);
      const other = await get(plain.ftg.cookie, url, team.company.ftgId);
      expect(other.statusCode, url).toBe(403);
    }
  });
});
