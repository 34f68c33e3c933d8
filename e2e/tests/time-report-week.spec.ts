import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { monthBack, showMonthBack } from './time-helpers';

// A normal week takes at most five clicks, and the time report works on a phone. Each
// test reports for an employee of its own (HEL40: Monday to Friday 08:00–17:00 with an hour's
// break), in the second week of the month two months back: every day of it has passed, whatever
// the date the suite runs on.
const MONTHS_BACK = 2;

function reportWeek() {
  const month = monthBack(MONTHS_BACK);
  const monday = month.weekdays.findIndex((d) => Number(d.slice(8)) >= 8 && new Date(d).getUTCDay() === 1);
  const days = month.weekdays.slice(monday, monday + 5);
  return { days, name: month.name, week: isoWeek(days[0]!) };
}

/** ISO 8601 week number of a date. */
function isoWeek(iso: string): number {
  const d = new Date(`${iso}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - jan1) / (7 * 86_400_000));
}

const day = (page: Page, date: string): Locator =>
  page.locator(`[data-testid="time-report-day"][data-date="${date}"]`);

/** Each day of the week: a row as scheduled, or none on a day off (a holiday in the week). */
async function expectScheduledRows(page: Page, days: readonly string[]) {
  for (const date of days) {
    const hours = await day(page, date).getByTestId('day-hours').textContent();
    const rows = day(page, date).getByTestId('time-entry');
    if (hours?.startsWith('Schema 0,00')) await expect(rows).toHaveCount(0);
    else {
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('ARB Arbetad tid');
      await expect(rows).toContainText('08:00–17:00, rast 60 min');
    }
  }
}

test('a normal week is reported in one click (at most five)', async ({ page, request }) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
  const { days, name, week } = reportWeek();
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await showMonthBack(page, MONTHS_BACK, name);
  await expect(page.getByTestId('report-week').filter({ hasText: `Vecka ${week}` })).toContainText(
    'Rapporterat 0,00 h',
  );

  // From here on the employee's clicks are counted.
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await click(page.getByRole('button', { name: new RegExp(`^Fyll veckan enligt schema, vecka ${week} `) }));
  await expect(page.getByText(/^Dagar rapporterade enligt schema: [1-5]\.$/)).toBeVisible();
  await expectScheduledRows(page, days);
  expect(clicks).toBeLessThanOrEqual(5);
  // The week is done: its fill button is gone, and so are the days' "as scheduled" buttons.
  await expect(
    page.getByRole('button', { name: new RegExp(`^Fyll veckan enligt schema, vecka ${week} `) }),
  ).toHaveCount(0);
  await expect(day(page, days[0]!).getByRole('button', { name: /enligt schema/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone (390 × 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the days are cards with every row's status and actions in view, touch targets of 44 px", async ({
    page,
    request,
  }) => {
    const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
    const { days, name } = reportWeek();
    const monday = days[0]!;
    await loginAs(page, per);
    await page.goto('/timereporting');
    await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
    await showMonthBack(page, MONTHS_BACK, name);
    // No table on a phone: nothing wider than the screen.
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const asScheduled = day(page, monday).getByRole('button', { name: /^Rapportera .* enligt schema$/ });
    // The weeks render in steps: count the Monday's buttons once its week is there.
    await expect(day(page, monday)).toBeVisible();
    if ((await asScheduled.count()) === 0) test.skip(true, 'the Monday of the week is a day off');
    await asScheduled.tap();
    const row = day(page, monday).getByTestId('time-entry');
    await expect(row).toContainText('ARB Arbetad tid');
    await expect(row).toContainText('8,00 h');
    await expect(row).toContainText('08:00–17:00, rast 60 min');
    await expect(row).toContainText('Ej godkänd');
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The status and every action of the row are on the screen, each at least 44 × 44 px.
    await row.scrollIntoViewIfNeeded();
    const inView = async (target: Locator) => {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      return box!;
    };
    await inView(row.getByText('Ej godkänd'));
    for (const button of await day(page, monday).getByRole('button').all()) {
      const box = await inView(button);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
