import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_HEADERS, loginAs } from './helpers';
import { ROLE, createTeam, type FixtureCompany, type FixtureUser } from './fixtures';

// Helpers of the phone specs (every built screen works on a phone): a phone's screen,
// a browser clock and data on fixed dates so the screenshots compare alike on any day, and the
// checks every phone page passes (nothing sideways, touch targets of 44 px).

/** An iPhone-sized screen with touch; Chromium emulates isMobile (meta viewport, touch events). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const PHONE_WIDTH = PHONE.viewport.width;

/** The browser's "now": Friday 14 March 2025, 10:00 in Stockholm. The date filter shows March 2025. */
export const NOW = new Date('2025-03-14T10:00:00+01:00');
export const MONTH = { From: '2025-03-01', To: '2025-03-31', name: 'mars 2025' } as const;

/**
 * An employee's rows in the first week of March 2025 (no holiday in it): 24 hours in three rows,
 * one with times and a break, one with a comment, one of sick leave.
 */
export const rowsOf = (anstNr: string) => [
  {
    AnstNr: anstNr,
    Datum: '2025-03-03',
    TidKod: 'ARB',
    StartTid: '08:00',
    SlutTid: '17:00',
    RastMinuter: 60,
  },
  { AnstNr: anstNr, Datum: '2025-03-04', TidKod: 'ARB', Timmar: 8, Kommentar: 'Kurs i arbetsmiljö' },
  { AnstNr: anstNr, Datum: '2025-03-05', TidKod: 'SJK', Timmar: 8 },
];

/** An API session of `user` of its own (the page's cookies stay as they are). */
export async function apiSession(baseURL: string, user: FixtureUser): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: API_HEADERS });
  const res = await api.post('/api/authenticate', { data: { Login: user.login, Password: user.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/** Creates rowsOf(anstNr) through POST /api/tidrader as the session's user (page.request or apiSession). */
export async function createRows(api: APIRequestContext, anstNr: string) {
  for (const row of rowsOf(anstNr)) {
    const res = await api.post('/api/tidrader', { headers: API_HEADERS, data: row });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** A status action over March 2025 (POST /api/godkann or /api/attest) that must change rows. */
export async function statusAction(
  api: APIRequestContext,
  action: 'approve' | 'attest',
  anstNr: readonly string[],
) {
  const url = action === 'approve' ? '/api/godkann' : '/api/attest';
  const res = await api.post(url, {
    data: { From: MONTH.From, To: MONTH.To, Action: action, AnstNr: anstNr },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await res.json()).Andrade).toBeGreaterThan(0);
}

/**
 * A manager (FTG) and two employees whose March 2025 is alike (the same rows, then `steps` over
 * both), so a list of them looks the same in either order.
 */
export async function managerWithTwoEmployees(
  request: APIRequestContext,
  baseURL: string,
  steps: readonly ('approve' | 'attest')[],
) {
  const team = await createTeam(request, {
    ftg: { role: ROLE.FTG },
    anna: { role: ROLE.PER },
    bo: { role: ROLE.PER },
  });
  const employees = [team.anna, team.bo];
  const anstNr = employees.map((e) => e.anstNr!);
  const api = await apiSession(baseURL, team.ftg);
  for (const a of anstNr) await createRows(api, a);
  for (const step of steps) await statusAction(api, step, anstNr);
  await api.dispose();
  return { team, employees };
}

/** Fixes the browser's clock at NOW and logs `user` in on the phone. */
export async function loginOnPhone(page: Page, user: FixtureUser) {
  await page.clock.setFixedTime(NOW);
  await loginAs(page, user);
}

/** Opens `path` and waits for its heading and the date filter on March 2025. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByTestId('date-filter-period')).toHaveText(new RegExp(MONTH.name, 'i'));
}

/** Nothing wider than the phone: the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * Every control in `scope` that is shown (buttons, checkboxes, fields, links) is on the screen
 * sideways and at least 44 × 44 px; a field counts with its whole box, as a tap anywhere on it
 * focuses it. Answers the ones that are not, to compare with [].
 */
export async function smallTouchTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, width) => {
    const out: string[] = [];
    for (const el of root.querySelectorAll('button, a[href], input, [role="combobox"]')) {
      const target = el.closest('.MuiInputBase-root') ?? el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown (the other layout, a closed part)
      if (r.width < 44 || r.height < 44 || r.left < 0 || r.right > width) {
        const name = el.getAttribute('aria-label') ?? el.textContent ?? el.tagName;
        out.push(`${name.trim()}: ${Math.round(r.width)}×${Math.round(r.height)} at x ${Math.round(r.left)}`);
      }
    }
    return out;
  }, PHONE_WIDTH);
}

/** `target` lies within the phone's width (nothing of it off-screen sideways). */
export async function expectInView(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Closes the snackbar that says `text` (it would lie over a screenshot for 10 s). */
export async function closeSnackbar(page: Page, text: string) {
  const snackbar = page.getByRole('alert').filter({ hasText: text });
  await snackbar.getByRole('button').tap();
  await expect(snackbar).toHaveCount(0);
}

/** Screenshot options of the phone specs: a stored baseline, 1 % of the pixels may differ. */
export const shot = (mask: Locator[]) => ({ mask, maxDiffPixelRatio: 0.01, animations: 'disabled' as const });

/**
 * The whole page against its stored baseline `name`, with what differs from run to run masked:
 * the company's name (header, print facts), the user menu's initials, and `mask`.
 */
async function expectPageScreenshot(page: Page, name: string, company: string, mask: Locator[]) {
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    ...shot([page.getByText(company), page.getByRole('button', { name: /^Användarmeny för / }), ...mask]),
  });
}

/** A desktop screen (no touch), for the layout baselines taken at both sizes. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false } as const;

/**
 * Writes each pair's `to` for its `from` in the page's text: a fixture's random name or number of
 * random length would otherwise move the layout between runs (a line that wraps or not). For
 * baselines whose layout must not depend on the fixture: call it once the data is shown.
 */
export async function fixTexts(page: Page, pairs: [from: string, to: string][]) {
  await page.evaluate((replacements) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const before = node.nodeValue ?? '';
      const after = replacements.reduce((text, [from, to]) => text.split(from).join(to), before);
      if (after !== before) node.nodeValue = after;
    }
  }, pairs);
}

