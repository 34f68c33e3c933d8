import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations, showPasswordLogin } from './helpers';

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login page with field errors has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await showPasswordLogin(page);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard has no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'per');
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
