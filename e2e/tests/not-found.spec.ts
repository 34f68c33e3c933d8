import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page, whose back button goes back', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/finns/inte');

  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page.getByText('/finns/inte')).toBeVisible();

  await page.getByRole('button', { name: 'Tillbaka' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
