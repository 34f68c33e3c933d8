import { expect, test, type Page } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { SHOTS, pauseClock, publishEvent, recordLiveMessages, watchLiveSocket } from './global-helpers';

// SPEC §4 New app version, §9: 10 s after the event a dialog counts 3 minutes down; the ring is
// normal above 60 s, accent at 60 s or less, error at 30 s or less; "Need more time" adds a minute
// at most 3 times; the page reloads at zero. page.clock moves the browser's time; nothing waits.
// The event goes to a company made for the test (fixtures.ts) only: published to everyone, it would
// start the countdown in the pages of the specs running beside this one.

const ring = (page: Page) => page.getByRole('progressbar', { name: 'Tid kvar till omladdning' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Ny version av Lönportalen' });

async function expectRing(page: Page, seconds: number, colour: string, rgb: string) {
  await expect(page.getByTestId('new-version-seconds')).toHaveText(String(seconds));
  await expect(ring(page)).toHaveAttribute('aria-valuetext', `Sekunder kvar: ${seconds}`);
  await expect(ring(page)).toHaveAttribute('data-colour', colour);
  await expect(ring(page)).toHaveCSS('color', rgb);
}

test('APP_VERSION_UPDATED over /ws opens the reload countdown after 10 s', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { company, ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await page.clock.install();
  const live = watchLiveSocket(page);
  const messages = await recordLiveMessages(page);
  await loginAs(page, ftg);
  await live.received('"build-id"');
  await pauseClock(page);

  await publishEvent(page, 'APP_VERSION_UPDATED', { BuildId: 'e2e-next-release' }, company.ftgId);
  await messages.handled('APP_VERSION_UPDATED'); // the page's 10 s start now, on the paused clock
  const dialog = dialogOf(page);
  await page.clock.runFor(9_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeVisible();

  await expectRing(page, 180, 'primary', 'rgb(29, 79, 145)');
  await expect(dialog).toContainText('Förlängningar kvar: 3 av 3');
  await page.screenshot({ path: `${SHOTS}/new-version-dialog.png`, animations: 'disabled' });

  await page.clock.runFor(119_000);
  await expectRing(page, 61, 'primary', 'rgb(29, 79, 145)');
  await page.clock.runFor(1_000);
  await expectRing(page, 60, 'secondary', 'rgb(138, 90, 0)');
  await page.clock.runFor(29_000);
  await expectRing(page, 31, 'secondary', 'rgb(138, 90, 0)');
  await page.clock.runFor(1_000);
  await expectRing(page, 30, 'error', 'rgb(211, 47, 47)');
  await page.screenshot({ path: `${SHOTS}/new-version-dialog-30s.png`, animations: 'disabled' });

  const moreTime = dialog.getByRole('button', { name: 'Behöver mer tid' });
  for (const left of [2, 1, 0]) {
    await moreTime.click();
    await expect(dialog).toContainText(`Förlängningar kvar: ${left} av 3`);
  }
  await expect(moreTime).toBeDisabled();
  await expectRing(page, 210, 'primary', 'rgb(29, 79, 145)');

  // axe needs its timers; from here on the exact second does not matter.
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);

  // At zero the page reloads by itself, on the new release.
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(210_000);
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialogOf(page)).toBeHidden();
});

test('"Update now" reloads at once', async ({ page, request }) => {
  const { company, ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await page.clock.install();
  const live = watchLiveSocket(page);
  const messages = await recordLiveMessages(page);
  await loginAs(page, ftg);
  await live.received('"build-id"');
  await pauseClock(page);
  await publishEvent(page, 'APP_VERSION_UPDATED', {}, company.ftgId);
  await messages.handled('APP_VERSION_UPDATED');
  await page.clock.runFor(10_000);
  const reloaded = page.waitForEvent('load');
  await dialogOf(page).getByRole('button', { name: 'Uppdatera nu' }).click();
  await reloaded;
  await expect(dialogOf(page)).toBeHidden();
});

test.describe('a changed build id', () => {
  // page.route does not see requests a service worker handles; this test rewrites answers.
  test.use({ serviceWorkers: 'block' });

  test('an X-Build-Id unlike the loaded one starts the countdown as well', async ({ page, request }) => {
    const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
    let buildId: string | null = null;
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      await route.fulfill({ response, headers: buildId ? { ...headers, 'x-build-id': buildId } : headers });
    });
    await page.clock.install();
    await loginAs(page, ftg);

    // The server is "redeployed"; the session check that runs when the tab shows again sees it.
    await pauseClock(page);
    buildId = 'e2e-newer-build';
    const checked = page.waitForResponse('**/api/me');
    await page.clock.runFor(31_000); // the /me answer is older than its 30 s
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await checked;
    // Within 10 s of the first answer with the new id (an earlier call may have seen it first).
    for (let s = 0; s < 10 && !(await dialogOf(page).isVisible()); s++) await page.clock.runFor(1_000);
    await expect(dialogOf(page)).toBeVisible();
  });
});
