import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { SHOTS } from './global-helpers';

// SPEC §8 Offline: a banner while the connection is gone and the snackbar InternetConnectionOffline.

test('going offline shows the banner and the snackbar; coming back hides the banner', async ({
  page,
  context,
  request,
}) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await loginAs(page, ftg);
  const banner = page.getByRole('status').filter({ hasText: 'Ingen internetanslutning' });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Kontrollera din anslutning och försök igen.');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Störningar i internetanslutningen' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/offline-banner.png`, animations: 'disabled' });

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Internetanslutningen fungerar igen.' }),
  ).toBeVisible();
});

test('the banner shows on the login page too', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Ingen internetanslutning' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-banner-login.png`, animations: 'disabled' });
  await context.setOffline(false);
});

test('a part whose code was not fetched yet when the connection goes leaves the page standing', async ({
  browser,
}) => {
  // No service worker to serve the files, and a browser never idle: the parts fetched when it is
  // (the snackbar's view among them) are not there when the connection goes.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/login');
  const heading = page.getByRole('heading', { name: 'Logga in' });
  await expect(heading).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Ingen internetanslutning' })).toBeVisible();
  // The snackbar that could not load is left out; the page stays as it was.
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toHaveCount(0);
  await expect(heading).toBeVisible();

  // Back online, the part loads and says so.
  await context.setOffline(false);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Internetanslutningen fungerar igen.' }),
  ).toBeVisible();
  await expect(heading).toBeVisible();
  await context.close();
});

test('a dialog whose code cannot load offline leaves the page as it was and opens once online', async ({
  browser,
  request,
}) => {
  // No service worker: the picture dialog's code, never loaded on this page, has no cache to come from.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await loginAs(page, ftg);
  const heading = page.getByRole('heading', { level: 1, name: /^Hej/ });
  await expect(heading).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Ingen internetanslutning' })).toBeVisible();
  await page.getByRole('button', { name: 'Ändra företagsbild', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Företagsbild' });
  // Its code did not come: the dialog is left out, and the page stays.
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expect(heading).toBeVisible();

  // Back online, the dialog asked for loads and opens; the page never left.
  await context.setOffline(false);
  await expect(dialog).toBeVisible();
  await expect(page.locator('h1', { hasText: /^Hej/ })).toBeAttached();
  await context.close();
});
