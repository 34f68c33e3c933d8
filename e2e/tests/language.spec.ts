import { expect, test } from '@playwright/test';

test('the login page switches to English and stays English after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Språk' }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'BankID on this computer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // The BankID panel's texts are a chunk of their own, loaded with it in the remembered language.
  await expect(page.getByRole('button', { name: 'BankID on this computer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toContainText('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
