import { expect, test } from '@playwright/test';
import { API_HEADERS, currentMe, loginAs } from './helpers';
import { openCompanyDialog } from './shell-helpers';

// SPEC §4 Company selection: "If SMS verification is required, a code dialog shows."
test('lic switching to a company that requires SMS verification is asked for the code', async ({ page }) => {
  await loginAs(page, 'lic');
  const dialog = await openCompanyDialog(page, 'Exempelbolaget AB');
  await dialog.getByRole('searchbox', { name: 'Sök företag' }).fill('säker');
  await dialog.getByRole('button', { name: /^Säker Vård i Sverige AB/ }).click();

  const sms = page.getByRole('dialog', { name: 'Verifiering med SMS-kod' });
  await expect(sms).toBeVisible();
  const sent = await page.request.get('/api/dev/sms?Login=lic', { headers: API_HEADERS });
  const { Code } = (await sent.json()) as { Code: string };
  const field = sms.getByRole('textbox', { name: 'SMS-kod' });

  await field.fill([...Code].map((c) => (c === 'A' ? 'B' : 'A')).join(''));
  await sms.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(Code);
  await sms.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(sms).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Säker Vård i Sverige AB', exact: true }),
  ).toBeVisible();
  expect((await currentMe(page)).FtgInfo.Namn).toBe('Säker Vård i Sverige AB');
});
