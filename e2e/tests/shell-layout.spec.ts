import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createEmployee, createTeam } from './fixtures';
import { navigation, openCompanyDialog, openUserMenu } from './shell-helpers';

// Each test logs in as a user of its own (fixtures.ts): the drawer and the theme are stored with the
// account.

test('the collapsed drawer stays collapsed after a reload', async ({ page, request }) => {
  const { avd } = await createTeam(request, { avd: { role: ROLE.AVD, employee: true } });
  await loginAs(page, avd);
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer).toHaveCSS('width', '210px');

  await page.getByRole('button', { name: 'Fäll ihop menyn' }).click();
  await expect(drawer).toHaveCSS('width', '60px');
  // The mini drawer keeps the entries' names.
  await expect(navigation(page).getByRole('link', { name: 'Startsida' })).toBeVisible();

  await page.reload();
  await expect(drawer).toHaveCSS('width', '60px');
  await page.getByRole('button', { name: 'Fäll ut menyn' }).click();
  await expect(drawer).toHaveCSS('width', '210px');
  await page.reload();
  await expect(drawer).toHaveCSS('width', '210px');
});

test('a small screen gets a temporary drawer', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAs(page, await createEmployee(request));
  await expect(navigation(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await navigation(page).getByRole('link', { name: 'Startsida' }).click();
  await expect(navigation(page)).toHaveCount(0);
});

test('the dark theme chosen in the user menu stays after a reload', async ({ page, request }) => {
  const { adm } = await createTeam(request, { adm: { role: ROLE.ADM } });
  await loginAs(page, adm);
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(243, 245, 249)');
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Mörkt tema' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(18, 20, 23)');
  await page.reload();
  await expect(body).toHaveCSS('background-color', 'rgb(18, 20, 23)');
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Ljust tema' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(243, 245, 249)');
});

test('the user menu links to the preferences page', async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Inställningar' }).click();
  await expect(page).toHaveURL(/\/userAppSettings$/);
});

test('the user menu logs out', async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the shell and the company dialog have no serious accessibility violations (${theme})`, async ({
    page,
    request,
  }) => {
    // A licence administrator sees every company: another made for the test is among them.
    const { company, lic } = await createTeam(request, { lic: { role: ROLE.LIC } });
    const other = (await createTeam(request, { ftg: { role: ROLE.FTG } })).company.namn;
    await loginAs(page, lic);
    if (theme === 'dark') {
      await (await openUserMenu(page)).getByRole('menuitem', { name: 'Mörkt tema' }).click();
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 20, 23)');
    }
    await expect(page.getByRole('region', { name: 'Ditt konto' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await openUserMenu(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Fäll ihop menyn' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fäll ut menyn' }).click();

    const dialog = await openCompanyDialog(page, company.namn);
    await expect(dialog.getByRole('button', { name: new RegExp(`^${other}`) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a skip link leads past the menu, and a new page puts the focus on its heading', async ({
  page,
  request,
}) => {
  await loginAs(page, await createEmployee(request));
  await expect(page.locator('#content h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content h1')).toBeFocused();

  await navigation(page).getByRole('link', { name: 'Tidrapport', exact: true }).click();
  await expect(page).toHaveURL(/\/timereporting/);
  const heading = page.locator('#content h1');
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(/Tidrapport/);
});
