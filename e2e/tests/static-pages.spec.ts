import { expect, test, type Page } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { createEmployee } from './fixtures';

// SPEC §2.1: the mobile app's static pages, without the app shell, in every language.

const PAGES = [
  {
    path: '/app/questions',
    sv: 'Vanliga frågor',
    en: 'Frequently asked questions',
    pl: 'Najczęściej zadawane pytania',
  },
  { path: '/app/terms', sv: 'Användarvillkor', en: 'Terms of use', pl: 'Warunki korzystania' },
  {
    path: '/app/portal/android/policy',
    sv: 'Integritetspolicy för appen Lönportalen för Android',
    en: 'Privacy policy for the Lönportalen app for Android',
    pl: 'Polityka prywatności aplikacji Lönportalen na Androida',
  },
  {
    path: '/app/portal/ios/policy',
    sv: 'Integritetspolicy för appen Lönportalen för iOS',
    en: 'Privacy policy for the Lönportalen app for iOS',
    pl: 'Polityka prywatności aplikacji Lönportalen na iOS',
  },
];

async function chooseLanguage(page: Page, current: string, language: string) {
  await page.getByRole('combobox', { name: current }).click();
  await page.getByRole('option', { name: language }).click();
}

/** The page's only navigation is its own list of the other pages: no app shell around it. */
async function expectNoShell(page: Page, name: string) {
  await expect(page.getByRole('navigation')).toHaveCount(1);
  await expect(page.getByRole('navigation')).toHaveAccessibleName(name);
}

for (const { path, sv, en, pl } of PAGES) {
  test(`${path} shows its content in Swedish, English and Polish`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: sv })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(10);
    await expect(page).toHaveTitle(`${sv} – Lönportalen`);
    await expectNoShell(page, 'Mer information');
    expect(await seriousViolations(page)).toEqual([]);

    await chooseLanguage(page, 'Språk', 'English');
    await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'Language', 'Polski');
    await expect(page.getByRole('heading', { level: 1, name: pl })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expectNoShell(page, 'Więcej informacji');
  });
}

test('the static pages link to each other and back to the login page', async ({ page }) => {
  await page.goto('/app/questions');
  await page.getByRole('link', { name: 'Användarvillkor' }).click();
  await expect(page).toHaveURL(/\/app\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();

  await page.getByRole('link', { name: 'Till inloggningen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
});

test('/questions leads to the questions page', async ({ page }) => {
  await page.goto('/questions');
  await expect(page).toHaveURL(/\/app\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
});

test('a logged-in user also sees a static page without the app shell', async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
  await page.goto('/app/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
  await expectNoShell(page, 'Mer information');
});
