import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import {
  newCareTeam,
  newCompany,
  newEmployee,
  newEmployeeAccount,
  newTeam,
  newTeamWithSwedishNames,
  LAGER,
  type Team,
} from '../../../test/factories';

let t: TestApp;
/** A company of 40 employees (newTeam's three and more, two of them locked) and a care company's LSS. */
let team: Team;
let lss: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await newTeam(t);
  const ftgId = team.company.ftgId;
  for (let i = 0; i < 37; i++)
    await newEmployeeAccount(t, {
      ftgId,
      ...(i % 2 === 0 ? {} : { avd: LAGER }),
      arbSchema: i % 3 === 0 ? 'DEL30' : 'HEL40',
      locked: i % 20 === 19,
    });
  // A care company with an assistant who works for a brukare.
  const care = await newCareTeam(t);
  await newEmployee(t, {
    ftgId: care.company.ftgId,
    avd: care.company.avdelningar[0],
    arbSchema: 'ASS',
    employeeBrukare: care.brukare,
  });
  lss = care.lss.cookie;
});
afterAll(() => t.close());

type Who = 'ftg' | 'avd' | 'per' | 'lss';
const cookieOf = (who: Who) => (who === 'lss' ? lss : team[who].cookie);
const list = async (who: Who, query = '', ftgId?: string) =>
  t.api({ url: `/api/perlista${query}`, cookie: cookieOf(who), ...(ftgId ? { ftgId } : {}) });

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
    expect(own.map((r: { AnstNr: string }) => r.AnstNr)).toEqual([team.per.anstNr]);
    expect((await list('per', `?AnstNr=${team.other.anstNr}`)).json()).toEqual([]);
  });

  it('gives AVD the employees of their own department', async () => {
    const all = (await list('ftg')).json() as { AnstNr: string }[];
    const avd = (await list('avd')).json() as { AnstNr: string }[];
    expect(avd.map((r) => r.AnstNr)).toEqual(expect.arrayContaining([team.per.anstNr, team.avd.anstNr]));
    expect(avd.length).toBeLessThan(all.length);
    expect((await list('avd', `?AnstNr=${team.other.anstNr}`)).json()).toEqual([]); // Lager, not Ekonomi
  });

  it('finds one employee by AnstNr', async () => {
    const one = (await list('avd', `?AnstNr=${team.avd.anstNr}`)).json();
    expect(one).toHaveLength(1);
    expect(one[0].AnstNr).toBe(team.avd.anstNr);
  });

  it('is scoped to the company: another company is refused', async () => {
    expect((await list('per', '', (await newCompany(t)).ftgId)).statusCode).toBe(403);
    const omsorg = (await list('lss')).json() as { PerStatus: { UseBrukare: boolean } }[];
    expect(omsorg.some((r) => r.PerStatus.UseBrukare)).toBe(true);
  });
});
