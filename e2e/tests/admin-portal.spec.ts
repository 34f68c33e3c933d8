import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam, type FixtureUser } from './fixtures';
import { watchLiveSocket } from './global-helpers';
import { navigation } from './shell-helpers';

// Portal settings: /admin/portal saves a company's settings on their version, and every
// open browser of the company follows at once (RESOURCE_UPDATED over /ws). Each test has its own
// company (fixtures.ts).

/** A browser of its own for `user`, logged in, its live socket connected. */
async function openAs(browser: Browser, user: FixtureUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const live = watchLiveSocket(page);
  await loginAs(page, user);
  await live.received('"build-id"');
  return page;
}

const settingsPage = async (page: Page) => {
  await navigation(page).getByRole('button', { name: 'Administration' }).click();
  await navigation(page).getByRole('link', { name: 'Portalinställningar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portalinställningar' })).toBeVisible();
};

test('an administrator turns the punch clock off and the employee loses it at once', async ({
  browser,
  request,
}) => {
  const { ftg, per } = await createTeam(request, { ftg: { role: ROLE.FTG }, per: { role: ROLE.PER } });
  const employee = await openAs(browser, per);
  await navigation(employee).getByRole('link', { name: 'Stämplingar' }).click();
  await expect(employee).toHaveURL(/\/stamplingar$/);

  const admin = await openAs(browser, ftg);
  await settingsPage(admin);
  // The company administrator sees the company's switches but may not change them (ADR 0022).
  await expect(admin.getByText('Chefer attesterar tid: På')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Chefer attesterar tid' })).toHaveCount(0);
  await admin.getByRole('checkbox', { name: 'Stämpelklocka' }).uncheck();
  await admin.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(admin.getByText('Inställningarna är sparade.')).toBeVisible();

  // The employee's menu follows without a reload, and the page they were on sends them home.
  await expect(employee).toHaveURL(/\/dashboard$/);
  const menu = navigation(employee);
  await expect(menu.getByRole('link', { name: 'Tidrapport', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Stämplingar' })).toHaveCount(0);
});

test('two administrators save at once: the second gets a conflict and loses nothing', async ({
  browser,
  request,
}) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  const first = await openAs(browser, ftg);
  const second = await openAs(browser, ftg);
  await settingsPage(first);
  await settingsPage(second);

  // The second one starts changing before the first one saves.
  await second.getByRole('checkbox', { name: 'Kalendarie' }).uncheck();
  await first.getByRole('checkbox', { name: 'Meddelanden' }).uncheck();
  await first.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(first.getByText('Inställningarna är sparade.')).toBeVisible();

  await second.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Någon annan sparade' })).toBeVisible();
  // The first one's change is loaded, the second one's is kept on top of it.
  await expect(second.getByRole('checkbox', { name: 'Meddelanden' })).not.toBeChecked();
  await expect(second.getByRole('checkbox', { name: 'Kalendarie' })).not.toBeChecked();
  await second.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(second.getByText('Inställningarna är sparade.')).toBeVisible();

  // The first page, untouched since its save, shows the second one's change without a reload.
  await expect(first.getByRole('checkbox', { name: 'Kalendarie' })).not.toBeChecked();
  await expect(first.getByRole('checkbox', { name: 'Meddelanden' })).not.toBeChecked();
});
