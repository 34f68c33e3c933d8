import { expect, test } from '@playwright/test';
import { currentMe, loginAs } from './helpers';
import { ROLE, changeAccounts, createTeam } from './fixtures';
import { openCompanyDialog } from './shell-helpers';

// SPEC §2.4 the company dialog. The companies and their administrators are made for each test
// (fixtures.ts): "Fabrik <n> AB", numbered in the order they are made.

test('an ftg with two companies switches between them', async ({ page, request }) => {
  // The second company is made first, so it sorts first ("Fabrik <n> AB" by its number).
  const other = await createTeam(request, { adm: { role: ROLE.ADM } });
  const { company, ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await changeAccounts(request, other.adm, [
    { login: ftg.login, change: { FtgIdAccessList: [other.company.ftgId] } },
  ]);
  await loginAs(page, ftg);
  const banner = page.getByRole('banner');
  const dialog = await openCompanyDialog(page, company.namn);
  // Two companies: no search box (SPEC §2.4: from 10).
  await expect(dialog.getByRole('searchbox', { name: 'Sök företag' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Företag \(2\)/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const rows = dialog.getByRole('list', { name: 'Företag' }).getByRole('button', { name: /Org\.nr/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(other.company.namn);
  await expect(rows.first()).toContainText(new RegExp(`Org\\.nr \\d{6}-\\d{4} · Id ${other.company.ftgKey}`));
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');

  await rows.first().click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: other.company.namn, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText(other.company.namn);
  expect((await currentMe(page)).FtgInfo.Namn).toBe(other.company.namn);

  // The tab keeps its company across a reload (session storage).
  await page.reload();
  await expect(banner.getByRole('button', { name: other.company.namn, exact: true })).toBeVisible();
});

test('lic searches among all companies, and a starred favourite stays first', async ({ page, request }) => {
  const { company, lic, adm } = await createTeam(request, {
    lic: { role: ROLE.LIC },
    adm: { role: ROLE.ADM },
  });
  const ftg = { ftg: { role: ROLE.FTG } };
  const sought = (await createTeam(request, ftg)).company.namn;
  const archived = (await createTeam(request, ftg, { settings: { Archived: true } })).company.namn;
  // SPEC §2.4: the search box comes at 10 companies. The licence has at least as many besides the
  // archived one: the two above and eight more made here (and those of the specs running beside).
  await Promise.all(Array.from({ length: 8 }, () => createTeam(request, ftg)));
  await loginAs(page, lic);
  let dialog = await openCompanyDialog(page, company.namn);
  const title = dialog.getByRole('button', { name: /^Företag \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await title.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(10);
  await expect(dialog.getByText(archived)).toHaveCount(0);

  const search = dialog.getByRole('searchbox', { name: 'Sök företag' });
  await search.fill(sought);
  await expect(dialog.getByRole('button', { name: /^Företag \(1\)$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: new RegExp(`^${sought}`) })).toBeVisible();

  // The list title folds the list away and back.
  await dialog.getByRole('button', { name: 'Företag (1)' }).click();
  await expect(dialog.getByRole('button', { name: new RegExp(`^${sought}`) })).toBeHidden();
  await dialog.getByRole('button', { name: 'Företag (1)' }).click();

  const star = dialog.getByRole('button', { name: `Favorit: ${sought}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await search.fill('');
  await expect(dialog.getByRole('button', { name: 'Favoriter (1)' })).toBeVisible();

  await page.keyboard.press('Escape');
  await page.reload();
  dialog = await openCompanyDialog(page, company.namn);
  const sectionTitles = dialog.getByRole('button', { name: /^(Favoriter|Övriga företag) \(\d+\)$/ });
  // Specs running beside this one add companies (fixtures.ts): the count may have grown.
  await expect(sectionTitles).toHaveText(['Favoriter (1)', /^Övriga företag \(\d+\)$/]);
  const first = dialog
    .getByRole('list')
    .first()
    .getByRole('button', { name: /Org\.nr/ })
    .first();
  await expect(first).toContainText(sought);

  await dialog.getByRole('tab', { name: 'Favoriter' }).click();
  await expect(dialog.getByRole('button', { name: /Org\.nr/ })).toHaveCount(1);

  await first.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: sought, exact: true })).toBeVisible();

  // Favourites belong to the login: another admin starts without any.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Användarmeny/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await loginAs(page, adm);
  dialog = await openCompanyDialog(page, company.namn);
  await expect(dialog.getByRole('button', { name: /^Favoriter/ })).toHaveCount(0);
});

test('a salary year chosen in the toolbar moves the session there', async ({ page, request }) => {
  await loginAs(page, (await createTeam(request, { ftg: { role: ROLE.FTG } })).ftg);
  const year = page.getByRole('banner').getByRole('combobox', { name: 'Löneår' });
  const current = Number(await year.inputValue());
  const years = (await year.getByRole('option').allTextContents()).map(Number);
  expect(years.length).toBeGreaterThan(1);
  expect(years).toEqual([...years].sort((a, b) => b - a));
  const other = years.find((y) => y !== current) ?? current;
  await year.selectOption(String(other));
  await expect(year).toHaveValue(String(other));
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText(String(other));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Löneår' })).toHaveValue(String(other));
});
