import { expect, test } from '@playwright/test';
import { API_HEADERS, currentMe, submitLogin } from './helpers';
import { createEmployee } from './fixtures';

// An employee of a company that requires SMS verification (SPEC §4), made for the test
// (fixtures.ts); the code goes to the phone of the personnel record.
test('two-step login with an SMS code; a wrong code first marks the field invalid', async ({
  page,
  request,
}) => {
  const per = await createEmployee(request, {}, { settings: { RequireSmsVerification: true } });
  await page.goto('/login');
  await submitLogin(page, per.login, per.password);

  const dialog = page.getByRole('dialog', { name: 'Verifiering med SMS-kod' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Vi har skickat en kod med SMS till .*\d\d\./);

  const res = await page.request.get(`/api/dev/sms?Login=${per.login}`, { headers: API_HEADERS });
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
