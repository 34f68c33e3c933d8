import { expect, test, type Page } from '@playwright/test';
import { BUDGETS, overBudget, webBundle } from '@lonportal/web/bundle-budgets.mjs';
import { submitLogin } from './helpers';
import { ROLE, createTeam } from './fixtures';

// Budgets that need no clock (ARCHITECTURE "Fast under load"): the JavaScript a page downloads and
// the requests it makes. They are tests, so a change that breaks one does not land; the bench keeps
// the budgets that need a clock. A change that needs less lowers these.
const REQUESTS = {
  /**
   * The login page: the document, the first page's scripts, the icon, the BankID panel's code and
   * texts, and the dialogs every page loads once idle (29 in December 2026).
   */
  login: 30,
  /**
   * The dashboard after the login page: its code, texts and API calls (24 in December 2026; 27 with
   * the next shift's call and the working-time schemas its answer is read with).
   */
  dashboard: 28,
};

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

/** Every request `page` makes from now on (the first visit: nothing in the browser's cache). */
function countRequests(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(new URL(req.url()).pathname));
  return () => urls;
}

test('the JavaScript of the login page, of each page and of each chunk keeps its budget', () => {
  const bundle = webBundle(new URL('../../apps/web/dist', import.meta.url).pathname);
  expect(bundle, 'apps/web/dist is built before the browser tests').not.toBeNull();
  expect(bundle!.login.gzip).toBeLessThanOrEqual(BUDGETS.loginBytes);
  expect(bundle!.pages.size).toBeGreaterThan(20);
  expect(overBudget(bundle!)).toEqual([]);
});

test('the login page and the dashboard make no more requests than their budgets', async ({
  page,
  request,
}) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER } });
  const requests = countRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'BankID' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onLogin = requests().length;
  expect(onLogin, requests().join('\n')).toBeLessThanOrEqual(REQUESTS.login);

  await submitLogin(page, per.login, per.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onDashboard = requests().length - onLogin;
  expect(onDashboard, requests().slice(onLogin).join('\n')).toBeLessThanOrEqual(REQUESTS.dashboard);
});
