import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newTeam, newTeamWithSwedishNames } from '../../../test/factories';

// The attest list's hours (SPEC §5; domain totals.ts): the database sums per code, the domain says
// which codes count (attendance and absence, not supplements such as OB) and rounds to 2 decimals.
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Entry = { AnstNr: string; Avdelning: string; Timmar: number; Antal: Record<string, number> };
const period = { From: '2026-12-07', To: '2026-12-13' };
const attestList = async () =>
  (
    await t.api({ method: 'GET', url: `/api/attestlista?From=${period.From}&To=${period.To}`, cookie })
  ).json() as Entry[];

describe('GET /api/attestlista hours', () => {
  it('counts attendance, absence and corrections, not supplements, rounded once', async () => {
    const { ftg, other } = await newTeam(t);
    cookie = ftg.cookie;
    const before = await attestList();
    // Lager is an hourly group (KOL), so OB codes are open to its employees.
    const employee = before.find((e) => e.AnstNr === other.anstNr);
    expect(employee).toMatchObject({ Avdelning: 'LAG', Timmar: 0 });
    const rows: [string, string, number][] = [
      ['2026-12-07', 'ARB', 7.5],
      ['2026-12-07', 'ARB', -0.25], // a correction
      ['2026-12-08', 'SJK', 0.1],
      ['2026-12-08', 'ARB', 0.2],
      ['2026-12-08', 'OB1', 3], // paid on top, not hours of the day
    ];
    for (const [Datum, TidKod, Timmar] of rows) {
      const res = await t.api({
        method: 'POST',
        url: '/api/tidrader',
        cookie,
        body: { AnstNr: employee!.AnstNr, Datum, TidKod, Timmar },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const after = (await attestList()).find((e) => e.AnstNr === employee!.AnstNr);
    expect(after?.Timmar).toBe(7.55);
    expect(after?.Antal.NOT_APPROVED).toBe(5);
  });
});

describe('GET /api/attestlista order', () => {
  it('lists people in Swedish name order (Å, Ä, Ö after Z)', async () => {
    const { ftg, inOrder } = await newTeamWithSwedishNames(t);
    cookie = ftg.cookie;
    const list = await attestList();
    expect(list.map((e) => (e as Entry & { EfNamn: string }).EfNamn)).toEqual(inOrder);
  });
});
