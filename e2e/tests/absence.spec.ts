import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { HR, fillDate, leaveTeam, openAs } from './absence-helpers';

// End to end, in Swedish: per reports sick and sees the time report filled, then reports
// recovered; per applies for a week of vacation, avd approves it and the time report shows it; per
// reports a near accident with a photo and the named handler moves it to RESOLVED; another
// employee does not see a sensitive report. The dates are fixed in November and December 2026
// (each browser's clock stands in their week); a recovered report's days and an approved
// application's days do not depend on the server's date.

/** A small PNG (a 2×2 red square): the "photo" of the near accident. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

async function goTo(page: Page, name: string, heading = name) {
  const link = menuLink(page, name);
  // A leave entry may sit in its group (SPEC §2.2) on a narrow screen as on a wide one.
  if (!(await link.isVisible()))
    await page.getByRole('navigation').getByRole('button', { name: 'Ledighet' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The count on a menu entry: its text, or '' while the badge is hidden (MUI keeps the last number). */
async function badge(page: Page, name: string) {
  const mark = menuLink(page, name).locator('.MuiBadge-badge');
  await expect(mark).toHaveCount(1);
  return (await mark.getAttribute('class'))?.includes('MuiBadge-invisible')
    ? ''
    : ((await mark.textContent()) ?? '');
}

const dayCard = (page: Page, date: string): Locator =>
  page.locator(`[data-testid="time-report-day"][data-date="${date}"]`);

test('per reports sick, sees the time report filled, and reports recovered', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const team = await createTeam(request, { per: { role: ROLE.PER } }, HR);
  const { page } = await openAs(browser, team.per, '2026-11-19');
  await goTo(page, 'Frånvaroanmälan');
  await expect(page.getByText('Ingen pågående frånvaro.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sjukanmälan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sjukanmälan' });
  await fillDate(dialog, 'Första frånvarodag', '2026-11-16');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Anmäl' }).click();
  await expect(dialog).toBeHidden();
  const report = page.getByTestId('absence-report');
  await expect(report).toContainText(
    'Karensavdrag görs mån 2026-11-16, den första dagen som skulle ha arbetats enligt schemat.',
  );
  await expect(report).toContainText('Läkarintyg behövs från dag 8 räknat från sjukanmälan, mån 2026-11-23.');
  await expect(report.getByTestId('absence-state')).toHaveText('Pågår');
  // The menu's badge says there is an open report.
  await expect.poll(() => badge(page, 'Frånvaroanmälan')).toBe('1');

  await goTo(page, 'Tidrapport');
  for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
    await expect(dayCard(page, date).getByTestId('time-entry')).toContainText('SJK Sjukfrånvaro');

  await goTo(page, 'Frånvaroanmälan');
  await page.getByRole('button', { name: /^Friskanmälan: Sjuk från 2026-11-16/ }).click();
  const back = page.getByRole('dialog', { name: 'Friskanmälan' });
  await fillDate(back, 'Tillbaka från och med', '2026-11-18');
  await back.getByRole('button', { name: 'Anmäl frisk' }).click();
  await expect(back).toBeHidden();
  await expect(page.getByText('Ingen pågående frånvaro.')).toBeVisible();
  await expect(report).toContainText('Dagar i tidrapporten: 2');
  await expect(report.getByTestId('absence-state')).toHaveText('Avslutad');
  await expect.poll(() => badge(page, 'Frånvaroanmälan')).toBe('');

  await goTo(page, 'Tidrapport');
  await expect(dayCard(page, '2026-11-17').getByTestId('time-entry')).toContainText('SJK');
  await expect(dayCard(page, '2026-11-18').getByTestId('time-entry')).toHaveCount(0);
});

