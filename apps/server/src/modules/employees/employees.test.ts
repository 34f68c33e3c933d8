import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeamWithSwedishNames } from '../../../test/factories';
import { DEMO_FTG } from '../../db/seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (login: string, query = '', ftgId?: string) =>
  t.api({ url: `/api/perlista${query}`, cookie: await t.login(login), ...(ftgId ? { ftgId } : {}) });

describe('GET /api/perlista', () => {
  it('lists the company registry sorted by name, with PerStatus and PerSchema', async () => {
    const res = await list('ftg');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const names = rows.map((r: { EfNamn: string; FoNamn: string }) => `${r.EfNamn} ${r.FoNamn}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    expect(rows.some((r: { PerSchema: unknown[] }) => r.PerSchema.length > 0)).toBe(true);
    expect(rows[0].PerStatus).toHaveProperty('UseResEnhet3');
  });

  it('sorts Å, Ä and Ö after Z, as Swedish does', async () => {
    const { ftg, inOrder } = await newTeamWithSwedishNames(t);
    const res = await t.api({ url: '/api/perlista', cookie: ftg.cookie });
    expect(res.json().map((r: { EfNamn: string }) => r.EfNamn)).toEqual(inOrder);
  });

  it('leaves locked employees out with Locked=false', async () => {
    const all = (await list('ftg')).json() as { Locked: boolean }[];
    const active = (await list('ftg', '?Locked=false')).json() as { Locked: boolean }[];
    expect(all.some((r) => r.Locked)).toBe(true);
    expect(active.every((r) => !r.Locked)).toBe(true);
    expect(active.length).toBe(all.filter((r) => !r.Locked).length);
  });

  it('gives PER only their own record, whatever they ask for', async () => {
    const own = (await list('per')).json();
    expect(own.map((r: { AnstNr: string }) => r.AnstNr)).toEqual(['1001']);
    expect((await list('per', '?AnstNr=1002')).json()).toEqual([]);
  });

  it('gives AVD the employees of their own department', async () => {
    const all = (await list('ftg')).json() as { AnstNr: string }[];
    const avd = (await list('avd')).json() as { AnstNr: string }[];
    expect(avd.map((r) => r.AnstNr)).toEqual(expect.arrayContaining(['1001', '1006']));
    expect(avd.length).toBeLessThan(all.length);
    expect((await list('avd', '?AnstNr=1002')).json()).toEqual([]); // Lager, not Ekonomi
  });

  it('finds one employee by AnstNr', async () => {
    const one = (await list('avd', '?AnstNr=1006')).json();
    expect(one).toHaveLength(1);
    expect(one[0].AnstNr).toBe('1006');
  });

  it('is scoped to the company: another company is refused', async () => {
    expect((await list('per', '', DEMO_FTG.omsorg)).statusCode).toBe(403);
    const omsorg = (await list('lss')).json() as { PerStatus: { UseBrukare: boolean } }[];
    expect(omsorg.some((r) => r.PerStatus.UseBrukare)).toBe(true);
  });
});
