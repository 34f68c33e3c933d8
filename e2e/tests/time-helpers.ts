import { expect, type Browser, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, type Who } from './helpers';

// Helpers of the time-reporting specs. Each spec reports for an employee of its own (fixtures.ts).

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The month `monthsBack` months before the current one: first and last day, weekdays and Swedish name. */
export function monthBack(monthsBack: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - monthsBack, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() - monthsBack + 1, 0));
  const weekdays: string[] = [];
  for (let d = new Date(first); d.getUTCMonth() === first.getUTCMonth(); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(iso(d));
  }
  const name = new Intl.DateTimeFormat('sv', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
  return { from: iso(first), to: iso(last), weekdays, name };
}

/**
 * The month `monthsBack` months back, and a Monday–Friday in it with every day scheduled for the
 * employee (no holiday), read from the employee's report as the page's user.
 */
export async function scheduledWeek(page: Page, anstNr: string, monthsBack: number) {
  const month = monthBack(monthsBack);
  const res = await page.request.get(`/api/tidrapport/${anstNr}?From=${month.from}&To=${month.to}`, {
    headers: API_HEADERS,
  });
  expect(res.status()).toBe(200);
  const scheduled = new Set(
    ((await res.json()).Dagar as { Datum: string; SchemaTimmar: number }[])
      .filter((d) => d.SchemaTimmar > 0)
      .map((d) => d.Datum),
  );
  for (const [i, monday] of month.weekdays.entries()) {
    const week = month.weekdays.slice(i, i + 5);
    // From a Monday the next five weekdays are its Monday–Friday, unless the month ends first.
    const isWeek = new Date(monday).getUTCDay() === 1 && week.length === 5;
    if (isWeek && week.every((d) => scheduled.has(d))) {
      const [mon, tue, wed, thu, fri] = week as [string, string, string, string, string];
      return { month, mon, tue, wed, thu, fri };
    }
  }
  throw new Error(`No whole scheduled week in ${month.name}`);
}

/** Steps the shell's date filter `monthsBack` months back, to the month called `name`. */
export async function showMonthBack(page: Page, monthsBack: number, name: string) {
  for (let i = 0; i < monthsBack; i++) await page.getByRole('button', { name: 'Föregående månad' }).click();
  await expect(page.getByTestId('date-filter-period')).toHaveText(new RegExp(name, 'i'));
}

/** Creates a time entry through the API (POST /api/tidrader) as the page's user and answers it. */
export async function createTimeEntry(page: Page, body: Record<string, unknown>): Promise<{ Id: string }> {
  const res = await page.request.post('/api/tidrader', { headers: API_HEADERS, data: body });
  expect(res.status()).toBe(201);
  return res.json();
}

/** A browser context of its own with `who` logged in; its clock starts at `at` when given, and runs on. */
export async function loggedIn(browser: Browser, who: Who, at?: Date) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (at) await page.clock.install({ time: at });
  await loginAs(page, who);
  return { context, page };
}
