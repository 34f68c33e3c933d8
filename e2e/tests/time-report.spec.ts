import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { createTimeEntry, loggedIn, monthBack, showMonthBack } from './time-helpers';

// Time reporting end to end: an employee reports days of a week (typed hours, start/end, a sick day, a row
// with a break), sees the day's warning, edits a row, and the calendar shows the hours. In Swedish,
// with axe scans. The employee is made for the test (fixtures.ts) and works 6 h a weekday (schedule
// DEL30). The month is five months back, in its second week (Monday–Friday, never the 1st–7th):
// never a month ahead, as rows are refused outside the company's salary years, and in December
// next month is next year.
const MONTHS_BACK = 5;

function reportMonth() {
  const month = monthBack(MONTHS_BACK);
  const mondayIndex = month.weekdays.findIndex(
    (d) => Number(d.slice(8)) >= 8 && new Date(d).getUTCDay() === 1,
  );
  const days = month.weekdays.slice(mondayIndex, mondayIndex + 5) as [string, string, string, string, string];
  return { days, name: new RegExp(month.name, 'i') };
}

/** Shows the report month in the shell's date filter. */
const showReportMonth = (page: Page) => showMonthBack(page, MONTHS_BACK, monthBack(MONTHS_BACK).name);

const day = (page: Page, date: string): Locator =>
  page.locator(`[data-testid="time-report-day"][data-date="${date}"]`);

/** Empties the row's start, end and break, so its hours can be typed. */
async function clearTimes(dialog: Locator) {
  for (const name of ['Start', 'Slut', 'Rast (min)'])
    await dialog.getByRole('textbox', { name, exact: true }).fill('');
}