test('per applies for a week of vacation; avd approves it; the time report shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const team = await leaveTeam(request);
  const per = await openAs(browser, team.per, '2026-11-19');
  await goTo(per.page, 'Ledighetsansökningar');
  await per.page.getByRole('button', { name: 'Ny ansökan' }).click();
  const dialog = per.page.getByRole('dialog', { name: 'Ansök om ledighet' });
  await fillDate(dialog, 'Från och med', '2026-12-07');
  await fillDate(dialog, 'Till och med', '2026-12-13');
  await expect(dialog.getByTestId('leave-count')).toHaveText(
    '5 arbetsdagar (40 timmar) enligt schemat, helgdagar oräknade.',
  );
  expect(await seriousViolations(per.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(dialog).toBeHidden();
  const mine = per.page.getByTestId('leave-application');
  await expect(mine.getByTestId('leave-status')).toHaveText('Under behandling');
  expect(await seriousViolations(per.page)).toEqual([]);

  const avd = await openAs(browser, team.avd, '2026-11-19');
  await goTo(avd.page, 'Ledighetsansökningar');
  // The badge counts the application waiting for a decision.
  await expect.poll(() => badge(avd.page, 'Ledighetsansökningar')).toBe('1');
  const waiting = avd.page.getByTestId('leave-application').filter({ hasText: team.per.namn });
  await expect(waiting).toContainText('5 arbetsdagar');
  expect(await seriousViolations(avd.page)).toEqual([]);
  await waiting.getByRole('button', { name: /^Bevilja / }).click();
  const decision = avd.page.getByRole('dialog', { name: 'Bevilja ledighet (1)' });
  await decision.getByRole('textbox', { name: 'Kommentar till den anställde' }).fill('Trevlig ledighet!');
  await decision.getByRole('button', { name: 'Bevilja' }).click();
  await expect(decision).toBeHidden();
  await expect(avd.page.getByText('Inga ansökningar väntar på beslut.')).toBeVisible();

  await per.page.reload();
  await expect(mine.getByTestId('leave-status')).toHaveText('Beviljad');
  await expect(mine).toContainText('Trevlig ledighet!');
  await per.page.clock.setFixedTime(new Date('2026-12-08T10:00:00+01:00'));
  await goTo(per.page, 'Tidrapport');
  for (const date of ['2026-12-07', '2026-12-09', '2026-12-11'])
    await expect(dayCard(per.page, date).getByTestId('time-entry')).toContainText('SEM Semester');
  await expect(dayCard(per.page, '2026-12-12').getByTestId('time-entry')).toHaveCount(0);

  // The absence calendar shows the week as vacation (the employee sees their own reason).
  await goTo(per.page, 'Frånvarokalender');
  const row = per.page.getByTestId('absence-calendar-person').filter({ hasText: team.per.namn });
  for (const date of ['2026-12-07', '2026-12-11'])
    await expect(row.locator(`td[data-date="${date}"]`)).toContainText('Semester');
  await expect(row.locator('td[data-date="2026-12-12"]')).toHaveText('');
  expect(await seriousViolations(per.page)).toEqual([]);
});

test('per reports a near accident with a photo; the handler resolves it; a sensitive one stays private', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const team = await createTeam(
    request,
    {
      per: { role: ROLE.PER },
      other: { role: ROLE.PER },
      avd: { role: ROLE.AVD, employee: true, options: ['HRTIL'] },
      ftg: { role: ROLE.FTG, options: ['HRTIL'], handlesNearAccidents: true },
    },
    HR,
  );
  const per = await openAs(browser, team.per, '2026-11-19');
  await goTo(per.page, 'Tillbud');
  await expect(per.page.getByText('Inga tillbudsrapporter att visa.')).toBeVisible();
  expect(await seriousViolations(per.page)).toEqual([]);

  const report = async (place: string, sensitive: boolean, photo: boolean) => {
    await per.page.getByRole('button', { name: 'Rapportera tillbud' }).click();
    const dialog = per.page.getByRole('dialog', { name: 'Rapportera tillbud' });
    await dialog.getByRole('textbox', { name: 'Plats' }).fill(place);
    await dialog.getByRole('textbox', { name: 'Vad hände?' }).fill('En pall föll nästan ner från hyllan.');
    await dialog.getByRole('textbox', { name: 'Förslag på åtgärd' }).fill('Kantskydd på hyllorna.');
    if (sensitive) await dialog.getByRole('checkbox', { name: 'Känslig rapport' }).check();
    if (photo) {
      await dialog.getByTestId('near-accident-files').setInputFiles({
        name: 'pallen.png',
        mimeType: 'image/png',
        buffer: PHOTO,
      });
      await expect(dialog.getByText('pallen.png')).toBeVisible();
      expect(await seriousViolations(per.page)).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
    await expect(dialog).toBeHidden();
    await expect(per.page.getByText('Tillbudet är rapporterat.')).toBeVisible();
  };
  await report('Lagret, gång 4', false, true);
  await report('Personalrummet', true, false);
  const reports = per.page.getByTestId('near-accident');
  await expect(reports).toHaveCount(2);

  const ftg = await openAs(browser, team.ftg, '2026-11-19');
  await goTo(ftg.page, 'Tillbud');
  await expect.poll(() => badge(ftg.page, 'Tillbud')).toBe('2');
  const lager = ftg.page.getByTestId('near-accident').filter({ hasText: 'Lagret, gång 4' });
  await lager.getByRole('button', { name: /^Visa tillbudet/ }).click();
  const details = ftg.page.getByRole('dialog', { name: 'Tillbud' });
  await expect(details.getByRole('link', { name: 'pallen.png' })).toBeVisible();
  expect(await seriousViolations(ftg.page)).toEqual([]);
  for (const [status, comment] of [
    ['Mottagen', 'Vi tittar på det.'],
    ['Under åtgärd', 'Kantskydd beställt.'],
    ['Åtgärdad', 'Kantskydd uppsatt.'],
  ] as const) {
    await details.getByRole('combobox', { name: 'Ny status' }).click();
    await ftg.page.getByRole('option', { name: status, exact: true }).click();
    await details.getByRole('textbox', { name: 'Kommentar' }).fill(comment);
    await details.getByRole('button', { name: 'Flytta' }).click();
    await expect(details.getByTestId('near-accident-status')).toHaveText(status);
  }
  await details.getByRole('button', { name: 'Stäng' }).click();
  await expect(lager.getByTestId('near-accident-status')).toHaveText('Åtgärdad');

  // The reporter sees the outcome; the manager sees the ordinary report but not the sensitive one;
  // another employee sees neither.
  await per.page.reload();
  await expect(reports.filter({ hasText: 'Lagret' }).getByTestId('near-accident-status')).toHaveText(
    'Åtgärdad',
  );
  const avd = await openAs(browser, team.avd, '2026-11-19');
  await goTo(avd.page, 'Tillbud');
  await expect(avd.page.getByTestId('near-accident')).toHaveCount(1);
  await expect(avd.page.getByText('Personalrummet')).toHaveCount(0);
  const other = await openAs(browser, team.other, '2026-11-19');
  await goTo(other.page, 'Tillbud');
  await expect(other.page.getByText('Inga tillbudsrapporter att visa.')).toBeVisible();
});
