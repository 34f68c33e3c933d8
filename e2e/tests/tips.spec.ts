import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';

// The tooltips of the buttons a time report repeats on every day (ui/TipHost): shown on
// hover and on keyboard focus, gone when the pointer leaves, on Escape and when focus moves on.
test('a day’s add button shows its tooltip on hover and on keyboard focus', async ({ page, request }) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  const add = page.getByRole('button', { name: /^Lägg till rad \S+ \d{4}-\d{2}-\d{2}$/ }).first();
  const tip = page.getByRole('tooltip');

  await add.hover();
  await expect(tip).toHaveText('Lägg till rad');
  await page.getByRole('heading', { level: 1, name: 'Tidrapport' }).hover();
  await expect(tip).toBeHidden();

  await add.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await expect(tip).toHaveText('Lägg till rad');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});
