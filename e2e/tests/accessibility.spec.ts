import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from './helpers';
import { createEmployee, type FixtureUser } from './fixtures';
import { navigation } from './shell-helpers';

// The navigation aids, in Swedish: a skip link first in the tab order, the focus on the
// new page's heading after a menu navigation with the page's name said politely, a title on every
// page, menu entries with names of their own and a named phone drawer. accessibility-sweep.spec.ts
// checks every page and dialog with axe.

/** Logs in through the API (the login page has its own specs) and opens `path`. */
async function openAs(page: Page, user: FixtureUser, path: string) {
  const res = await page.request.post('/api/authenticate', {
    headers: API_HEADERS,
    data: { Login: user.login, Password: user.password },
  });
  expect(res.ok()).toBe(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const announcer = (page: Page) => page.getByTestId('route-announcer');

test('the skip link comes first and moves the focus to the page', async ({ page, request }) => {
  await openAs(page, await createEmployee(request), '/timereporting');
  await expect(page).toHaveTitle('Tidrapport – Lönportalen');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeFocused();
  // The next Tab goes on from there, into the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );
});

test('a menu navigation focuses the new heading, says the page and sets the title', async ({
  page,
  request,
}) => {
  await openAs(page, await createEmployee(request), '/dashboard');
  await expect(page).toHaveTitle('Startsida – Lönportalen');
  // The first page load is read by the screen reader itself: nothing is said.
  await expect(announcer(page)).toHaveText('');

  await navigation(page).getByRole('link', { name: 'Kalendarie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendarie' })).toBeFocused();
  await expect(announcer(page)).toHaveText('Kalendarie');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(page).toHaveTitle('Kalendarie – Lönportalen');

  // The print view has a name of its own in the menu and in the title.
  await navigation(page).getByRole('button', { name: 'Rapporter' }).click();
  const links = navigation(page).getByRole('link');
  const names = await links.evaluateAll((all) => all.map((l) => (l.textContent ?? '').trim()));
  expect(names).toContain('Utskrift av tidrapport');
  expect(new Set(names).size).toBe(names.length);
  await navigation(page).getByRole('link', { name: 'Utskrift av tidrapport' }).click();
  await expect(page).toHaveURL(/\/rapporter\/tidrapport$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer(page)).toHaveText('Utskrift av tidrapport');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Sidan finns inte – Lönportalen');
});

test('the phone drawer is a dialog named as the menu', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, await createEmployee(request), '/dashboard');
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  const drawer = page.getByRole('dialog', { name: 'Huvudmeny' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Tidrapport', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeFocused();
  await expect(page).toHaveTitle('Tidrapport – Lönportalen');
});

test('the login page and the static pages have titles; a link between them focuses the new heading', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Logga in – Lönportalen');
  await page.goto('/app/terms');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(`${await heading.textContent()} – Lönportalen`);
  // The first page of the visit keeps the browser's focus.
  await expect(heading).not.toBeFocused();

  await page.getByRole('navigation').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/app\/terms$/);
  await expect(heading).toBeFocused();
  const title = (await heading.textContent()) ?? '';
  await expect(page).toHaveTitle(`${title} – Lönportalen`);
  await expect(announcer(page)).toHaveText(title);
});
