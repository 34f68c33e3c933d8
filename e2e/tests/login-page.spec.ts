import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations, showPasswordLogin } from './helpers';
import { createEmployee } from './fixtures';

// SPEC §2.3 Login screen: everything around the password form.

const RESET_URL = 'https://reset.example.se/glomt-losenord'; // run-e2e.mjs's PASSWORD_RESET_URL

test('forgot password opens the configured reset form in a new tab', async ({ page, context }) => {
  // The reset form is another site: answer it here, so the test needs no internet.
  await context.route('https://reset.example.se/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Reset</title>' }),
  );
  await page.goto('/login');
  await showPasswordLogin(page);
  const link = page.getByRole('link', { name: /^Glömt lösenordet\?/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  const popupOpened = page.waitForEvent('popup');
  await link.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(RESET_URL);
  await expect(page).toHaveURL(/\/login$/); // the login page stays where it was
});

test('the BankID tab opens first; the password tab is remembered after a password login', async ({
  page,
  request,
}) => {
  const per = await createEmployee(request);
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'BankID' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'BankID på den här datorn' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toBeHidden();
  // No store address is configured by default: no store buttons.
  await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);

  await loginAs(page, per);
  expect(await page.evaluate(() => localStorage.getItem('lonportal.loginMethod'))).toBe('PASSWORD');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('tab', { name: 'Användarnamn och lösenord' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toBeVisible();
});

test('the add-to-home-screen guide opens on this platform, switches platform and closes', async ({
  page,
}) => {
  await page.goto('/login');
  // Headless Chromium offers no install prompt, so the guide opens.
  await page.getByRole('button', { name: 'Lägg till på hemskärmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg till Lönportalen på hemskärmen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Dator' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('listitem').first()).toContainText('Chrome eller Microsoft Edge');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('tab', { name: 'iPhone och iPad' }).click();
  await expect(dialog.getByRole('heading', { name: 'I Safari' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);

  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lägg till på hemskärmen' })).toBeFocused();

  await page.getByRole('button', { name: 'Lägg till på hemskärmen' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a failed validation shows the first error, and focuses and scrolls to its field', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 240 });
  await page.goto('/login');
  await showPasswordLogin(page);
  // Only the user name is filled in: the form stops before any request.
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill('anna');
  const password = page.getByRole('textbox', { name: 'Lösenord', exact: true });
  // The submit button has focus while the form is scrolled out of sight.
  await page.getByRole('button', { name: 'Logga in' }).evaluate((button) => {
    button.focus({ preventScroll: true });
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect(password).not.toBeInViewport();
  await page.keyboard.press('Enter');

  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(password).toBeInViewport();
  await expect(page.getByRole('alert')).toContainText('Lösenord');
  await expect(page.getByRole('alert')).toContainText('Fältet är obligatoriskt.');
});

test('the login page has no serious accessibility violations in the light theme', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 245, 249)');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login page has no serious accessibility violations in the dark theme', async ({ page }) => {
  // The login page opens in the theme the user had last (ui/theme-mode.ts).
  await page.addInitScript(() => localStorage.setItem('lonportal.theme', 'dark'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 20, 23)');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('inside the mobile app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 LonportalenApp/2.1',
  });

  test('there is no add-to-home-screen button', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Mobilt BankID' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lägg till på hemskärmen' })).toHaveCount(0);
  });
});

test('the app breaks none of its own Content-Security-Policy, before and after login', async ({
  page,
  request,
}) => {
  const per = await createEmployee(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/login');
  await showPasswordLogin(page);
  expect(await violations()).toEqual([]);
  // A new document: the login and the dashboard it leads to.
  await loginAs(page, per);
  await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the public pages have a description and robots.txt for search engines', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Lönportalen/);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);
});
