import { chromium, expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';
import { createEmployee } from './fixtures';
import { navigation, openUserMenu } from './shell-helpers';

// The browser's Back after logout shows the login page, never the ended session's pages.

async function logout(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
}

test('Back after logout goes to the login page, page after page', async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
  await navigation(page).getByRole('link', { name: 'Tidrapport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
  await navigation(page).getByRole('link', { name: 'Kalendarie' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await logout(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftimereporting$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftimereporting$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
});

test('Back after logout does not bring the old page back from the back-forward cache', async ({
  baseURL,
  request,
}) => {
  const per = await createEmployee(request);
  // Playwright's Chromium runs without the back-forward cache; people's browsers keep the page
  // they left in it, the session's data and all, and Back shows it as it was.
  const browser = await chromium.launch({
    ...test.info().project.use.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage({ baseURL: baseURL!, locale: 'sv-SE' });
    // Tells the test whether Back did bring a page back from the cache.
    await page.addInitScript(() =>
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) sessionStorage.setItem('test.restoredFromCache', location.pathname);
      }),
    );
    await loginAs(page, per);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // A page of its own (a new document): the dashboard's stays in the cache when the tab leaves it.
    await page.goto('/userAppSettings');
    await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
    await logout(page);

    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('test.restoredFromCache'))).toBe('/dashboard');
  } finally {
    await browser.close();
  }
});
