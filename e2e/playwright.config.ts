import { defineConfig } from '@playwright/test';

// Browser tests run Debian's Chromium (ARCHITECTURE "Pinned majors": no tool downloads a browser)
// against the real server that run-e2e.mjs starts on a fresh embedded database. Specs that change
// data make a company and users of their own (tests/fixtures.ts), so every test may run
// beside any other. run-e2e.mjs sets E2E_WORKERS: two on PostgreSQL, where the server's queries
// run in the database's processes (the suite took 11 minutes instead of 30 on the 2-core machine
// CI runs on), one on the embedded database, whose queries take turns in the server's event loop.

const baseURL = process.env.BASE_URL ?? 'http://localhost:8080';

/**
 * Pages are rendered in the browser, not painted by the server first (ADR 0024): a painted page
 * shows before it takes input, and the specs act on a page as soon as they see it. first-paint.spec
 * tests the painted page.
 */
const unpainted = {
  cookies: [
    {
      name: 'lp_paint',
      value: 'off',
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: 'list',
  // An upper bound, not a wait: the longest stories (several pages and accessibility scans) need more on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: process.env.CI === 'true',
  use: {
    baseURL,
    storageState: unpainted,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
