import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';

// PWA: the manifest and icons, and a service worker that keeps the app shell and nothing private.

test('the manifest names the app, starts at the dashboard and has its icons', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Lönportalen', start_url: '/dashboard', display: 'standalone' });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
  }
});

test("the service worker keeps the shell and the pages' code, never data, and starts the app offline", async ({
  page,
  context,
  request,
}) => {
  await loginAs(page, (await createTeam(request, { ftg: { role: ROLE.FTG } })).ftg);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => !u.startsWith('/assets/') && u !== '/index.html')).toEqual([]);
  // Kept while it installed: the first-paint files of every page, also those not opened yet.
  const firstPaint = (await (await page.request.get('/route-preloads.json')).json()) as Record<
    string,
    string[]
  >;
  for (const route of ['Tidrapport', 'Kalendarie', 'Attestera', 'Dashboard'])
    for (const file of firstPaint[route] ?? []) expect(cached, `${route}: ${file}`).toContain(file);
  expect(firstPaint.Tidrapport?.length).toBeGreaterThan(0);

  // Offline, the page still starts from the cached shell (Chromium would show its own error page).
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Lönportalen/);
  await expect(page.locator('#root')).not.toBeEmpty();
  // The app knows it is offline: the offline wording, not the one for a failed request.
  await expect(page.getByText('Störningar i internetanslutningen', { exact: false }).first()).toBeVisible();
  await context.setOffline(false);
});

/** Rewrites the shell the service worker keeps (index.html), as an older visit would have left it. */
async function changeCachedShell(page: Page, from: string, to: string) {
  await page.evaluate(
    async ([a, b]) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const kept = await cache.match('/index.html');
        if (!kept) continue;
        const html = (await kept.text()).replace(a, b);
        await cache.put('/index.html', new Response(html, { headers: { 'Content-Type': 'text/html' } }));
      }
    },
    [from, to] as const,
  );
}

const cachedShell = (page: Page) =>
  page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? '');

async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the installed app opens a page from the server while it answers and keeps its shell for an offline visit', async ({
  page,
  request,
}) => {
  await loginAs(page, (await createTeam(request, { ftg: { role: ROLE.FTG } })).ftg);
  await controlledByWorker(page);
  await changeCachedShell(page, '<head>', '<head><meta name="lonportal-shell" content="from-cache">');

  await page.reload();
  // The server answered (its page has no such mark: a painted page brings its data, so it shows
  // sooner than the cached shell, which must still ask for it) and the page works.
  await expect(page.locator('meta[name="lonportal-shell"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
  // The shell kept for an offline visit is the server's again.
  await expect.poll(() => cachedShell(page)).not.toContain('lonportal-shell');
  await expect(page.getByRole('dialog', { name: 'Ny version av Lönportalen' })).toBeHidden();
});
