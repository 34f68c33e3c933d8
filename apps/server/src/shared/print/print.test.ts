import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { createScheduledEntries } from '../../db/seed/factories';
import { newCareTeam, newCompany, newStaffedTeam, type Team } from '../../../test/factories';
import { embedFonts } from './fonts';
import { drawable } from './pdf';

// The print reports as PDF, under the same scope as the JSON endpoints.
let t: TestApp;
/** A company of 45 employees: `per` and `avd` in Ekonomi, `other` in Lager. */
let team: Team;
/** The employee numbers of `per` and `other`. */
let mine = '';
let theirs = '';
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  team = await newStaffedTeam(t, 45);
  [mine, theirs] = [team.per.anstNr, team.other.anstNr];
  const care = await newCareTeam(t);
  Object.assign(cookies, {
    per: team.per.cookie,
    avd: team.avd.cookie,
    ftg: team.ftg.cookie,
    bru: care.bru.cookie,
  });
  // The year's rows of `per` up to November, as scheduled.
  await createScheduledEntries(t.database.db, {
    ftgId: team.company.ftgId,
    employees: [team.per],
    from: '2026-01-01',
    to: '2026-10-31',
  });
  for (const [Datum, over] of [
    ['2026-11-02', { Timmar: 8, Kommentar: 'Möte i Göteborg – ärende 7' }],
    ['2026-11-03', { StartTid: '22:00', SlutTid: '06:00', Timmar: null }],
    ['2026-11-04', { TidKod: 'SJK', Timmar: 8 }],
  ] as const) {
    const res = await t.api({
      method: 'POST',
      url: '/api/tidrader',
      cookie: cookies.per,
      body: { AnstNr: mine, Datum, TidKod: 'ARB', ...over },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const get = (login: string | undefined, url: string, ftgId?: string) =>
  t.api({ url, ...(login ? { cookie: cookies[login] } : {}), ...(ftgId ? { ftgId } : {}) });

async function expectPdf(res: Awaited<ReturnType<typeof get>>, pages?: number) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(res.rawPayload);
  if (pages !== undefined) expect(doc.getPageCount()).toBe(pages);
  return doc;
}

describe('GET /print/tidrapport', () => {
  it("prints the employee's own report, and a manager's employee's", async () => {
    const own = await expectPdf(
      await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30`),
    );
    expect(own.getTitle()).toBe('Tidrapport');
    expect(own.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    await expectPdf(await get('avd', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30`));
    await expectPdf(await get('ftg', `/print/tidrapport?AnstNr=${theirs}&From=2026-11-01&To=2026-11-30`));
  });

  it('prints up to a year (the longest date filter period) over several A4 pages', async () => {
    const doc = await expectPdf(
      await get('ftg', `/print/tidrapport?AnstNr=${mine}&From=2026-01-01&To=2026-12-31`),
    );
    expect(doc.getPageCount()).toBeGreaterThan(5);
    const long = await get('ftg', `/print/tidrapport?AnstNr=${mine}&From=2025-01-01&To=2026-12-31`);
    expect(long.statusCode).toBe(400);
    expect(long.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.tooLong' }]);
  });

  it('refuses an employee the caller may not see, with the error body', async () => {
    const other = await get('per', `/print/tidrapport?AnstNr=${theirs}&From=2026-11-01&To=2026-11-30`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ Code: 40311 });
    // `other` works in Lager, not in the AVD's Ekonomi.
    expect(
      (await get('avd', `/print/tidrapport?AnstNr=${theirs}&From=2026-11-01&To=2026-11-30`)).json().Code,
    ).toBe(40311);
    expect(
      (await get(undefined, `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30`)).statusCode,
    ).toBe(401);
    const elsewhere = (await newCompany(t)).ftgId;
    expect(
      (await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30`, elsewhere))
        .statusCode,
    ).toBe(403);
    const bad = await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-30&To=2026-11-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.endBeforeStart' }]);
  });
});

describe('GET /print/attestlista', () => {
  it('prints the attest list in landscape for those who attest', async () => {
    const doc = await expectPdf(await get('avd', '/print/attestlista?From=2026-11-01&To=2026-11-30'), 1);
    expect(doc.getTitle()).toBe('Attestlista');
    expect(doc.getPage(0).getSize()).toEqual({ width: 841.89, height: 595.28 });
    // 45 employees in the company: more than one page.
    expect(
      (await expectPdf(await get('ftg', '/print/attestlista?From=2026-11-01&To=2026-11-30'))).getPageCount(),
    ).toBeGreaterThan(1);
    await expectPdf(await get('bru', '/print/attestlista?From=2026-11-01&To=2026-11-30'));
  });

  it('refuses an employee (SPEC §6 /rapporter/attestlista), with the error body', async () => {
    const res = await get('per', '/print/attestlista?From=2026-11-01&To=2026-11-30');
    expect(res.statusCode).toBe(403);
    expect(String(res.json().Code)).toMatch(/^403/);
  });
});

describe('drawable', () => {
  it('keeps the letters of the four languages and replaces what the font cannot draw', async () => {
    const { regular } = await embedFonts(await PDFDocument.create());
    const charset = new Set(regular.getCharacterSet());
    expect(drawable('Åsa Öberg – ä é ç € Łukasz\tŻak ś ć ą ę', charset)).toBe(
      'Åsa Öberg – ä é ç € Łukasz Żak ś ć ą ę',
    );
    expect(drawable('漢 한', charset)).toBe('? ?');
  });
});
