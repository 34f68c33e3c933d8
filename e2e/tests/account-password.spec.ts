import { expect, test, type Page } from '@playwright/test';
import { loginAs, seriousViolations, submitLogin } from './helpers';
import { chooseUserMenuItem, putSettings } from './account-helpers';
import { createEmployee, type FixtureUser } from './fixtures';

// SPEC §2.5 Change password dialog, §5 Passwords. Each test logs in as a user of its own
// (fixtures.ts).

async function openDialog(page: Page) {
  await chooseUserMenuItem(page, 'Byt lösenord');
  const dialog = page.getByRole('dialog', { name: 'Byt lösenord' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    current: dialog.getByLabel('Nuvarande lösenord', { exact: true }),
    next: dialog.getByLabel('Nytt lösenord', { exact: true }),
    repeat: dialog.getByLabel('Upprepa nytt lösenord', { exact: true }),
    submit: dialog.getByRole('button', { name: 'Byt lösenord' }),
  };
}

let user: FixtureUser;

test.beforeEach(async ({ page, request }) => {
  user = await createEmployee(request);
  await loginAs(page, user);
});

test('the dialog checks the new password before sending it', async ({ page }) => {
  const form = await openDialog(page);
  await expect(form.current).toBeFocused();
  await form.current.fill(user.password);
  await form.next.fill('abc12');
  await form.repeat.fill('abc13');
  await form.submit.click();
  await expect(form.next).toHaveAttribute('aria-invalid', 'true');
  await expect(form.dialog.getByText('Lösenordet är för kort.')).toBeVisible();
  await expect(form.repeat).toHaveAttribute('aria-invalid', 'true');
  await expect(form.dialog.getByText('Lösenorden stämmer inte överens.')).toBeVisible();
  await expect(form.current).toHaveAttribute('aria-invalid', 'false');

  // Cancel clears the form for the next time.
  await form.dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(form.dialog).toBeHidden();
  const again = await openDialog(page);
  await expect(again.next).toHaveValue('');
});

test('a wrong current password marks that field', async ({ page }) => {
  const form = await openDialog(page);
  await form.current.fill('inte-mitt-losenord');
  await form.next.fill('Lagom-Lång#42');
  await form.repeat.fill('Lagom-Lång#42');
  await form.submit.click();
  await expect(form.current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.dialog.getByText('Det nuvarande lösenordet är fel.')).toBeVisible();
  await expect(form.current).toBeFocused();
  await expect(form.dialog).toBeVisible();
});

test('Enter moves through the fields and submits from the last one', async ({ page }) => {
  const form = await openDialog(page);
  await form.current.fill(user.password);
  await form.current.press('Enter');
  await expect(form.next).toBeFocused();
  await form.next.press('Shift+Enter');
  await expect(form.current).toBeFocused();
  await form.current.press('Enter');
  await form.next.fill('short');
  await form.next.press('Enter');
  await expect(form.repeat).toBeFocused();
  await form.repeat.fill('short');
  await form.repeat.press('Enter'); // the last field submits
  await expect(form.dialog.getByText('Lösenordet är för kort.')).toBeVisible();
});

test('Generate fills both fields with a 20-character password, and the change works at the next login', async ({
  page,
}) => {
  const form = await openDialog(page);
  await form.dialog.getByRole('button', { name: 'Generera lösenord' }).click();
  // Shown in plain text, the same in both fields.
  await expect(form.next).toHaveAttribute('type', 'text');
  const generated = await form.next.inputValue();
  expect(generated).toHaveLength(20);
  expect(generated).toMatch(/^[0-9A-Za-z~!@#$-]{20}$/);
  await expect(form.repeat).toHaveValue(generated);

  await form.current.fill(user.password);
  await form.submit.click();
  await expect(page.getByText('Lösenordet har ändrats.')).toBeVisible();
  await expect(form.dialog).toBeHidden();

  await chooseUserMenuItem(page, 'Logga ut');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await submitLogin(page, user.login, user.password);
  await expect(page.getByText('Fel användarnamn eller lösenord.').first()).toBeVisible();
  await submitLogin(page, user.login, generated);
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const theme of ['white', 'dark'] as const) {
  test(`the dialog has no serious accessibility violations (${theme})`, async ({ page }) => {
    await putSettings(page, { Theme: theme });
    await page.reload();
    const form = await openDialog(page);
    expect(await seriousViolations(page)).toEqual([]);
    await form.submit.click();
    await expect(form.current).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
