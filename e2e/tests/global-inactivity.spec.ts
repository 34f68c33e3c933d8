import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { createEmployee } from './fixtures';
import { SHOTS, pauseClock } from './global-helpers';

// SPEC §4 Idle timer and §2.2 inactivity notice: after InactivityTimer minutes without mouse,
// keyboard or touch the user is logged out and a full-screen notice says so. Each test has a user
// of its own (fixtures.ts): the first changes its inactivity timer.

const notice = (page: Page) => page.getByRole('dialog', { name: 'Du har loggats ut' });

async function setInactivityTimer(page: Page, minutes: number) {
  const res = await page.request.put('/api/userAppSettings', {
    headers: API_HEADERS,
    data: { InactivityTimer: minutes },
  });
  expect(res.ok()).toBe(true);
}

test('an idle minute logs out and shows the inactivity notice', async ({ page, request }) => {
  test.setTimeout(60_000);
  const user = await createEmployee(request);
  await page.clock.install();
  await loginAs(page, user);
  await setInactivityTimer(page, 1);
  await page.reload(); // the session now carries the 1-minute timer
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pauseClock(page);

  // Activity resets the timer.
  await page.clock.runFor(40_000);
  await page.mouse.move(200, 200);
  await page.clock.runFor(40_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(40_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(notice(page)).toBeHidden();

  await page.clock.runFor(21_000);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('inte har varit aktiv');
  await expect(page).toHaveURL(/\/login\?.*ended=40108/);
  await page.clock.resume(); // axe needs its timers
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/inactivity-notice.png`, animations: 'disabled' });

  // The server session is gone too.
  const me = await page.request.get('/api/me', { headers: API_HEADERS });
  expect(me.status()).toBe(401);

  await notice(page).getByRole('button', { name: 'Logga in igen' }).click();
  await expect(notice(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page).not.toHaveURL(/ended=/);
});

test.describe('a session the server ended for inactivity', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows the notice when the page loads', async ({ page, request }) => {
    await loginAs(page, await createEmployee(request));
    // What GET /me answers once the server's own idle limit has passed (SPEC §4 App load).
    await page.route('**/api/me', (route) => route.fulfill({ json: { AutoLogoutDueToInactivity: true } }));
    await page.goto('/dashboard');
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/ended=40108/);
  });
});
