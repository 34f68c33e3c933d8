import { expect, test } from '@playwright/test';
import { API_HEADERS, currentMe, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { openCompanyDialog } from './shell-helpers';

// SPEC §4 Company selection: "If SMS verification is required, a code dialog shows."
// The licence user and the company are made for the test (fixtures.ts); the code goes to the phone
// of the licence user's personnel record.
test('lic switching to a company that requires SMS verification is asked for the code', async ({
  page,
  request,
}) => {
  const { company, lic } = await createTeam(request, { lic: { role: ROLE.LIC, employee: true } });
  const secure = (
    await createTeam(request, { ftg: { role: ROLE.FTG } }, { settings: { RequireSmsVerification: true } })
  ).company.namn;
  await loginAs(page, lic);
  const dialog = await openCompanyDialog(page, company.namn);
  await dialog.getByRole('searchbox', { name: 'Sök företag' }).fill(secure);
  await dialog.getByRole('button', { name: new RegExp(`^${secure}`) }).click();

  const sms = page.getByRole('dialog', { name: 'Verifiering med SMS-kod' });
  await expect(sms).toBeVisible();
  const sent = await page.request.get(`/api/dev/sms?Login=${lic.login}`, { headers: API_HEADERS });
  const { Code } = (await sent.json()) as { Code: string };
  const field = sms.getByRole('textbox', { name: 'SMS-kod' });

  await field.fill([...Code].map((c) => (c === 'A' ? 'B' : 'A')).join(''));
  await sms.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(Code);
  await sms.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(sms).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: secure, exact: true })).toBeVisible();
  expect((await currentMe(page)).FtgInfo.Namn).toBe(secure);
});
