import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';
import { menuEntries, navigation, openUserMenu } from './shell-helpers';

// SPEC §2.2: a menu entry shows when the access table allows it and its feature exists. Built so
// far among the menu's routes: the dashboard, time reporting, absence reports, compensations,
// travel expenses, leave and near accidents (the preferences page is in the user menu, the print
// reports open from their pages). SPEC §6: /approveTime is not for LSS and BRU, /attest not for
// PER; the absence and near-accident pages need the HR licence option (HRTIL, Exempelbolaget's),
// and with it the leave entries are a group ("Ledighet", collapsed: its links are not counted).
const TIME = ['Kalendarie', 'Tidrapport', 'Stämplingar'];
const HR_TIME = ['Kalendarie', 'Tidrapport', 'Frånvaroanmälan', 'Stämplingar'];
const MANAGER_MENU = [
  'Startsida',
  ...HR_TIME,
  'Godkänn tid',
  'Attestera',
  'Ersättningar',
  'Reseräkningar',
  'Tillbud',
];
const ROLES = [
  { login: 'lic', company: 'Exempelbolaget AB', switches: true, editsPicture: true, menu: MANAGER_MENU },
  { login: 'adm', company: 'Exempelbolaget AB', switches: true, editsPicture: true, menu: MANAGER_MENU },
  { login: 'ftg', company: 'Exempelbolaget AB', switches: false, editsPicture: true, menu: MANAGER_MENU },
  {
    login: 'ftg2',
    company: 'Nordisk Konsult AB',
    switches: true,
    editsPicture: true,
    // Without the HR option leave applications are a link of their own (Plus).
    menu: [
      'Startsida',
      ...TIME,
      'Godkänn tid',
      'Ledighetsansökningar',
      'Attestera',
      'Ersättningar',
      'Reseräkningar',
    ],
  },
  { login: 'avd', company: 'Exempelbolaget AB', switches: false, editsPicture: false, menu: MANAGER_MENU },
  {
    login: 'lss',
    company: 'Omsorgsassistans i Norden AB',
    switches: false,
    editsPicture: false,
    menu: ['Startsida', ...TIME, 'Attestera', 'Ersättningar', 'Reseräkningar'],
  },
  {
    login: 'bru',
    company: 'Omsorgsassistans i Norden AB',
    switches: false,
    editsPicture: false,
    menu: ['Startsida', ...TIME, 'Attestera', 'Ersättningar', 'Reseräkningar'],
  },
  {
    login: 'per',
    company: 'Exempelbolaget AB',
    switches: false,
    editsPicture: false,
    menu: ['Startsida', ...HR_TIME, 'Godkänn tid', 'Ersättningar', 'Reseräkningar', 'Tillbud'],
  },
];

for (const role of ROLES) {
  test(`${role.login} sees the menu and toolbar the access table allows`, async ({ page }) => {
    await loginAs(page, role.login);
    expect(await menuEntries(page)).toEqual(role.menu);
    await expect(navigation(page).getByRole('link', { name: 'Startsida' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const banner = page.getByRole('banner');
    await expect(banner.getByText(role.company, { exact: true })).toBeVisible();
    // SPEC §4: PER, AVD, LSS, BRU and FTG with one company go straight to their company.
    await expect(banner.getByRole('button', { name: role.company, exact: true })).toHaveCount(
      role.switches ? 1 : 0,
    );
    await expect(banner.getByRole('button', { name: /^Ändra företagsbild/ })).toHaveCount(
      role.editsPicture ? 1 : 0,
    );
    await expect(banner.getByRole('combobox', { name: 'Löneår' })).toBeVisible();

    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Inställningar',
      'Byt lösenord',
      'Mörkt tema',
      'Logga ut',
    ]);
  });
}

test('a route the user may not use sends them to the dashboard, before any page loads', async ({ page }) => {
  await loginAs(page, 'per');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hej');
});

test('an allowed route whose feature is not built shows the not-found page', async ({ page }) => {
  await loginAs(page, 'lic');
  await page.goto('/presenceStatus');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page).toHaveURL(/\/presenceStatus$/);
  // Inside the app shell, with nothing in the menu pretending the page exists.
  expect(await menuEntries(page)).toEqual(MANAGER_MENU);
});

test('a route that needs employees warns and goes to the dashboard when the registry is empty', async ({
  page,
}) => {
  await loginAs(page, 'lic');
  // Exempelbolaget has employees: the time report is let through.
  await page.goto('/timereporting');
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Exempelbolaget AB', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Välj företag' });
  await dialog.getByRole('searchbox', { name: 'Sök företag' }).fill('Solbacka');
  await dialog.getByRole('button', { name: /^Solbacka Fastighetsförvaltning AB/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('Solbacka Fastighetsförvaltning AB')).toBeVisible();

  await page.goto('/timereporting');
  await expect(page).toHaveURL(/\/dashboard$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Personalregistret är tomt' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('minst en anställd');
});

test('/ goes to the dashboard and /questions to the app questions page', async ({ page }) => {
  await loginAs(page, 'per');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/questions');
  await expect(page).toHaveURL(/\/app\/questions$/);
  // The mobile app's pages have no app shell.
  await expect(navigation(page)).toHaveCount(0);
});
