import { expect, test, type Page } from '@playwright/test';
import { companyChoice, currentMe, seriousViolations, submitLogin } from './helpers';
import { ROLE, changeAccounts, createTeam } from './fixtures';
import { openUserMenu } from './shell-helpers';

// SPEC §4 Company selection (ADR 0017): LIC, ADM and FTG with several companies choose the company
// to work in after login, with the company used last and the favourites first; FTG with one company
// goes straight in. The page asked for opens in the company chosen. The companies and their
// administrators are made for each test (fixtures.ts).

const sectionTitles = (choice: ReturnType<typeof companyChoice>) =>
  choice.getByRole('button', { name: /^(Senast använt|Favoriter|Övriga företag|Företag) \(\d+\)$/ });

async function logout(page: Page) {
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
}

test('adm chooses a company after login, lands on the page asked for in it, and finds it first next time', async ({
  page,
  request,
}) => {
  const { company, adm } = await createTeam(request, { adm: { role: ROLE.ADM } });
  const other = (await createTeam(request, { ftg: { role: ROLE.FTG } })).company.namn;
  await page.goto('/userAppSettings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FuserAppSettings$/);
  await submitLogin(page, adm.login, adm.password);

  let choice = companyChoice(page);
  await expect(choice).toBeVisible();
  await expect(choice).toContainText(`Om du stänger fortsätter du i ${company.namn}.`);
  // No page shows under the question: its data would be the wrong company's.
  await expect(page.locator('h1')).toHaveCount(0);
  await expect(sectionTitles(choice)).toHaveText([/^Företag \(\d+\)$/]);
  expect(await seriousViolations(page)).toEqual([]);

  // A reload before choosing asks again.
  await page.reload();
  await expect(choice).toBeVisible();

  await choice.getByRole('searchbox', { name: 'Sök företag' }).fill(other);
  await choice.getByRole('button', { name: new RegExp(`^${other}`) }).click();
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL(/\/userAppSettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: other, exact: true })).toBeVisible();
  expect((await currentMe(page)).FtgInfo.Namn).toBe(other);
  // Chosen once: a reload keeps the company and asks nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
  await expect(choice).toHaveCount(0);

  await logout(page);
  await submitLogin(page, adm.login, adm.password);
  choice = companyChoice(page);
  await expect(choice).toBeVisible();
  await expect(sectionTitles(choice)).toHaveText(['Senast använt (1)', /^Övriga företag \(\d+\)$/]);
  const rows = choice.getByRole('button', { name: /Org\.nr/ });
  await expect(rows.first()).toContainText(other);
  // A favourite comes next, after the company used last.
  await choice.getByRole('button', { name: `Favorit: ${company.namn}` }).click();
  await expect(sectionTitles(choice)).toHaveText([
    'Senast använt (1)',
    'Favoriter (1)',
    /^Övriga företag \(\d+\)$/,
  ]);
  await expect(rows.nth(1)).toContainText(company.namn);

  // Closing goes on in the company the session is in, on the page asked for (the start page).
  await choice.getByRole('button', { name: 'Stäng' }).click();
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hej');
  expect((await currentMe(page)).FtgInfo.Namn).toBe(company.namn);
});

test('ftg with one company goes straight to the page asked for; ftg with two is asked, on a phone too', async ({
  page,
  request,
}) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  const { adm, ftg: ftg2 } = await createTeam(request, { adm: { role: ROLE.ADM }, ftg: { role: ROLE.FTG } });
  const other = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await changeAccounts(request, adm, [
    { login: ftg2.login, change: { FtgIdAccessList: [other.company.ftgId] } },
  ]);
  await page.goto('/userAppSettings');
  await submitLogin(page, ftg.login, ftg.password);
  await expect(page).toHaveURL(/\/userAppSettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
  await expect(companyChoice(page)).toHaveCount(0);
  await logout(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await submitLogin(page, ftg2.login, ftg2.password);
  const choice = companyChoice(page);
  await expect(choice).toBeVisible();
  await expect(sectionTitles(choice)).toHaveText(['Företag (2)']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await choice.getByRole('button', { name: new RegExp(`^${other.company.namn}`) }).click();
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hej');
  expect((await currentMe(page)).FtgInfo.Namn).toBe(other.company.namn);
});
