import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, changeAccounts, createTeam, type CompanySpec, type UserSpec } from './fixtures';
import { menuEntries, navigation, openUserMenu } from './shell-helpers';

// SPEC §2.2: a menu entry shows when the access table allows it and its feature exists. Built so
// far among the menu's routes: the dashboard, time reporting, absence reports, the schedule (for
// those with an employee number), staffing (with Plus and the CPBEM user option, which none of
// these users has), compensations, travel expenses, payslips, leave and near accidents (the preferences page is in the user menu, the print
// reports open from their pages). SPEC §6: /approveTime is not for LSS and BRU, /attest not for
// PER, payslips not for LSS and BRU; the absence and near-accident pages need the HR licence option (HRTIL),
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
  'Lönebesked och saldon',
  'Tillbud',
];
/** The menu of someone with an employee number: their schedule after the approval of time. */
const withSchedule = (menu: string[]) => menu.flatMap((m) => (m === 'Godkänn tid' ? [m, 'Schema'] : [m]));
// Each test's users and companies are its own (fixtures.ts), set up as the demo's are: an HR company
// (Plus and the HR licence option, which the managers' own HRTIL option opens to them), a company with Plus only, and one with LSS (personal assistance).
const HR_COMPANY: CompanySpec = { settings: { HasPlus: true, LicensOptions: ['HRTIL'] } };
const PLUS_COMPANY: CompanySpec = { settings: { HasPlus: true } };
const LSS_COMPANY: CompanySpec = { settings: { HasPlus: true, UseLss: true } };

interface RoleCase {
  name: string;
  user: UserSpec;
  company: CompanySpec;
  /** An FTG with a second company besides its own (FtgIdAccessList). */
  secondCompany?: boolean;
  switches: boolean;
  editsPicture: boolean;
  menu: string[];
}

const ROLES: RoleCase[] = [
  {
    name: 'lic',
    user: { role: ROLE.LIC, options: ['HRTIL'] },
    company: HR_COMPANY,
    switches: true,
    editsPicture: true,
    menu: MANAGER_MENU,
  },
  {
    name: 'adm',
    user: { role: ROLE.ADM, options: ['HRTIL'] },
    company: HR_COMPANY,
    switches: true,
    editsPicture: true,
    menu: MANAGER_MENU,
  },
  {
    name: 'ftg',
    user: { role: ROLE.FTG, options: ['HRTIL'] },
    company: HR_COMPANY,
    switches: false,
    editsPicture: true,
    menu: MANAGER_MENU,
  },
  {
    name: 'ftg with two companies',
    user: { role: ROLE.FTG },
    company: PLUS_COMPANY,
    secondCompany: true,
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
      'Lönebesked och saldon',
    ],
  },
  {
    name: 'avd',
    user: { role: ROLE.AVD, employee: true, options: ['HRTIL'] },
    company: HR_COMPANY,
    switches: false,
    editsPicture: false,
    // An employee number: their own schedule too.
    menu: withSchedule(MANAGER_MENU),
  },
  {
    name: 'lss',
    user: { role: ROLE.LSS },
    company: LSS_COMPANY,
    switches: false,
    editsPicture: false,
    menu: ['Startsida', ...TIME, 'Attestera', 'Ersättningar', 'Reseräkningar'],
  },
  {
    name: 'bru',
    user: { role: ROLE.BRU },
    company: LSS_COMPANY,
    switches: false,
    editsPicture: false,
    menu: ['Startsida', ...TIME, 'Attestera', 'Ersättningar', 'Reseräkningar'],
  },
  {
    name: 'per',
    user: { role: ROLE.PER },
    company: HR_COMPANY,
    switches: false,
    editsPicture: false,
    menu: [
      'Startsida',
      ...HR_TIME,
      'Godkänn tid',
      'Schema',
      'Ersättningar',
      'Reseräkningar',
      'Lönebesked och saldon',
      'Tillbud',
    ],
  },
];

/** The user of `role` in a company of its own, and for an FTG with two companies the second one too. */
async function userOf(request: APIRequestContext, role: RoleCase) {
  if (!role.secondCompany) {
    const team = await createTeam(request, { user: role.user }, role.company);
    return { user: team.user, company: team.company.namn };
  }
  const team = await createTeam(request, { user: role.user, adm: { role: ROLE.ADM } }, role.company);
  const other = await createTeam(request, { per: { role: ROLE.PER } }, HR_COMPANY);
  await changeAccounts(request, team.adm, [
    { login: team.user.login, change: { FtgIdAccessList: [other.company.ftgId] } },
  ]);
  return { user: team.user, company: team.company.namn };
}

for (const role of ROLES) {
  test(`${role.name} sees the menu and toolbar the access table allows`, async ({ page, request }) => {
    const { user, company } = await userOf(request, role);
    await loginAs(page, user);
    expect(await menuEntries(page)).toEqual(role.menu);
    await expect(navigation(page).getByRole('link', { name: 'Startsida' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const banner = page.getByRole('banner');
    await expect(banner.getByText(company, { exact: true })).toBeVisible();
    // SPEC §4: PER, AVD, LSS, BRU and FTG with one company go straight to their company.
    await expect(banner.getByRole('button', { name: company, exact: true })).toHaveCount(
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

test('a route the user may not use sends them to the dashboard, before any page loads', async ({
  page,
  request,
}) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginAs(page, per);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hej');
});

test('an allowed route whose feature is not built shows the not-found page', async ({ page, request }) => {
  const { lic } = await createTeam(request, { lic: { role: ROLE.LIC, options: ['HRTIL'] } }, HR_COMPANY);
  await loginAs(page, lic);
  await page.goto('/presenceStatus');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page).toHaveURL(/\/presenceStatus$/);
  // Inside the app shell, with nothing in the menu pretending the page exists.
  expect(await menuEntries(page)).toEqual(MANAGER_MENU);
});

test('a route that needs employees warns and goes to the dashboard when the registry is empty', async ({
  page,
  request,
}) => {
  const { company, lic } = await createTeam(request, { lic: { role: ROLE.LIC }, per: { role: ROLE.PER } });
  // A company whose only user is no employee: its personnel registry is empty.
  const empty = (await createTeam(request, { ftg: { role: ROLE.FTG } })).company.namn;
  await loginAs(page, lic);
  // The licence user's own company has an employee: the time report is let through.
  await page.goto('/timereporting');
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: company.namn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Välj företag' });
  await dialog.getByRole('searchbox', { name: 'Sök företag' }).fill(empty);
  await dialog.getByRole('button', { name: new RegExp(`^${empty}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(empty)).toBeVisible();

  await page.goto('/timereporting');
  await expect(page).toHaveURL(/\/dashboard$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Personalregistret är tomt' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('minst en anställd');
});

test('/ goes to the dashboard and /questions to the app questions page', async ({ page, request }) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginAs(page, per);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/questions');
  await expect(page).toHaveURL(/\/app\/questions$/);
  // The mobile app's pages have no app shell.
  await expect(navigation(page)).toHaveCount(0);
});
