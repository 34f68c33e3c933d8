import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { createTimeEntry, scheduledWeek } from './time-helpers';

// Clear words: the employee approves their period from the time report, asked first
// with the number of rows and hours, the days with warnings and the working days up to today
// without time; an approved row then offers "take back the approval" right there. The employee is
// made for the test (8 h a weekday). The month is three months back and the browser's clock stands
// on the Friday of a week in it whose five days are all scheduled (no holiday), so "up to today"
// is that Friday on any real date.
const MONTHS_BACK = 3;

const day = (page: Page, date: string): Locator =>
  page.locator(`[data-testid="time-report-day"][data-date="${date}"]`);

interface Row {
  Id: string;
  Datum: string;
  Version: number;
}

test('per approves the period after reading what it holds, then takes a day back from its row', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginAs(page, per);
  const { month, mon, tue, wed, thu, fri } = await scheduledWeek(page, per.anstNr!, MONTHS_BACK);
  // Today is that Friday: the page opens again on its month.
  await page.clock.setFixedTime(new Date(`${fri}T10:00:00Z`));
  await page.reload();

  // Every scheduled day of the month up to Friday as scheduled, then Wednesday emptied and 10 h
  // sick on Thursday (more absence than its 8 scheduled hours).
  const filled = await page.request.post('/api/tidrader/franschema', {
    headers: API_HEADERS,
    data: { AnstNr: per.anstNr, From: month.from, To: fri },
  });
  expect(filled.status()).toBe(201);
  const rows: Row[] = (await filled.json()).Rader;
  const wednesday = rows.find((r) => r.Datum === wed)!;
  const removed = await page.request.delete(`/api/tidrader/${wednesday.Id}?Version=${wednesday.Version}`, {
    headers: API_HEADERS,
  });
  expect(removed.status()).toBe(204);
  await createTimeEntry(page, { AnstNr: per.anstNr, Datum: thu, TidKod: 'SJK', Timmar: 10 });
  const count = rows.length; // one removed, one added
  const hours = `${8 * (count - 1) + 10},00`;

  await page.getByRole('navigation').getByRole('link', { name: 'Tidrapport' }).click();
  await expect(page.getByTestId('date-filter-period')).toHaveText(new RegExp(month.name, 'i'));
  await expect(day(page, mon).getByTestId('time-entry')).toHaveCount(1);

  await test.step('the confirmation names the rows, the warning and the day without time', async () => {
    await page.getByRole('button', { name: 'Godkänn perioden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Godkänna perioden?' });
    await expect(dialog.getByTestId('approve-summary')).toHaveText(
      `Perioden ${month.from} – ${month.to}. Rader som godkänns: ${count}, sammanlagt ${hours} h.`,
    );
    const warnings = dialog.getByRole('region', { name: 'Dagar med varningar' });
    await expect(warnings.getByRole('listitem')).toHaveText([
      `Torsdag ${thu}: 10,00 h frånvaro men 8,00 h schemalagt – rapportera högst 8,00 h frånvaro.`,
    ]);
    const missing = dialog.getByRole('region', { name: 'Arbetsdagar utan rapporterad tid' });
    await expect(missing.getByRole('listitem')).toHaveText([`Onsdag ${wed}`]);
    expect(await seriousViolations(page)).toEqual([]);

    // Cancel changes nothing; Godkänn approves.
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(day(page, tue).getByRole('button', { name: `Ändra ARB Arbetad tid ${tue}` })).toBeVisible();
    await page.getByRole('button', { name: 'Godkänn perioden' }).click();
    await dialog.getByRole('button', { name: 'Godkänn', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: `Ändrade rader: ${count}.` })).toBeVisible();
  });

  await test.step('the rows are locked, each offering to take its approval back', async () => {
    await expect(page.getByRole('button', { name: 'Godkänn perioden' })).toHaveCount(0);
    for (const date of [mon, tue]) {
      await expect(
        day(page, date).getByRole('button', { name: `Ändra ARB Arbetad tid ${date}` }),
      ).toHaveCount(0);
      await expect(day(page, date)).toContainText('Godkänd, ej attesterad');
    }
    await expect(
      day(page, tue).getByRole('button', { name: `Ta tillbaka godkännandet av ${tue}` }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('taking back the approval from a row makes its day editable again', async () => {
    await day(page, tue)
      .getByRole('button', { name: `Ta tillbaka godkännandet av ${tue}` })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Godkännandet av ${tue} är taget tillbaka.` }),
    ).toBeVisible();
    await expect(day(page, tue).getByRole('button', { name: `Ändra ARB Arbetad tid ${tue}` })).toBeVisible();
    await expect(day(page, tue).getByRole('button', { name: /Ta tillbaka godkännandet/ })).toHaveCount(0);
    // The rest of the period stays approved; Tuesday can be approved again.
    await expect(day(page, mon).getByRole('button', { name: `Ändra ARB Arbetad tid ${mon}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Godkänn perioden' })).toBeVisible();
  });

  await test.step('on a phone the row card offers the same, as a touch target', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The days become cards: the table's rows go, and the cards are the ones to read.
    await expect(page.getByRole('table', { name: 'Tidrader per dag' })).toHaveCount(0);
    const takeBack = day(page, mon).getByRole('button', { name: `Ta tillbaka godkännandet av ${mon}` });
    await expect(takeBack).toBeVisible();
    await takeBack.scrollIntoViewIfNeeded();
    const box = await takeBack.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
