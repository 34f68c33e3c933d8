import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';
import { createEmployee } from './fixtures';

// The shared inputs (SPEC §2.5) on a real form: the /userAppSettings page of an employee made for
// each test (fixtures.ts), so saving changes nobody else's settings.

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
  await page.goto('/userAppSettings');
  await expect(page.getByRole('textbox', { name: 'Rader per sida' })).toHaveValue('25');
});

test('number inputs take Swedish input, format it when left and report what is no number', async ({
  page,
}) => {
  const pageSize = page.getByRole('textbox', { name: 'Rader per sida' });
  await pageSize.fill(' 120,4 ');
  await pageSize.blur();
  await expect(pageSize).toHaveValue('120'); // whole numbers here: no decimals
  await pageSize.fill('tolv');
  await pageSize.blur();
  await expect(pageSize).toHaveValue('tolv'); // kept, to be corrected
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Ange ett giltigt tal.')).toBeVisible();
  await expect(pageSize).toBeFocused();
  await pageSize.fill('');
  await pageSize.blur();
  await expect(page.getByText('Fältet är obligatoriskt.')).toBeVisible();
  await pageSize.fill('4');
  await pageSize.blur();
  await expect(page.getByText('Värdet ligger utanför det tillåtna intervallet.')).toBeVisible();
});

test('a select opens with ArrowDown or a click, and closes with Escape or a click outside', async ({
  page,
}) => {
  const period = page.getByRole('combobox', { name: 'Standardperiod i datumfilter' });
  await period.focus();
  await period.press('ArrowDown');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Dag', 'Vecka', 'Månad', 'År']);
  await period.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await period.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { name: 'Inställningar' }).click(); // outside
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('Enter moves to the next field, Shift+Enter back, and ALT+S saves', async ({ page }) => {
  const pageSize = page.getByRole('textbox', { name: 'Rader per sida' });
  const timer = page.getByRole('textbox', { name: 'Automatisk utloggning efter inaktivitet (minuter)' });
  const notify = page.getByRole('checkbox', { name: 'Avisera mig om nya meddelanden' });
  await pageSize.fill('40');
  await pageSize.press('Enter');
  await expect(timer).toBeFocused();
  await timer.press('Enter');
  await expect(notify).toBeFocused();
  await notify.press('Shift+Enter');
  await expect(timer).toBeFocused();
  await page.keyboard.press('Alt+S');
  await expect(page.getByText('Inställningarna har sparats.')).toBeVisible();
  await page.reload();
  await expect(pageSize).toHaveValue('40');
});