async function chooseOption(dialog: Locator, page: Page, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('per reports time, sees a warning, edits a row and finds the hours in the calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'DEL30' } });
  const { days, name } = reportMonth();
  const [mon, tue, wed, thu] = days;
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await expect(page).toHaveURL(/\/timereporting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
  // PER has one employee: the name, no picker. The date filter opens on this month (type month).
  await expect(page.getByTestId('selected-employee')).toContainText(`(${per.anstNr})`);
  await showReportMonth(page);
  await expect(page.getByTestId('date-filter-period')).toHaveText(name);
  await expect(day(page, mon)).toContainText('Rapporterat 0,00 h');
  expect(await seriousViolations(page)).toEqual([]);

  // Monday: a new row starts from the day's schedule (DEL30: 08:00–14:30 with a 30-minute break)
  // and the employee's usual code, so a normal day is reported by saving.
  await day(page, mon)
    .getByRole('button', { name: new RegExp(`Lägg till rad .*${mon}`) })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
  await expect(dialog.getByRole('combobox', { name: 'Tidkod' })).toHaveValue('ARB Arbetad tid');
  await expect(dialog.getByRole('textbox', { name: 'Start' })).toHaveValue('08:00');
  await expect(dialog.getByRole('textbox', { name: 'Slut' })).toHaveValue('14:30');
  await expect(dialog.getByText('6,00 h enligt start och slut')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(day(page, mon).getByTestId('time-entry')).toContainText(['ARB Arbetad tid']);
  await expect(day(page, mon)).toContainText('Rapporterat 6,00 h');

  // Tuesday: start and end give the hours.
  await day(page, tue)
    .getByRole('button', { name: new RegExp(`Lägg till rad .*${tue}`) })
    .click();
  dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
  await chooseOption(dialog, page, 'Tidkod', 'ARB Arbetad tid');
  await dialog.getByRole('textbox', { name: 'Start' }).fill('0700');
  await dialog.getByRole('textbox', { name: 'Slut' }).fill('1630');
  await dialog.getByRole('textbox', { name: 'Rast (min)' }).fill('');
  await dialog.getByRole('textbox', { name: 'Slut' }).press('Tab');
  await expect(dialog.getByText('9,50 h enligt start och slut')).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const tuesday = day(page, tue).getByTestId('time-entry');
  await expect(tuesday).toContainText('07:00–16:30');
  await expect(tuesday).toContainText('9,50');

  // Wednesday: a sick day of 8 h against at most 6 scheduled is more absence than the schedule.
  await day(page, wed)
    .getByRole('button', { name: new RegExp(`Lägg till rad .*${wed}`) })
    .click();
  dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
  await chooseOption(dialog, page, 'Tidkod', 'SJK Sjukfrånvaro');
  // The messages say what to type.
  await dialog.getByRole('textbox', { name: 'Start' }).fill('25');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Start' })).toHaveAccessibleDescription(
    'Ange tid som TT:MM mellan 00:00 och 24:00.',
  );
  await clearTimes(dialog);
  await dialog.getByRole('textbox', { name: 'Timmar' }).fill('');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Timmar' })).toHaveAccessibleDescription(
    'Ange timmar, eller start och slut.',
  );
  await dialog.getByRole('textbox', { name: 'Timmar' }).fill('8');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  // The warning names the day and what differs.
  await expect(day(page, wed).getByTestId('day-warning')).toHaveText(
    `Onsdag ${wed}: 8,00 h frånvaro men 6,00 h schemalagt – rapportera högst 6,00 h frånvaro.`,
  );
  await expect(page.getByTestId('total-warnings')).toHaveText('1');

  // Thursday: start, end and a break; the dialog shows the hours the server stores.
  await day(page, thu)
    .getByRole('button', { name: new RegExp(`Lägg till rad .*${thu}`) })
    .click();
  dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
  await chooseOption(dialog, page, 'Tidkod', 'ARB Arbetad tid');
  await dialog.getByRole('textbox', { name: 'Start' }).fill('0800');
  await dialog.getByRole('textbox', { name: 'Slut' }).fill('1700');
  await dialog.getByRole('textbox', { name: 'Rast (min)' }).fill('60');
  await dialog.getByRole('textbox', { name: 'Rast (min)' }).press('Tab');
  await expect(dialog.getByText('8,00 h enligt start och slut')).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const thursday = day(page, thu).getByTestId('time-entry');
  await expect(thursday).toContainText('08:00–17:00, rast 60 min');
  await expect(thursday).toContainText('8,00');

  // Edit Monday's row: 7,5 hours.
  await day(page, mon)
    .getByRole('button', { name: `Ändra ARB Arbetad tid ${mon}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Ändra tidrad' });
  await dialog.getByRole('textbox', { name: 'Slut' }).fill('1600');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(day(page, mon)).toContainText('Rapporterat 7,50 h');
  await expect(page.getByTestId('total-reported')).toHaveText('33,00 h');
  expect(await seriousViolations(page)).toEqual([]);

  // The history of the edited row tells it in sentences, with the form's labels.
  await day(page, mon)
    .getByRole('button', { name: `Historik för ARB Arbetad tid ${mon}` })
    .click();
  dialog = page.getByRole('dialog', { name: /Historik/ });
  const events = dialog.getByRole('table', { name: 'Radens historik' }).getByRole('row');
  await expect(events).toHaveCount(3); // the header, created, changed
  await expect(events.nth(1)).toContainText(
    `Skapad av ${per.namn}: ARB Arbetad tid, 6,00 h, 08:00–14:30, rast 30 min`,
  );
  await expect(dialog.getByText(`${per.namn} ändrade Slut från 14:30 till 16:00`)).toBeVisible();
  await expect(dialog.getByText(`${per.namn} ändrade Timmar från 6,00 till 7,50`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Stäng' }).click();

  // The calendar counts the same hours, absence apart; a day opens its rows.
  await page.getByRole('navigation').getByRole('link', { name: 'Kalendarie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendarie' })).toBeVisible();
  await expect(page.getByTestId('date-filter-period')).toHaveText(name);
  const cell = (date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
  await expect(cell(mon)).toHaveAccessibleName(/rapporterat 7,50 h/);
  await expect(cell(wed)).toHaveAccessibleName(/rapporterat 8,00 h, frånvaro 8,00 h/);
  expect(await seriousViolations(page)).toEqual([]);

  // The time-code filter counts only the chosen codes.
  await page.getByRole('combobox', { name: 'Tidkoder' }).click();
  await page.getByRole('option', { name: 'SJK Sjukfrånvaro' }).click();
  await page.keyboard.press('Escape');
  await expect(cell(mon)).toHaveAccessibleName(/rapporterat 0,00 h/);
  await expect(cell(wed)).toHaveAccessibleName(/rapporterat 8,00 h/);

  // Arrow keys move between days; Enter opens the day with its rows.
  await cell(mon).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(tue)).toBeFocused();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: new RegExp(tue) });
  await expect(dialog.getByTestId('time-entry')).toContainText('07:00–16:30');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a manager picks an employee by name; the choice stays across the time pages', async ({
  page,
  request,
}) => {
  const { per, ftg } = await createTeam(request, {
    per: { role: ROLE.PER },
    other: { role: ROLE.PER },
    ftg: { role: ROLE.FTG },
  });
  const { name } = reportMonth();
  // The first name and the start of the last, as a person types it.
  const [first, ...last] = per.namn.split(' ');
  const typed = `${first} ${last.join(' ').slice(0, 4)}`.toLowerCase();
  const option = `${per.anstNr} ${per.namn}`;
  await loginAs(page, ftg);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  const picker = page.getByRole('combobox', { name: 'Anställd' });
  await picker.click();
  await picker.fill(typed);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([option]);
  await page.getByRole('option', { name: option }).click();
  await expect(picker).toHaveValue(option);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation').getByRole('link', { name: 'Kalendarie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendarie' })).toBeVisible();
  await expect(picker).toHaveValue(option);
  // The calendar steps month by month through the same date filter.
  await showReportMonth(page);
  await expect(page.getByTestId('date-filter-period')).toHaveText(name);
  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await expect(page.getByTestId('date-filter-period')).toHaveText(name);
});

test("another user's change refreshes the open calendar (RESOURCE_UPDATED)", async ({
  page,
  browser,
  request,
}) => {
  const { per, ftg } = await createTeam(request, { per: { role: ROLE.PER }, ftg: { role: ROLE.FTG } });
  const { days, name } = reportMonth();
  const fri = days[4];
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Kalendarie' }).click();
  await showReportMonth(page);
  await expect(page.getByTestId('date-filter-period')).toHaveText(name);
  const cell = page.locator(`[data-testid="calendar-day"][data-date="${fri}"]`);
  await expect(cell).toHaveAccessibleName(/rapporterat 0,00 h/);

  const manager = await loggedIn(browser, ftg);
  try {
    await createTimeEntry(manager.page, { AnstNr: per.anstNr, Datum: fri, TidKod: 'ARB', Timmar: 6 });
  } finally {
    await manager.context.close();
  }
  await expect(cell).toHaveAccessibleName(/rapporterat 6,00 h/);
});
