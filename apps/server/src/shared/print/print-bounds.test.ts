import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { timeEntries } from '../../db/schema/index';
import { createScheduledEntries } from '../../db/seed/factories';
import { newStaffedTeam, type Team } from '../../../test/factories';
import { PRINTS_PER_USER } from './print-slots';

// Print and PDF (ADR 0009): rendering never blocks the event loop, the period and the prints per
// user in progress are bounded.
let t: TestApp;
/** A company of 45 employees: `per` and `avd` in Ekonomi, `other` in Lager. */
let team: Team;
/** The employee numbers of `per` and `other`. */
let mine = '';
let theirs = '';
const cookies: Record<string, string> = {};
const ROWS_PER_DAY = 10;

beforeAll(async () => {
  t = await createTestApp();
  team = await newStaffedTeam(t, 45);
  [mine, theirs] = [team.per.anstNr, team.other.anstNr];
  Object.assign(cookies, { per: team.per.cookie, avd: team.avd.cookie, ftg: team.ftg.cookie });
  // A year of `other`'s rows as scheduled: a time report of a few pages.
  await createScheduledEntries(t.database.db, {
    ftgId: team.company.ftgId,
    employees: [team.other],
    from: '2026-01-01',
    to: '2026-12-31',
  });
  // A year of ten rows a day for `per`: a time report of about a hundred pages.
  const rows = [];
  for (let d = Date.UTC(2026, 0, 1); d <= Date.UTC(2026, 11, 31); d += 86_400_000) {
    const datum = new Date(d).toISOString().slice(0, 10);
    for (let i = 0; i < ROWS_PER_DAY; i++)
      rows.push({
        ftgId: team.company.ftgId,
        anstNr: mine,
        datum,
        tidKod: 'ARB',
        timmar: 0.5,
        status: 'NOT_APPROVED' as const,
        kommentar: `Rad ${i + 1}`,
      });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await t.database.db.insert(timeEntries).values(rows.slice(i, i + 1000));
});
afterAll(() => t.close());

const get = (login: string, url: string) => t.api({ url, cookie: cookies[login] });

async function pages(res: Awaited<ReturnType<typeof get>>): Promise<number> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await PDFDocument.load(res.rawPayload)).getPageCount();
}

/** Waits until `ok()` holds (polling lets the app's I/O run meanwhile). */
async function until(ok: () => boolean): Promise<void> {
  await expect.poll(ok, { timeout: 10_000, interval: 5 }).toBe(true);
}

describe('the period of a print', () => {
  it("allows an employee's year as a time report and a quarter as an attest list, no more", async () => {
    const year = await get('ftg', `/print/tidrapport?AnstNr=${theirs}&From=2026-01-01&To=2026-12-31`);
    expect(await pages(year)).toBeGreaterThan(5);
    const longer = await get('ftg', `/print/tidrapport?AnstNr=${theirs}&From=2026-01-01&To=2027-01-02`);
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toMatchObject({
      Code: 40000,
      Details: [{ Field: 'To', Code: 'validation.period.tooLong' }],
    });

    expect(await pages(await get('ftg', '/print/attestlista?From=2026-10-01&To=2026-12-31'))).toBeGreaterThan(
      1,
    );
    const year2 = await get('ftg', '/print/attestlista?From=2026-01-01&To=2026-12-31');
    expect(year2.statusCode).toBe(400);
    expect(year2.json().Details).toEqual([{ Field: 'To', Code: 'validation.period.tooLong' }]);
  });
});

describe('prints in progress per user', () => {
  it(`answers 429 with Retry-After past ${PRINTS_PER_USER} prints at a time, for that user only`, async () => {
    // A year of `other` (a few pages): enough to still be rendering when the last request arrives.
    const url = `/print/tidrapport?AnstNr=${theirs}&From=2026-01-01&To=2026-12-31`;
    const mine = Array.from({ length: PRINTS_PER_USER + 1 }, () => get('ftg', url));
    const other = get('avd', '/print/attestlista?From=2026-11-01&To=2026-11-30');
    const answers = await Promise.all(mine);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(PRINTS_PER_USER).fill(200),
      429,
    ]);
    expect(refused[0]!.json()).toMatchObject({ Code: 42902 });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await other).statusCode).toBe(200);
    // Finished prints give their slots back.
    const again = await Promise.all(Array.from({ length: PRINTS_PER_USER }, () => get('ftg', url)));
    expect(again.map((r) => r.statusCode)).toEqual(Array<number>(PRINTS_PER_USER).fill(200));
  });

  it('gives the slot back when a print is refused', async () => {
    for (let i = 0; i < PRINTS_PER_USER + 1; i++) {
      const res = await get('per', `/print/tidrapport?AnstNr=${theirs}&From=2026-11-01&To=2026-11-30`);
      expect(res.json().Code).toBe(40311);
    }
    expect(
      await pages(await get('per', `/print/tidrapport?AnstNr=${mine}&From=2026-11-01&To=2026-11-30`)),
    ).toBeGreaterThan(0);
  });
});

describe('rendering off the event loop', () => {
  it("answers another user's request while a large PDF renders", async () => {
    const pool = t.app.printPool;
    // A small print first, so that what follows measures rendering, not a worker starting.
    await pages(await get('ftg', `/print/tidrapport?AnstNr=${theirs}&From=2026-11-01&To=2026-11-30`));
    let settled = false;
    const print = get('ftg', `/print/tidrapport?AnstNr=${mine}&From=2026-01-01&To=2026-12-31`).finally(() => {
      settled = true;
    });
    await until(() => pool.stats().running === 1);

    const me = await get('per', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().UserAccount.Login).toBe(team.per.login);
    // The other user was answered while the PDF was still being drawn.
    expect(settled).toBe(false);
    expect(pool.stats().running).toBe(1);

    expect(await pages(await print)).toBeGreaterThan(50);
  });
});
