import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

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

test('the service worker caches the shell only, and starts the app offline', async ({ page, context }) => {
  await loginAs(page, 'ftg');
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

  // Offline, the page still starts from the cached shell (Chromium would show its own error page).
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Lönportalen/);
  await expect(page.locator('#root')).not.toBeEmpty();
  // The app knows it is offline: the offline wording, not the one for a failed request.
  await expect(page.getByText('Störningar i internetanslutningen', { exact: false }).first()).toBeVisible();
  await context.setOffline(false);
});
