import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';

// Punching while offline is queued on the device, shown as "will be sent", and sent when
// the connection returns with the time of the press and never twice (domain punches.ts rule 9,
// ADR 0018). The browser's clock is set back to 10:00 two days ago (page.clock): the time a punch is
// saved with tells the time of the press from the time it was sent, and the presses, an hour and a
// quarter apart, fall on one day, whatever the real hour is, well within the seven days a press
// sent later may be old.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

// What the page reported as errors, printed when a test fails: an error page's cause then shows in
// the run's log.
const pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors.length = 0;
  page.on('pageerror', (e) => pageErrors.push(`page error: ${e.stack ?? e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(`console error: ${m.text()}`);
  });
});
test.afterEach(({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    console.log([`at ${page.url()}`, ...pageErrors].join('\n'));
});

const MINUTE = 60_000;

/** 'HH:MM' on the Stockholm clock. */
const wallTime = (ms: number) =>
  new Date(ms).toLocaleTimeString('sv-SE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  });

/** 'YYYY-MM-DD' on the Stockholm clock. */
const wallDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** 10:00 on the Stockholm clock on the day `daysBack` days before today's. */
function tenOClock(daysBack: number): number {
  const day = wallDate(Date.now() - daysBack * 24 * 60 * MINUTE);
  // Stockholm is an hour ahead of UTC in winter and two in summer.
  const at = ['+01:00', '+02:00'].map((offset) => Date.parse(`${day}T10:00:00${offset}`));
  return at.find((ms) => wallTime(ms) === '10:00')!;
}

interface Punch {
  Id: string;
  Datum: string;
  In: string;
  Ut: string | null;
}

/** The user's punches of the last days, straight from the API. */
async function punchesOf(page: Page, anstNr: string): Promise<Punch[]> {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const res = await page.request.get(
    `/api/stamplingar?AnstNr=${anstNr}&From=${day(Date.now() - 3 * 86_400_000)}&To=${day(Date.now() + 86_400_000)}`,
    { headers: API_HEADERS },
  );
  expect(res.ok()).toBe(true);
  return res.json();
}

test('punches made offline are sent with the time they were made, and a press sent twice is taken once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'DEL30' } });
  // The presses are made then, on the browser's clock.
  const pressedIn = tenOClock(2);
  const pressedOut = pressedIn + 75 * MINUTE;
  await page.clock.install({ time: pressedIn });
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Stämplingar' }).click();
  const clock = page.getByRole('region', { name: 'Stämpelklocka' });
  await expect(clock.getByText('Utstämplad', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Stämplingar' });
  await expect(table).toContainText('Inga stämplingar under perioden.');

  // Offline: the punch-in waits on the device, and the clock already counts it.
  await context.setOffline(true);
  await page.clock.setSystemTime(pressedIn);
  await clock.getByRole('button', { name: 'Stämpla in' }).click();
  await expect(page.getByText('Ingen anslutning: stämplingen sparas på enheten')).toBeVisible();
  const waiting = clock.getByRole('list', { name: 'Stämplingar som väntar på anslutning' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting.getByRole('listitem')).toContainText(`Instämpling ${wallTime(pressedIn)}`);
  await expect(waiting.getByRole('listitem')).toContainText('Skickas när anslutningen är tillbaka');
  await expect(clock.getByText('Instämplad', { exact: true })).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Stämpla in' })).toBeDisabled();

  // 1 h 15 min later, still offline: the punch-out waits too.
  await page.clock.setSystemTime(pressedOut);
  await clock.getByRole('button', { name: 'Stämpla ut' }).click();
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting.getByRole('listitem').nth(1)).toContainText(`Utstämpling ${wallTime(pressedOut)}`);
  await expect(clock.getByText('Utstämplad', { exact: true })).toBeVisible();
  expect(await punchesOf(page, per.anstNr!)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: `${SHOTS}/punch-offline-waiting.png`,
    fullPage: true,
    animations: 'disabled',
  });

  // Back online: both are sent in order, with the times they were made.
  await context.setOffline(false);
  await expect(page.getByText('Stämplingarna som väntade är skickade.')).toBeVisible();
  await expect(waiting).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: wallTime(pressedIn) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(wallTime(pressedOut));
  await expect(row.getByRole('cell').nth(4)).toHaveText('1,25');
  // The browser's clock runs on from where it was set: the presses were made within seconds of it.
  const [saved] = await punchesOf(page, per.anstNr!);
  expect(Date.parse(saved!.In) - pressedIn).toBeGreaterThanOrEqual(0);
  expect(Date.parse(saved!.In) - pressedIn).toBeLessThan(10_000);
  expect(Date.parse(saved!.Ut!) - pressedOut).toBeGreaterThanOrEqual(0);
  expect(Date.parse(saved!.Ut!) - pressedOut).toBeLessThan(10_000);

  // The connection falls after the punch-in has reached the server: the answer never comes, so
  // the press waits to be sent again, with the same key.
  await page.route('**/api/stamplingar', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await clock.getByRole('button', { name: 'Stämpla in' }).click();
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await punchesOf(page, per.anstNr!)).length).toBe(2);
  await page.unroute('**/api/stamplingar');

  // The next time the page opens the press is sent again: the server answers it with the punch it
  // made, and nothing is made twice or refused.
  await page.reload();
  await expect(page.getByText('Stämplingarna som väntade är skickade.')).toBeVisible();
  await expect(clock.getByText('Instämplad', { exact: true })).toBeVisible();
  await expect(waiting).toBeHidden();
  // No press refused. (The open punch, begun on a day that has passed, is a forgotten punch-out by
  // now: that notice is no refusal.)
  await expect(clock.getByRole('alert').filter({ hasNotText: 'Glömd utstämpling' })).toHaveCount(0);
  const after = await punchesOf(page, per.anstNr!);
  expect(after).toHaveLength(2);
  // The list shows the month of the device's day. The punch whose answer never came has the
  // server's time, today: in that month or, on the 1st or 2nd, in the next.
  const month = wallDate(pressedIn).slice(0, 7);
  await expect(table.getByRole('button', { name: /^Ta bort stämplingen / })).toHaveCount(
    after.filter((p) => p.Datum.startsWith(month)).length,
  );
  await expect(
    table.getByRole('button', { name: `Ta bort stämplingen ${wallDate(pressedIn)} 10:00` }),
  ).toHaveCount(1);
  expect(after.filter((p) => p.Ut === null)).toHaveLength(1);
  // The stored queue is empty.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lonportal.punchQueue.'))),
  ).toEqual([]);
});

test('a press the server refuses leaves the queue and says why', async ({ page, context, request }) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'DEL30' } });
  // Eight days back: older than a press sent later may be.
  const pressed = Math.floor((Date.now() - 8 * 24 * 60 * MINUTE) / MINUTE) * MINUTE;
  await page.clock.install({ time: pressed });
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Stämplingar' }).click();
  const clock = page.getByRole('region', { name: 'Stämpelklocka' });
  await expect(clock.getByRole('button', { name: 'Stämpla in' })).toBeEnabled();
  // The page has shown what it loads before the connection goes (as in the test above).
  await expect(page.getByRole('table', { name: 'Stämplingar' })).toContainText(
    'Inga stämplingar under perioden.',
  );

  await context.setOffline(true);
  await clock.getByRole('button', { name: 'Stämpla in' }).click();
  await expect(clock.getByText('Skickas när anslutningen är tillbaka')).toBeVisible();
  await context.setOffline(false);

  const refused = clock.getByRole('alert').filter({ hasText: 'kunde inte sparas' });
  await expect(refused).toContainText(`Instämpling`);
  await expect(refused).toContainText('Stämplingen gjordes för mer än 7 dagar sedan och kan inte tas emot.');
  await expect(clock.getByText('Skickas när anslutningen är tillbaka')).toBeHidden();
  await expect(clock.getByText('Utstämplad', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Closed, it is gone for good, after a reload too.
  await refused.getByRole('button', { name: 'Stäng' }).click();
  await expect(refused).toBeHidden();
  await page.reload();
  await expect(clock.getByRole('button', { name: 'Stämpla in' })).toBeEnabled();
  await expect(clock.getByRole('alert')).toHaveCount(0);
  expect(await punchesOf(page, per.anstNr!)).toEqual([]);
});
