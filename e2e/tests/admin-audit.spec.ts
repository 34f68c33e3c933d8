import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { API_HEADERS, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { navigation } from './shell-helpers';

// Audit log: the company administrator reads who logged in and when, filters the log and
// takes it away as CSV. The team is the test's own (fixtures.ts).

test('the company administrator reads the log, filters it and downloads it as CSV', async ({
  browser,
  page,
  request,
}) => {
  const { ftg, per } = await createTeam(request, { ftg: { role: ROLE.FTG }, per: { role: ROLE.PER } });
  // The employee logs in (and fails once) in a browser of their own.
  const employee = await (await browser.newContext()).newPage();
  const failed = await employee.request.post('/api/authenticate', {
    headers: API_HEADERS,
    data: { Login: per.login, Password: 'not-the-password' },
  });
  expect(failed.status()).toBe(401);
  await loginAs(employee, per);

  await loginAs(page, ftg);
  await navigation(page).getByRole('button', { name: 'Administration' }).click();
  await navigation(page).getByRole('link', { name: 'Granskningslogg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granskningslogg' })).toBeVisible();
  const log = page.getByRole('list', { name: 'Granskningslogg' });
  const theirs = log.getByRole('listitem').filter({ hasText: per.login });
  await expect(theirs.filter({ hasText: /^Inloggning/ })).toBeVisible();
  await expect(theirs.filter({ hasText: /^Misslyckad inloggning/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Användare' }).fill(per.login);
  await page.getByRole('button', { name: 'Visa' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Händelser: 2')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await file.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('At;Action;Login;Namn;FtgNamn;Details');
  // Newest first: the login, then the failed attempt (by the login it named: no user is known).
  expect(lines.slice(1).map((l) => l.split(';').slice(1, 3))).toEqual([
    ['login', per.login],
    ['login.failed', per.login],
  ]);
});
