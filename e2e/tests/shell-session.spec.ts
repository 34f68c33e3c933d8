import { expect, test } from '@playwright/test';
import { submitLogin } from './helpers';
import { createEmployee } from './fixtures';

test('a PER user without a personnel record is logged out with a message', async ({ page, request }) => {
  const per = await createEmployee(request);
  // Every employee has a record: the registry answers empty for this browser only.
  await page.route('**/api/perlista?Locked=false', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/login');
  await submitLogin(page, per.login, per.password);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'inget personalkort' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});
