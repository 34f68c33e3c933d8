import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { scheduledWeek, showMonthBack } from './time-helpers';

// The punch clock: per punches in and out (with a break) on /stamplingar and sees the punch and the
// time entry it became; corrects it (a reason is required); a forgotten punch-out is shown and
// closed from the schedule. The server stamps a press with its own clock, so the punch is today's: a
// punch in and out within the same minute gives 0,00 h until it is corrected. The forgotten punch is
// moved to the Monday of a week of last month whose days are all scheduled, so it has a schedule to
// close it on whatever today is (a Monday's last weekday may be in last month, or a holiday). Each
// test makes its own employee (fixtures.ts), on DEL30: 08:00–14:00 on weekdays. In Swedish with axe
// scans, then the page in English.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

interface Punch {
  Datum: string;
  In: string;
}

/** The user's open punch, straight from the API. */
async function openPunch(page: Page): Promise<Punch | null> {
  const res = await page.request.get('/api/stamplingar/oppen', { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return (await res.json()).Stampling;
}

/** 'HH:MM' on the Stockholm clock (the browser runs in Europe/Stockholm). */
const wallTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('sv-SE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  });

const stateChip = (clock: Locator, state: string) => clock.getByText(state, { exact: true });

test('per punches in and out, corrects the punch, and closes a forgotten punch-out from the schedule', async ({
  page,
  request,
}) => {
  // One story across five pages, two languages and four accessibility scans.
  test.setTimeout(90_000);
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'DEL30' } });
  await loginAs(page, per);
  const { month: lastMonth, mon: day } = await scheduledWeek(page, per.anstNr!, 1);
  /** The punches' table shows last month (`back` 1) or this one (0). */
  const showMonth = async (back: 0 | 1) => {
    if (back === 1) await showMonthBack(page, 1, lastMonth.name);
    else await page.getByRole('button', { name: 'Nästa månad' }).click();
  };
  await page.getByRole('navigation').getByRole('link', { name: 'Stämplingar' }).click();
  await expect(page).toHaveURL(/\/stamplingar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stämplingar' })).toBeVisible();
  const clock = page.getByRole('region', { name: 'Stämpelklocka' });
  await expect(stateChip(clock, 'Utstämplad')).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Stämpla ut' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  const table = page.getByRole('table', { name: 'Stämplingar' });

  // A punch moved back to a scheduled day of last month and left open: forgotten, and closed at the
  // schedule's end (14:00). (It comes first: an open punch reaches until now and may not overlap
  // another.)
  await clock.getByRole('button', { name: 'Stämpla in' }).click();
  await expect(stateChip(clock, 'Instämplad')).toBeVisible();
  const moved = (await openPunch(page))!;
  await table
    .getByRole('button', { name: `Korrigera stämplingen ${moved.Datum} ${wallTime(moved.In)}` })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Korrigera stämpling' });
  await expect(dialog.getByText('Lämna utstämplingen tom så fortsätter stämplingen.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Datum in' }).fill(day);
  await dialog.getByRole('textbox', { name: 'Tid in' }).fill('08:00');
  await dialog.getByRole('textbox', { name: 'Orsak' }).fill('Stämplade in på fel dag');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const notice = clock.getByRole('alert').filter({ hasText: 'Glömd utstämpling' });
  await expect(notice).toContainText(`Instämplad ${day} kl. 08:00 men aldrig utstämplad.`);
  await showMonth(1);
  await expect(table.getByRole('row').filter({ hasText: day })).toContainText('Glömd utstämpling');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: `${SHOTS}/punch-clock-forgotten-sv.png`,
    fullPage: true,
    animations: 'disabled',
  });

  await notice.getByRole('button', { name: 'Stäng enligt schema' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stäng enligt schema' });
  await expect(confirm).toContainText('utstämpling 14:00');
  await confirm.getByRole('button', { name: 'Stäng' }).click();
  await expect(page.getByText('Stämplingen är stängd enligt schema.')).toBeVisible();
  const closed = table.getByRole('row').filter({ hasText: 'Korrigerad: Stängd enligt schema' });
  await expect(closed).toContainText('14:00');
  await expect(closed.getByRole('cell').nth(4)).toHaveText('6,00');
  await expect(stateChip(clock, 'Utstämplad')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await showMonth(0);

  // In, a break, out.
  await clock.getByRole('button', { name: 'Stämpla in' }).click();
  await expect(page.getByText('Du är instämplad.')).toBeVisible();
  await expect(stateChip(clock, 'Instämplad')).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Stämpla in' })).toBeDisabled();
  await expect(clock.getByText('Tid sedan instämpling')).toBeVisible();
  const punch = (await openPunch(page))!;
  const inTime = wallTime(punch.In);
  await clock.getByRole('button', { name: 'Rast start' }).click();
  await expect(stateChip(clock, 'På rast')).toBeVisible();
  await clock.getByRole('button', { name: 'Rast slut' }).click();
  await expect(stateChip(clock, 'Instämplad')).toBeVisible();
  await clock.getByRole('button', { name: 'Stämpla ut' }).click();
  await expect(page.getByText('Du är utstämplad. Tiden finns nu i tidrapporten.')).toBeVisible();
  await expect(stateChip(clock, 'Utstämplad')).toBeVisible();

  const row = table.getByRole('row').filter({ hasText: punch.Datum }).first();
  await expect(row).toContainText(inTime);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^0,0[0-2]$/);
  const outTime = (await row.getByRole('cell').nth(2).textContent())!.trim();
  expect(await seriousViolations(page)).toEqual([]);

  // A correction needs a reason; from 00:00 the hours are the time to the punch-out.
  await row.getByRole('button', { name: `Korrigera stämplingen ${punch.Datum} ${inTime}` }).click();
  dialog = page.getByRole('dialog', { name: 'Korrigera stämpling' });
  await dialog.getByRole('textbox', { name: 'Tid in' }).fill('00:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Fältet är obligatoriskt.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Orsak' }).fill('Glömde stämpla in');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const [h, m] = outTime.split(':').map(Number) as [number, number];
  const hours = ((h * 60 + m) / 60).toFixed(2).replace('.', ',');
  const corrected = table.getByRole('row').filter({ hasText: 'Korrigerad: Glömde stämpla in' });
  await expect(corrected).toContainText('00:00');
  await expect(corrected.getByRole('cell').nth(4)).toHaveText(hours);

  // The time entry it became, in the time report.
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
  const entry = page
    .locator(`[data-testid="time-report-day"][data-date="${punch.Datum}"]`)
    .getByTestId('time-entry');
  await expect(entry.filter({ hasText: `00:00–${outTime}` })).toContainText(hours);

  await page.getByRole('navigation').getByRole('link', { name: 'Stämplingar' }).click();
  await expect(stateChip(clock, 'Utstämplad')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/punch-clock-sv.png`, fullPage: true, animations: 'disabled' });

  // The same page in English.
  await page.evaluate(() => localStorage.setItem('lonportal.language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clock stamps' })).toBeVisible();
  const clockEn = page.getByRole('region', { name: 'Time clock' });
  await expect(clockEn.getByRole('button', { name: 'Punch in' })).toBeEnabled();
  // The punch closed from the schedule is last month's.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('table', { name: 'Punches' })).toContainText(
    'Corrected: Closed from the schedule',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/punch-clock-en.png`, fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.evaluate(() => localStorage.removeItem('lonportal.language'));
  await page.reload();

  // Deleting a punch deletes its time entry too: today's, then the one of last month.
  for (const [date, time, back] of [
    [punch.Datum, '00:00', 0],
    [day, '08:00', 1],
  ] as const) {
    if (back === 1) await showMonth(1);
    await table.getByRole('button', { name: `Ta bort stämplingen ${date} ${time}` }).click();
    const ask = page.getByRole('dialog', { name: 'Ta bort stämpling' });
    await expect(ask).toContainText('Tidraden den blev tas också bort.');
    await ask.getByRole('button', { name: 'Ta bort' }).click();
    await expect(table.getByRole('button', { name: `Ta bort stämplingen ${date} ${time}` })).toHaveCount(0);
    await expect(table).toContainText('Inga stämplingar under perioden.');
  }
  await showMonth(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await expect(page.locator(`[data-testid="time-report-day"][data-date="${punch.Datum}"]`)).toBeVisible();
  await expect(entry.filter({ hasText: `00:00–${outTime}` })).toHaveCount(0);
});

test("an employee's punch shows at once in the manager's open list (RESOURCE_UPDATED)", async ({
  page,
  browser,
  request,
}) => {
  const team = await createTeam(request, {
    per: { role: ROLE.PER },
    avd: { role: ROLE.AVD, employee: true },
  });
  await loginAs(page, team.avd);
  await page.getByRole('navigation').getByRole('link', { name: 'Stämplingar' }).click();
  await page.getByRole('combobox', { name: 'Anställd' }).click();
  await page.getByRole('option', { name: new RegExp(`^${team.per.anstNr} `) }).click();
  const table = page.getByRole('table', { name: 'Stämplingar' });
  // Any row of the punch: whether it reads "Pågår" or "Glömd utstämpling" depends on the time of
  // day against the employee's schedule, and this test runs at any hour.
  const running = table.getByRole('button', { name: /^Ta bort stämplingen / });
  await expect(table).toBeVisible();
  await expect(running).toHaveCount(0);

  const employee = await browser.newContext();
  try {
    const per = await employee.newPage();
    await loginAs(per, team.per);
    const res = await per.request.post('/api/stamplingar', { headers: API_HEADERS, data: { Action: 'in' } });
    expect(res.status()).toBe(201);
    const { Id, Version } = await res.json();
    await expect(running).toBeVisible();

    const gone = await per.request.delete(`/api/stamplingar/${Id}?Version=${Version}`, {
      headers: API_HEADERS,
    });
    expect(gone.status()).toBe(204);
  } finally {
    await employee.close();
  }
  await expect(running).toHaveCount(0);
});
