import { expect, test } from '@playwright/test';
import { chooseUserMenuItem } from './account-helpers';
import { loginAs, seriousViolations } from './helpers';
import { createEmployee } from './fixtures';

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

test('the preferences switch the language of the shell and the page at once; it stays after a reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The language is the browser's, nothing of the user's changes; the user is the test's own.
  await loginAs(page, await createEmployee(request));
  await chooseUserMenuItem(page, 'Inställningar');
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Språk' });
  await expect(picker).toHaveAccessibleDescription(
    'Byts direkt och gäller i den här webbläsaren, även på inloggningssidan.',
  );

  await picker.click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rows per page' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible();
  await expect(page).toHaveTitle(/Settings/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toContainText('English');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Time report' }),
  ).toBeVisible();
});
