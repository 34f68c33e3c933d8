import { expect, test } from '@playwright/test';
import { API_HEADERS, currentMe, submitLogin } from './helpers';

test('two-step login with an SMS code; a wrong code first marks the field invalid', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'per.sms');

  const dialog = page.getByRole('dialog', { name: 'Verifiering med SMS-kod' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Vi har skickat en kod med SMS till .*\d\d\./);

  const res = await page.request.get('/api/dev/sms?Login=per.sms', { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  const { Code } = (await res.json()) as { Code: string };
  expect(Code).toMatch(/^[A-Z0-9]{4}$/);

  const field = dialog.getByRole('textbox', { name: 'SMS-kod' });
  const confirm = dialog.getByRole('button', { name: 'Bekräfta' });
  await field.fill('AB');
  await expect(confirm).toBeDisabled();

  // A wrong code of the right length: the code alphabet has no 0, O, 1, I or L.
  await field.fill(Code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Fel SMS-kod.');

  await field.fill(Code);
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await currentMe(page);
  await expect(page.getByRole('heading', { level: 1, name: `Hej ${me.UserAccount.Namn}!` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText(me.FtgInfo.Namn);
});
