import { expect, test, type Page } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { DARK_BACKGROUND, LIGHT_BACKGROUND, chooseUserMenuItem, putSettings } from './account-helpers';
import { createEmployee } from './fixtures';

// SPEC §2.1 /userAppSettings and §3 UserAppSettings. Each test changes the settings of an employee
// of its own (fixtures.ts), who starts with the defaults.

async function openSettings(page: Page) {
  await chooseUserMenuItem(page, 'Inställningar');
  await expect(page).toHaveURL(/\/userAppSettings$/);
  await expect(page.getByRole('heading', { name: 'Inställningar', level: 1 })).toBeVisible();
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: select })).toHaveValue(option);
}

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
});

test('the settings page saves, and a reload shows the saved values', async ({ page }) => {
  await openSettings(page);
  await expect(page.getByRole('combobox', { name: 'Standardperiod i datumfilter' })).toHaveValue('Månad');
  await choose(page, 'Standardperiod i datumfilter', 'Vecka');
  await choose(page, 'Datumfiltret visar från början', 'Föregående period');
  await page.getByRole('textbox', { name: 'Rader per sida' }).fill('50');
  await page.getByRole('textbox', { name: 'Automatisk utloggning efter inaktivitet (minuter)' }).fill('0');
  await page.getByRole('checkbox', { name: 'Avisera mig om nya meddelanden' }).uncheck();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Inställningarna har sparats.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spara' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Standardperiod i datumfilter' })).toHaveValue('Vecka');
  await expect(page.getByRole('combobox', { name: 'Datumfiltret visar från början' })).toHaveValue(
    'Föregående period',
  );
  await expect(page.getByRole('textbox', { name: 'Rader per sida' })).toHaveValue('50');
  await expect(
    page.getByRole('textbox', { name: 'Automatisk utloggning efter inaktivitet (minuter)' }),
  ).toHaveValue('0');
  await expect(page.getByRole('checkbox', { name: 'Avisera mig om nya meddelanden' })).not.toBeChecked();
});

test('choosing the dark theme applies it at once and keeps it after a reload', async ({ page }) => {
  const body = page.locator('body');
  await openSettings(page);
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await choose(page, 'Tema', 'Mörkt');
  await expect(body).toHaveCSS('background-color', DARK_BACKGROUND); // before saving
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Inställningarna har sparats.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tema' })).toHaveValue('Mörkt');
  await expect(body).toHaveCSS('background-color', DARK_BACKGROUND);
});

test('leaving with unsaved changes asks Leave or Stay', async ({ page }) => {
  const body = page.locator('body');
  await openSettings(page);
  const pageSize = page.getByRole('textbox', { name: 'Rader per sida' });
  await pageSize.fill('30');
  await choose(page, 'Tema', 'Mörkt');

  await page.goBack();
  const prompt = page.getByRole('dialog', { name: 'Osparade ändringar' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stanna' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/userAppSettings$/);
  await expect(pageSize).toHaveValue('30');

  await page.getByRole('link', { name: 'Startsida' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Lämna' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Nothing was saved: the theme chosen on the page is undone.
  await expect(body).toHaveCSS('background-color', LIGHT_BACKGROUND);
});

for (const theme of ['white', 'dark'] as const) {
  test(`the settings page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await putSettings(page, { Theme: theme });
    await page.goto('/userAppSettings');
    await expect(page.getByRole('textbox', { name: 'Rader per sida' })).toHaveValue('25');
    expect(await seriousViolations(page)).toEqual([]);

    // With a select menu open.
    await page.getByRole('combobox', { name: 'Tema' }).click();
    await expect(page.getByRole('option', { name: 'Ljust' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the settings page with a field error has no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await putSettings(page, { Theme: theme });
    await page.goto('/userAppSettings');
    await page.getByRole('textbox', { name: 'Rader per sida' }).fill('1000');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Värdet ligger utanför det tillåtna intervallet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
