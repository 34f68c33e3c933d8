import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam, type FixtureUser } from './fixtures';

// What the absence and leave specs share: the HR licence, a team of an employee and
// a manager who plans leave, a browser of one of them on a fixed day, and typing a date.

/** The company's HR licence option: leave planning and the HR pages. */
export const HR = { settings: { LicensOptions: ['HRTIL'] } };

/** per and avd (an employee too, with the HR user option) in Ekonomi of a new company. */
export const leaveTeam = (request: APIRequestContext) =>
  createTeam(
    request,
    { per: { role: ROLE.PER }, avd: { role: ROLE.AVD, employee: true, options: ['HRTIL'] } },
    HR,
  );

/** A browser of its own for `who`, logged in, its clock standing at 10:00 on `today`. */
export async function openAs(browser: Browser, who: FixtureUser, today: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${today}T10:00:00+01:00`));
  await loginAs(page, who);
  return { context, page };
}

/** Types a date into the named field of `dialog` and leaves it. */
export async function fillDate(dialog: Locator, name: string, value: string) {
  const field = dialog.getByRole('textbox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}
