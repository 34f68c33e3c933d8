import { expect, test } from '@playwright/test';
import { API_HEADERS, submitLogin } from './helpers';

// The login lock says how long to wait, from the server's Retry-After (the header itself
// is tested on the server: apps/server/src/modules/session/authenticate.test.ts). Locking a real
// account would take failed logins from this machine's one address, which the server also counts
// against every other spec's logins (ADR 0003), so the refusal is played here.
test('a locked login says in the user’s language how many minutes to wait', async ({ page }) => {
  await page.route('**/api/authenticate', (route) =>
    route.fulfill({
      status: 429,
      headers: { ...API_HEADERS, 'Content-Type': 'application/json', 'Retry-After': '390' },
      body: JSON.stringify({ Code: 42900, Message: 'Too many attempts. Wait a moment.' }),
    }),
  );
  await page.goto('/login');
  // The answer is played, so the login reaches no account: any user name and password do.
  await submitLogin(page, 'anna', 'vilket-som-helst');
  await expect(page.getByRole('alert')).toHaveText('För många försök. Vänta 7 min och försök sedan igen.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('combobox', { name: 'Språk' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Wait 7 min, then try again.');
});
