import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { SHOTS } from './global-helpers';

// SPEC §8 Offline: a banner while the connection is gone and the snackbar InternetConnectionOffline.

test('going offline shows the banner and the snackbar; coming back hides the banner', async ({
  page,
  context,
}) => {
  await loginAs(page, 'ftg');
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
