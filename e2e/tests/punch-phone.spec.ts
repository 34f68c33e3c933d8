import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, axeViolations, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';

// Phone first: the punch page at 390 × 844 with touch. Nothing is off-screen sideways,
// the clock's buttons and each punch's status, hours, working-time-law warnings, lock reason and
// actions show as cards with 44 px touch targets, and axe finds nothing of any impact. The punches
// are two presses-sent-later days of the last week (ADR 0018), the second 8 h 30 min after the
// first one's punch-out and 6 h 30 min without a break; the company locks corrections.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A press of the clock sent later, at `Tid`, as the page's user. */
async function pressAt(page: Page, Action: string, Tid: string) {
  const res = await page.request.post('/api/stamplingar', {
    headers: API_HEADERS,
    data: { Action, Nyckel: randomUUID(), Tid },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Whether a control is at least 44 × 44 px and inside the screen's width. */
async function expectTouchTarget(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(
    box.width,
    (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '',
  ).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test('the punch page on a phone: cards with the status, hours, warnings, lock and actions', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { per } = await createTeam(
    request,
    { per: { role: ROLE.PER, schedule: 'DEL30' } },
    { portal: { LockStamplingEdit: true } },
  );
  // Two days in a row of the last week, in one month (the page shows the browser's month).
  let second = Date.now() - 2 * DAY;
  if (new Date(second).getUTCDate() === 1) second -= DAY;
  const [dayA, dayB] = [isoDay(second - DAY), isoDay(second)];
  await page.clock.install({ time: new Date(`${dayB}T18:00:00Z`) });
  await loginAs(page, per);
  // 7 h 30 min with an hour's break, 8 h 30 min off, then 6 h 30 min without a break.
  await pressAt(page, 'in', `${dayA}T14:00:00Z`);
  await pressAt(page, 'rastStart', `${dayA}T17:00:00Z`);
  await pressAt(page, 'rastSlut', `${dayA}T18:00:00Z`);
  await pressAt(page, 'ut', `${dayA}T21:30:00Z`);
  await pressAt(page, 'in', `${dayB}T06:00:00Z`);
  await pressAt(page, 'ut', `${dayB}T12:30:00Z`);

  await page.goto('/stamplingar');
  await expect(page.getByRole('heading', { level: 1, name: 'Stämplingar' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Stämplingar' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);

  const first = list.locator(`[data-date="${dayA}"]`);
  await expect(first).toContainText('6,50 h');
  await expect(first).toContainText('Rast 60 min');
  const late = list.locator(`[data-date="${dayB}"]`);
  await expect(late).toContainText('6,50 h');
  await expect(late).toContainText(/Bara 8 h 30 min vila sedan utstämplingen .*\(minst 11 h, ATL 13 §\)/);
  await expect(late).toContainText(
    /6 h 30 min arbete i följd sedan \d\d:00 utan rast .*\(högst 5 h, ATL 15 §\)/,
  );
  // The company locks corrections: the reason is written out, deleting is still there.
  for (const card of [first, late]) {
    await expect(
      card.getByText('Företaget tillåter inte att anställda korrigerar sina stämplingar.'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /^Korrigera stämplingen/ })).toHaveCount(0);
    await expectTouchTarget(card.getByRole('button', { name: /^Ta bort stämplingen/ }));
  }

  const clock = page.getByRole('region', { name: 'Stämpelklocka' });
  for (const name of ['Stämpla in', 'Stämpla ut', 'Rast start', 'Rast slut'])
    await expectTouchTarget(clock.getByRole('button', { name }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/punch-phone-sv.png`, fullPage: true, animations: 'disabled' });

  // A press made offline shows as its own row on the phone too.
  await context.setOffline(true);
  await clock.getByRole('button', { name: 'Stämpla in' }).click();
  const waiting = clock.getByRole('list', { name: 'Stämplingar som väntar på anslutning' });
  await expect(waiting).toContainText('Skickas när anslutningen är tillbaka');
  await expect(waiting).toBeInViewport();
  await expect(clock.getByRole('button', { name: 'Stämpla ut' })).toBeEnabled();
  await expectTouchTarget(clock.getByRole('button', { name: 'Stämpla ut' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: `${SHOTS}/punch-phone-offline-sv.png`,
    fullPage: true,
    animations: 'disabled',
  });
  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(cards).toHaveCount(3);
});
