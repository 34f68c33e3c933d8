import { expect, test } from '@playwright/test';
import { axeViolations, currentMe, loginAs, submitLogin } from './helpers';
import { ROLE, createTeam } from './fixtures';

// Users: an administrator creates an account with a temporary password, shown once;
// its owner logs in with it, must choose their own password before anything else, and then works
// in their home company. The team is the test's own (fixtures.ts).

test('a new account logs in with its temporary password, chooses its own and lands in its company', async ({
  page,
  browser,
  request,
}) => {
  const { lic, company } = await createTeam(request, { lic: { role: ROLE.LIC }, per: { role: ROLE.PER } });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, lic);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Ny användare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny användare' });
  const login = `ny${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Namn', exact: true }).fill('Nora Nyanställd');
  await dialog.getByRole('textbox', { name: 'Användarnamn' }).fill(`${login} x`);
  await dialog.getByRole('combobox', { name: 'Roll' }).click();
  await page.getByRole('option', { name: 'Företagsadministratör' }).click();
  await dialog.getByRole('button', { name: 'Skapa konto' }).click();
  // A login with a space is refused in the field, and nothing is created.
  await expect(dialog.getByText('Användarnamnet får inte innehålla mellanslag.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Användarnamn' }).fill(login);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Skapa konto' }).click();

  const shown = page.getByRole('dialog', { name: 'Tillfälligt lösenord' });
  await expect(shown).toContainText(login);
  await expect(shown.getByText('Lösenordet visas bara nu.', { exact: false })).toBeVisible();
  const password = (await shown.getByTestId('temporary-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9~!@\-#$]{20}$/);
  expect(await axeViolations(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Klar' }).click();
  await expect(page.getByText('Användarkontot har skapats.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Användare' }).getByRole('listitem').filter({ hasText: login }),
  ).toBeVisible();

  // The new user, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const theirs = await context.newPage();
  await theirs.goto('/login');
  await submitLogin(theirs, login, password);
  const choose = theirs.getByRole('dialog', { name: 'Välj ett eget lösenord' });
  await expect(choose).toBeVisible();
  expect(await axeViolations(theirs)).toEqual([]);
  await choose.getByLabel('Tillfälligt lösenord', { exact: true }).fill(password);
  await choose.getByLabel('Nytt lösenord', { exact: true }).fill('Noras egna lösen 2026');
  await choose.getByLabel('Upprepa nytt lösenord', { exact: true }).fill('Noras egna lösen 2026');
  await choose.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(choose).toBeHidden();
  await expect(theirs.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
  const me = await currentMe(theirs);
  expect(me.FtgInfo.FtgId).toBe(company.ftgId);
  expect(me.UserAccount.Roll).toBe('FTG');
  await context.close();
});