/** "Andersson, Anna" for "Anna Andersson" (a fixture's name has one first and one last name). */
export const lastFirst = ({ namn }: { namn: string }) => {
  const [first, last] = namn.split(' ');
  return `${last}, ${first}`;
};

/**
 * What the fixtures' random company, names and personnel numbers are written as in the baselines:
 * of fixed length, so they cannot move the layout, and real text in the pictures.
 */
export const FIXED = {
  company: 'Fabrik 12345678 AB',
  people: [
    { namn: 'Anna Andersson', anstNr: '12345678' },
    { namn: 'Bo Berglund', anstNr: '12345679' },
  ],
} as const;

/**
 * Writes the fixture's company as FIXED.company and each of `people` (name, "last, first" and
 * personnel number) as FIXED.people, given out in the order the page shows them, so a list sorted
 * by name or number keeps its order in the picture. Call it once the data is shown; the page's
 * texts stay written so until it is loaded again.
 */
export async function fixFixtureTexts(page: Page, company: FixtureCompany, people: readonly FixtureUser[]) {
  if (people.length > FIXED.people.length) throw new Error(`at most ${FIXED.people.length} people`);
  const text = await page.locator('body').innerText();
  const at = (p: FixtureUser) => {
    const found = [p.namn, lastFirst(p)].map((s) => text.indexOf(s)).filter((i) => i >= 0);
    return found.length > 0 ? Math.min(...found) : Infinity;
  };
  const shown = [...people].sort((a, b) => at(a) - at(b));
  await fixTexts(page, [
    [company.namn, FIXED.company],
    ...shown.flatMap((p, i): [string, string][] => {
      const fixed = FIXED.people[i]!;
      return [
        [p.namn, fixed.namn],
        [lastFirst(p), lastFirst(fixed)],
        ...(p.anstNr ? [[p.anstNr, fixed.anstNr] as [string, string]] : []),
      ];
    }),
  ]);
}

/**
 * The whole page against its baseline `name` once fixFixtureTexts has written the fixture's company
 * and `people` as FIXED's; the company stays masked (as do the user menu's initials) and `mask` hidden.
 */
export async function expectFixedScreenshot(
  page: Page,
  name: string,
  company: FixtureCompany,
  people: readonly FixtureUser[],
  mask: Locator[] = [],
) {
  await fixFixtureTexts(page, company, people);
  await expectPageScreenshot(page, name, FIXED.company, mask);
}
