import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, currentMe, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { loggedIn, monthBack, showMonthBack } from './time-helpers';

// Working-time-law warnings (ATL 13 § and 15 §; packages/domain/src/working-time.ts): two punches
// of a past month, the second 8 h 30 min after the first one's punch-out and 6 h 30 min without a
// break, are flagged on the punch list saying what differs, and the department administrator sees
// the count in the attest list. The punches are made with the clock and corrected to fixed instants
// early in that month (no clock change near), so the test does not depend on the time of day.

const MONTHS_BACK = 3;
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

/** Punches in now and corrects the punch to `In`–`Ut` (ISO instants), as the page's user. */
async function punchAt(page: Page, In: string, Ut: string, RastMinuter: number) {
  const punched = await page.request.post('/api/stamplingar', {
    headers: API_HEADERS,
    data: { Action: 'in' },
  });
  expect(punched.status()).toBe(201);
  const { Id, Version } = await punched.json();
  const corrected = await page.request.put(`/api/stamplingar/${Id}`, {
    headers: API_HEADERS,
    data: { In, Ut, RastMinuter, Orsak: 'Efterregistrerad', Version },
  });
  expect(corrected.status(), await corrected.text()).toBe(200);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('punches against ATL 13 § and 15 § are flagged with what differs and counted in the attest list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const team = await createTeam(request, {
    per: { role: ROLE.PER, schedule: 'DEL30' },
    avd: { role: ROLE.AVD, employee: true },
  });
  const month = monthBack(MONTHS_BACK);
  const day = month.weekdays[1]!;
  const after = nextDay(day);

  await loginAs(page, team.per);
  const perName = (await currentMe(page)).UserAccount.Namn;
  // 7 h 30 min with an hour of breaks, then 8 h 30 min off, then 6 h 30 min without a break.
  await punchAt(page, `${day}T14:00:00Z`, `${day}T21:30:00Z`, 60);
  await punchAt(page, `${after}T06:00:00Z`, `${after}T12:30:00Z`, 0);

  await page.getByRole('navigation').getByRole('link', { name: 'Stämplingar' }).click();
  await showMonthBack(page, MONTHS_BACK, month.name);
  const table = page.getByRole('table', { name: 'Stämplingar' });
  const rows = table.getByRole('row'); // the header, then the two punches in order
  await expect(rows).toHaveCount(3);
  // The punch-out was on the day before, so its date is named.
  await expect(rows.nth(2)).toContainText(
    new RegExp(`Bara 8 h 30 min vila sedan utstämplingen ${day} \\d\\d:30 \\(minst 11 h, ATL 13 §\\)`),
  );
  await expect(rows.nth(2)).toContainText(
    /6 h 30 min arbete i följd sedan \d\d:00 utan rast på minst 30 min \(högst 5 h, ATL 15 §\)/,
  );
  await expect(rows.nth(1)).not.toContainText('ATL');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/punch-atl-list-sv.png`, fullPage: true, animations: 'disabled' });

  const { context, page: avd } = await loggedIn(browser, team.avd);
  await avd.getByRole('link', { name: 'Attestera', exact: true }).click();
  await expect(avd).toHaveURL(/\/attest$/);
  await showMonthBack(avd, MONTHS_BACK, month.name);
  await avd.getByRole('searchbox', { name: 'Sök namn eller anst.nr' }).fill(team.per.anstNr!);
  const list = avd.getByRole('table', { name: 'Attestlista' });
  await expect(list.getByRole('columnheader', { name: 'ATL-varningar' })).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: perName });
  await expect(row.getByRole('cell').last()).toHaveText('2');
  expect(await seriousViolations(avd)).toEqual([]);
  await avd.screenshot({ path: `${SHOTS}/punch-atl-attest-sv.png`, fullPage: true, animations: 'disabled' });
  await context.close();
});
