import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { companies } from '../../db/schema/index';
import { newCareTeam, newTeam, OFFICE_DEPARTMENTS, type Team } from '../../../test/factories';

let t: TestApp;
/** An office company with Plus, five departments and two dimensions of result units; a care company's LSS. */
let team: Team;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const open = [true, true, false, false, false, false];
  team = await newTeam(t, {
    settings: { hasPlus: true, openResEnhet: open, regResEnh: open },
    avdelningar: OFFICE_DEPARTMENTS,
    resultatenheter: [
      { dim: 1, kod: '200', namn: 'Ekonomi och administration' },
      { dim: 2, kod: 'P2601', namn: 'ISO 14001-certifiering' },
    ],
  });
  // A care company with five brukare and its arbetsledare.
  const care = await newCareTeam(t, { brukare: ['B001', 'B002', 'B003', 'B004', 'B005'] });
  Object.assign(cookies, {
    ftg: team.ftg.cookie,
    per: team.per.cookie,
    avd: team.avd.cookie,
    lss: care.lss.cookie,
  });
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.api({ url, cookie: cookies[who] });

describe('reference lists (SPEC §7)', () => {
  it('lists time and pay codes, filtered by code group', async () => {
    const all = (await get('ftg', '/api/tidkoder')).json() as { TidKod: string; Grupper: string[] }[];
    expect(all.map((k) => k.TidKod)).toEqual(expect.arrayContaining(['SJK', 'VAB', 'SEM']));
    const tjm = (await get('ftg', '/api/tidkoder?Grupp=TJM')).json() as { Grupper: string[] }[];
    expect(tjm.length).toBeGreaterThan(0);
    expect(tjm.every((k) => k.Grupper.includes('TJM'))).toBe(true);
    const pay = (await get('ftg', '/api/LonKoder')).json() as { LonKod: string; Apris: number | null }[];
    expect(pay.find((k) => k.LonKod === 'UTLÄGG')).toBeDefined();
    expect(pay.find((k) => k.LonKod === 'MIL-EGEN')?.Apris).toBe(25);
  });

  it("gives PER the codes of their own employee's groups, whatever they ask for", async () => {
    const perlista = (await get('per', '/api/perlista')).json() as { TidKodGrupp: string }[];
    const own = perlista[0]!.TidKodGrupp;
    const codes = (await get('per', '/api/tidkoder?Grupp=SOMETHING-ELSE')).json() as { Grupper: string[] }[];
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((k) => k.Grupper.includes(own))).toBe(true);
  });

  it('lists OB rules to a company with Plus, and refuses one without', async () => {
    const rules = (await get('ftg', '/api/obregler')).json() as {
      OBRegelID: string;
      BenText: string;
      TidKod: string;
    }[];
    expect(rules.map((r) => r.TidKod)).toEqual(expect.arrayContaining(['OB1', 'OB2', 'OB3', 'OB4']));
    await t.database.db
      .update(companies)
      .set({ hasPlus: false })
      .where(eq(companies.ftgId, team.company.ftgId));
    try {
      expect((await get('ftg', '/api/obregler')).json().Code).toBe(40300);
    } finally {
      await t.database.db
        .update(companies)
        .set({ hasPlus: true })
        .where(eq(companies.ftgId, team.company.ftgId));
    }
  });

  it("keeps AVD to their own department's schedules", async () => {
    expect((await get('avd', `/api/perschema/${team.per.anstNr}`)).statusCode).toBe(200);
    expect((await get('avd', `/api/perschema/${team.other.anstNr}`)).json().Code).toBe(40311);
  });

  it('lists brukare and arbetsledare in a care company, and no arbetsledare without UseLSS', async () => {
    expect(((await get('lss', '/api/brukarlista')).json() as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(((await get('lss', '/api/brukaransvlista')).json() as unknown[]).length).toBeGreaterThan(0);
    expect((await get('ftg', '/api/brukaransvlista')).json()).toEqual([]);
  });

  it('lists departments, result units per dimension and work schedules', async () => {
    expect(((await get('ftg', '/api/avdelning')).json() as unknown[]).length).toBeGreaterThanOrEqual(5);
    const units = (await get('ftg', '/api/resenheter')).json();
    expect(units.ResEnh1.length).toBeGreaterThan(0);
    expect(units.ResEnh2.length).toBeGreaterThan(0);
    expect(units.ResEnh6).toEqual([]);
    const scheman = (await get('ftg', '/api/arbschemalist')).json() as { Dagar: number[] }[];
    expect(scheman[0]!.Dagar).toHaveLength(7);
  });

  it("lists the company's goods groups and accounts for compensation rows", async () => {
    const groups = (await get('per', '/api/varugrupper')).json() as { Namn: string }[];
    expect(groups.map((g) => g.Namn)).toContain('Drivmedel');
    expect(groups.map((g) => g.Namn)).toEqual(
      [...groups.map((g) => g.Namn)].sort((a, b) => (a < b ? -1 : 1)),
    );
    const accounts = (await get('ftg', '/api/kontoreg')).json() as { Konto: string; Namn: string }[];
    expect(accounts).toContainEqual({ Konto: '5611', Namn: 'Drivmedel för personbilar' });
  });

  it('lists the holidays of a year with the eves marked (DOMAIN §8)', async () => {
    const days = (await get('per', '/api/holidays/2026')).json() as { Datum: string; Typ: string }[];
    expect(days).toContainEqual(expect.objectContaining({ Datum: '2026-06-20', Typ: 'public' }));
    expect(days).toContainEqual(expect.objectContaining({ Datum: '2026-12-24', Typ: 'eve' }));
    expect((await get('per', '/api/holidays/abc')).statusCode).toBe(400);
  });

  it('gives an employee schedule and current schedule, PER only their own', async () => {
    const [mine, theirs] = [team.per.anstNr, team.other.anstNr];
    const rows = (await get('avd', `/api/perschema/${mine}`)).json() as { ArbSchema: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect((await get('per', `/api/perschema/${mine}`)).statusCode).toBe(200);
    expect((await get('per', `/api/perschema/${theirs}`)).statusCode).toBe(403);
    const reg = (await get('per', `/api/perreg/${mine}`)).json();
    expect(reg).toMatchObject({ AnstNr: mine, ArbSchema: rows.at(-1)!.ArbSchema });
    expect((await get('per', `/api/perreg/${theirs}`)).statusCode).toBe(403);
    expect((await get('avd', '/api/perreg/9999')).json().Code).toBe(40311); // unknown: not theirs to see
  });
});
