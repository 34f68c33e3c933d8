import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS } from './helpers';
import { ROLE, createTeam } from './fixtures';
import {
  DESKTOP,
  PHONE,
  createRows,
  expectFixedScreenshot,
  fixFixtureTexts,
  loginOnPhone,
  openPage,
  shot,
} from './phone-helpers';

// Layout baselines of the main flows at a phone's size (390 × 844, touch) and a desktop's
// (1280 × 800), so a layout that breaks fails the suite. Each test makes its own employee and rows
// on fixed dates in March 2025, with the browser's clock fixed at NOW (Friday 14 March 2025); what
// differs from run to run is written alike (the fixture's random names and numbers, whose length
// would move the layout) or masked: the company, the user's initials, the orgnr and what the
// server's real clock decides (the punch clock's time).

/** 2025-03-06: 10 h of sick leave against 8 scheduled (HEL40), the month's one warning. */
const WARNING_DAY = '2025-03-06';
/** 2025-03-10: a day of the browser's week (10–14 March), for the dashboard's "Min vecka". */
const WEEK_DAY = '2025-03-10';

/** An employee (HEL40) logged in with the browser's clock fixed, with rowsOf, a warning and a row this week. */
async function employeeWithRows(page: Page, request: Parameters<typeof createTeam>[0]) {
  const { company, per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
  await loginOnPhone(page, per);
  await createRows(page.request, per.anstNr!);
  for (const row of [
    { AnstNr: per.anstNr, Datum: WARNING_DAY, TidKod: 'SJK', Timmar: 10 },
    {
      AnstNr: per.anstNr,
      Datum: WEEK_DAY,
      TidKod: 'ARB',
      StartTid: '07:30',
      SlutTid: '16:00',
      RastMinuter: 30,
    },
  ]) {
    const res = await page.request.post('/api/tidrader', { headers: API_HEADERS, data: row });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { company, per };
}

/** Punches in now and corrects the punch to `In`–`Ut` (ISO instants), as the page's user. */
async function punchAt(page: Page, In: string, Ut: string, RastMinuter: number) {
  const punched = await page.request.post('/api/stamplingar', {
    headers: API_HEADERS,
    data: { Action: 'in', Nyckel: randomUUID() },
  });
  expect(punched.status(), await punched.text()).toBe(201);
  const { Id, Version } = await punched.json();
  const corrected = await page.request.put(`/api/stamplingar/${Id}`, {
    headers: API_HEADERS,
    data: { In, Ut, RastMinuter, Orsak: 'Efterregistrerad', Version },
  });
  expect(corrected.status(), await corrected.text()).toBe(200);
}

const day = (page: Page, date: string) =>
  page.locator(`[data-testid="time-report-day"][data-date="${date}"]`);

for (const [size, screen] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use(screen);

    test(`the time report's month (${size})`, async ({ page, request }) => {
      const { company, per } = await employeeWithRows(page, request);
      await openPage(page, '/timereporting', 'Tidrapport');
      await expect(day(page, '2025-03-03').getByTestId('time-entry')).toContainText('08:00');
      await expect(day(page, WARNING_DAY).getByTestId('day-warning')).toBeVisible();
      await expect(page.getByTestId('total-warnings')).toHaveText('1');
      await expect(page.getByTestId('total-reported')).toHaveText('42,00 h');
      await expectFixedScreenshot(page, `time-report-${size}.png`, company, [per]);
    });

    test(`the calendar's month (${size})`, async ({ page, request }) => {
      const { company, per } = await employeeWithRows(page, request);
      await openPage(page, '/calendar', 'Kalendarie');
      const cell = (date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
      await expect(cell('2025-03-03')).toHaveAccessibleName(/rapporterat 8,00 h/);
      await expect(cell(WEEK_DAY)).toHaveAccessibleName(/rapporterat 8,00 h/);
      await expectFixedScreenshot(page, `calendar-${size}.png`, company, [per]);
    });

    test(`the punches page with two punches (${size})`, async ({ page, request }) => {
      const { company, per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
      await loginOnPhone(page, per);
      // 08:00–17:00 with an hour's break, and 07:30–16:00 with 30 minutes, in Stockholm.
      await punchAt(page, '2025-03-10T07:00:00Z', '2025-03-10T16:00:00Z', 60);
      await punchAt(page, '2025-03-11T06:30:00Z', '2025-03-11T15:00:00Z', 30);
      await openPage(page, '/stamplingar', 'Stämplingar');
      const clock = page.getByRole('region', { name: 'Stämpelklocka' });
      await expect(clock.getByText('Utstämplad', { exact: true })).toBeVisible();
      const punches =
        size === 'phone'
          ? page.getByRole('list', { name: 'Stämplingar' }).getByRole('listitem')
          : page.getByRole('table', { name: 'Stämplingar' }).getByRole('row').filter({ hasText: '2025-03' });
      await expect(punches).toHaveCount(2);
      await expect(punches.filter({ hasText: '2025-03-10' })).toContainText('08:00');
      await expect(punches.filter({ hasText: '2025-03-11' })).toContainText('07:30');
      await expectFixedScreenshot(page, `punches-${size}.png`, company, [per], [clock.locator('time')]);
    });

    test(`the dashboard (${size})`, async ({ page, request }) => {
      const { company, per } = await employeeWithRows(page, request);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
      const week = page.getByRole('region', { name: 'Min vecka' });
      await expect(week.getByTestId('my-week-hours')).toContainText('8,00 h /');
      const clock = page.getByRole('region', { name: 'Stämpelklocka' });
      await expect(clock.getByText('Utstämplad', { exact: true })).toBeVisible();
      // The next shift is the server's, from its real clock: its day and times are masked.
      const next = page.getByRole('region', { name: 'Nästa pass' }).getByTestId('next-shift');
      await expect(next).toBeVisible();
      await expectFixedScreenshot(
        page,
        `dashboard-${size}.png`,
        company,
        [per],
        [
          clock.locator('time'),
          next.locator('p').first(),
          // The fixture company's orgnr (the salary year is the browser's: 2025).
          page.getByText(/^\d{6}-\d{4}$/),
        ],
      );
    });
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the entry dialog open on a phone', async ({ page, request }) => {
    const { company, per } = await employeeWithRows(page, request);
    await openPage(page, '/timereporting', 'Tidrapport');
    const date = '2025-03-12';
    await day(page, date)
      .getByRole('button', { name: new RegExp(`Lägg till rad .*${date}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
    await expect(dialog.getByRole('combobox', { name: 'Tidkod' })).toHaveValue('ARB Arbetad tid');
    await expect(dialog.getByRole('textbox', { name: 'Start' })).toHaveValue('08:00');
    await expect(dialog.getByText('8,00 h enligt start och slut')).toBeVisible();
    // The viewport as the user sees it, the dialog over the whole screen.
    await fixFixtureTexts(page, company, [per]);
    await expect(page).toHaveScreenshot('entry-dialog-phone.png', shot([]));
  });
});
