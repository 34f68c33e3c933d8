import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { monthBack, showMonthBack } from './time-helpers';

// The row dialog does not throw typed text away on Escape or Avbryt without asking, and
// Ctrl+Enter saves from the comment field. An employee of its own, a weekday two months back.
const MONTHS_BACK = 2;

const dayOf = (page: Page, date: string) =>
  page.locator(`[data-testid="time-report-day"][data-date="${date}"]`);

test('Escape and Avbryt ask before discarding typed text; Ctrl+Enter saves from the comment', async ({
  page,
  request,
}) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
  const month = monthBack(MONTHS_BACK);
  const date = month.weekdays[month.weekdays.length - 1]!;
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await showMonthBack(page, MONTHS_BACK, month.name);
  const day = dayOf(page, date);
  const openNew = async () => {
    await day.getByRole('button', { name: new RegExp(`Lägg till rad .*${date}`) }).click();
    return page.getByRole('dialog', { name: 'Ny tidrad' });
  };
  const question = page.getByRole('dialog', { name: 'Kasta ändringarna?' });

  // Nothing typed: Escape just closes.
  let dialog = await openNew();
  await expect(dialog.getByRole('combobox', { name: 'Tidkod' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();

  // Typed: Escape asks; keeping on keeps the text.
  dialog = await openNew();
  const comment = dialog.getByRole('textbox', { name: 'Kommentar' });
  await comment.fill('Kundmöte i Malmö');
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Fortsätt skriva' }).click();
  await expect(question).toBeHidden();
  await expect(comment).toHaveValue('Kundmöte i Malmö');

  // Ctrl+Enter in the comment saves the row.
  await comment.press('Control+Enter');
  await expect(dialog).toBeHidden();
  await expect(day.getByTestId('time-entry')).toContainText('Kundmöte i Malmö');

  // Avbryt after a change asks too; Kasta closes and nothing is saved. Focus is back on the day's
  // add button, whose tooltip (shown on keyboard focus) may cover the row below: the keyboard opens
  // the row, as a keyboard user would.
  await day.getByRole('button', { name: /^Ändra ARB Arbetad tid/ }).focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Ändra tidrad' });
  await dialog.getByRole('textbox', { name: 'Kommentar' }).fill('Ändrat');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Kasta' }).click();
  await expect(dialog).toBeHidden();
  await expect(day.getByTestId('time-entry')).toContainText('Kundmöte i Malmö');
});
