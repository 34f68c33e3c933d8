import { expect, test } from '@playwright/test';
import { submitLogin } from './helpers';

test('a PER user without a personnel record is logged out with a message', async ({ page }) => {
  // The demo has no such employee: the registry answers empty for this browser only.
  await page.route('**/api/perlista?Locked=false', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/login');
  await submitLogin(page, 'per');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'inget personalkort' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});
