import { expect, test } from '@playwright/test';
import { axeViolations, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { navigation } from './shell-helpers';

// Users: the licence administrator finds the accounts of a company, by role and by name.
// The team is the test's own (fixtures.ts); the page has no finding of any impact at phone width.

test('the licence administrator lists, searches and filters the users of a company', async ({
  page,
  request,
}) => {
  const { lic, ftg, per } = await createTeam(request, {
    lic: { role: ROLE.LIC },
    ftg: { role: ROLE.FTG },
    per: { role: ROLE.PER },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, lic);
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await navigation(page).getByRole('button', { name: 'Administration' }).click();
  await navigation(page).getByRole('link', { name: 'Användare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Användare' })).toBeVisible();

  // The company the administrator works in is chosen: its three accounts.
  const users = page.getByRole('list', { name: 'Användare' });
  await expect(users.getByRole('listitem')).toHaveCount(3);
  await expect(users.getByRole('listitem').filter({ hasText: per.login })).toContainText('Anställd');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Sök användarnamn eller namn' }).fill(ftg.login);
  await page.getByRole('button', { name: 'Visa' }).click();
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(users.getByRole('listitem')).toContainText('Företagsadministratör');
  await expect(page.getByText('Användare: 1')).toBeVisible();
});
