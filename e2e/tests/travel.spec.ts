import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam, type FixtureUser } from './fixtures';

// Travel expenses end to end: per runs the travel guide for a domestic three-day trip with a free lunch and a
// car, and (in English) for a trip to Norway by plane; sees the result per day; avd attests; the
// rows reach the payroll file; the print shows the trip. The trips are in November 2026, so the
// browsers' clocks stand on a day of that month (the amounts are 2026's, whatever today is). An
// administrator loads Skatteverket's 2026 table first, as the portal ships none for 2026.

const NOVEMBER_2026 = new Date('2026-11-20T10:00:00+01:00');

/** Skatteverket's rowstore answer for 2026 (a few countries and the other-countries row). */
const TABLE_2026 = {
  results: [
    { 'land eller område': 'Norge', normalbelopp: '1054', år: '2026', landskod: 'NO' },
    { 'land eller område': 'Danmark', normalbelopp: '1226', år: '2026', landskod: 'DK' },
    { 'land eller område': 'Finland', normalbelopp: '968', år: '2026', landskod: 'FI' },
    { 'land eller område': 'Övriga länder och områden', normalbelopp: '493', år: '2026', landskod: '' },
  ],
  resultCount: 4,
  offset: 0,
  limit: 500,
};

/** A context of its own with its clock in November 2026 and `who` logged in. */
async function openAs(browser: Browser, who: FixtureUser, language?: 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(NOVEMBER_2026);
  if (language) {
    await page.addInitScript((lng) => localStorage.setItem('lonportal.language', lng), language);
    const res = await page.request.post('/api/authenticate', {
      headers: API_HEADERS,
      data: { Login: who.login, Password: who.password },
    });
    expect(res.status()).toBe(200);
    await page.goto('/dashboard');
  } else await loginAs(page, who);
  return { context, page };
}

async function fillDate(dialog: Locator, name: string, value: string) {
  const field = dialog.getByRole('textbox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

async function choose(page: Page, dialog: Locator, field: string, option: RegExp | string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('per reports a domestic trip through the guide; avd attests; the trip reaches payroll and the print', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const team = await createTeam(
    request,
    { per: { role: ROLE.PER }, avd: { role: ROLE.AVD, employee: true }, adm: { role: ROLE.ADM } },
    {
      settings: { HasPlus: true, KalUseLonReady: false, KalUseAttest: true },
      portal: {
        EnableReserakningView: true,
        EnableReserakningPrint: true,
        EnableErsattningarView: true,
        EnableTraktamenteView: true,
        EnableMilersattningView: true,
        EnableAttestErsattningarView: true,
      },
    },
  );
  const { page } = await openAs(browser, team.per);
  await page.getByRole('navigation').getByRole('link', { name: 'Reseräkningar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reseräkningar' })).toBeVisible();
  await expect(page.getByText('Inga resor i perioden.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ny resa' }).click();
  const guide = page.getByRole('dialog', { name: 'Ny resa' });
  await test.step('the trip: purpose, destination, distance', async () => {
    // Next without a purpose: the step says what is missing and stays.
    await guide.getByRole('button', { name: 'Nästa' }).click();
    await expect(guide.getByRole('textbox', { name: 'Syfte' })).toHaveAccessibleDescription(/./);
    await guide.getByRole('textbox', { name: 'Syfte' }).fill('Kundbesök');
    await guide.getByRole('textbox', { name: 'Resmål (ort)' }).fill('Göteborg');
    await guide.getByRole('textbox', { name: 'Avstånd i km' }).fill('470');
    expect(await seriousViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: 'Nästa' }).click();
  });
  await test.step('the times: out at 07:00, home at 20:00 two days later', async () => {
    await fillDate(guide, 'Avresedag', '2026-11-10');
    await guide.getByRole('textbox', { name: 'Avresetid' }).fill('07:00');
    await fillDate(guide, 'Hemkomstdag', '2026-11-12');
    await guide.getByRole('textbox', { name: 'Hemkomsttid' }).fill('20:00');
    await guide.getByRole('button', { name: 'Nästa' }).click();
  });
  await test.step('the days: a free lunch on the middle day', async () => {
    await expect(guide.getByTestId('travel-guide-day')).toHaveCount(3);
    await guide.getByTestId('travel-guide-day').nth(1).getByRole('checkbox', { name: 'Lunch' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: 'Nästa' }).click();
  });
  await test.step('the car: 300 km out in her own car', async () => {
    await guide.getByRole('button', { name: 'Lägg till körning' }).click();
    await guide.getByRole('textbox', { name: 'Kilometer' }).fill('300');
    await guide.getByRole('textbox', { name: 'Registreringsnummer' }).fill('ABC123');
    await guide.getByRole('button', { name: 'Nästa' }).click();
    await guide.getByRole('button', { name: 'Nästa' }).click();
  });
  await test.step('the result per day, with what is tax-free and why', async () => {
    await expect(guide.getByRole('heading', { name: 'Resultat' })).toBeVisible();
    const days = guide.getByTestId('travel-day');
    await expect(days).toHaveCount(3);
    await expect(days.nth(0)).toContainText('300,00 kr');
    await expect(days.nth(0)).toContainText('Avresa före kl. 12.00: hel dag');
    await expect(days.nth(1)).toContainText('195,00 kr');
    await expect(days.nth(1)).toContainText('Lunch');
    await expect(guide.getByTestId('travel-night')).toHaveCount(2);
    await expect(guide.getByTestId('travel-mileage')).toContainText('750,00 kr');
    // 300 + 195 + 300 + 2 × 150 + 30 mil × 25 = 1 845.
    await expect(guide.getByTestId('travel-total-taxfree')).toHaveText('1 845,00 kr');
    await expect(guide.getByTestId('travel-total-benefit')).toHaveText('124,00 kr');
    expect(await seriousViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: 'Spara och klarmarkera' }).click();
    await expect(guide).toBeHidden();
  });
  const trip = page.getByTestId('travel-trip');
  await expect(trip).toHaveCount(1);
  await expect(trip.getByTestId('travel-status')).toHaveText('Klar');
  await expect(trip).toContainText('Godkänd, ej attesterad');

  await test.step('the rows are on /compensations, locked as the travel report’s', async () => {
    await page.goto('/compensations');
    const rows = page.getByTestId('compensation-row');
    // Six rows paid and the free lunch's kostförmån (124 kr, taxable, not paid).
    await expect(rows).toHaveCount(7);
    await expect(rows.filter({ hasText: 'KOSTFORMAN' })).toContainText('124,00 kr');
    await expect(rows.filter({ hasText: 'MIL-EGEN' })).toContainText('750,00 kr');
    await expect(page.getByTestId('total-summa')).toHaveText('1 969,00 kr');
  });

  await test.step('avd attests the trip’s compensations on /attest', async () => {
    const avd = await openAs(browser, team.avd);
    await avd.page.getByRole('navigation').getByRole('link', { name: 'Attestera', exact: true }).click();
    await avd.page.getByRole('tab', { name: 'Ersättningar' }).click();
    const line = avd.page
      .getByRole('table', { name: 'Attestlista för ersättningar' })
      .getByRole('row')
      .filter({ hasText: team.per.anstNr! });
    await expect(line).toContainText('1 969,00 kr');
    await line.getByRole('checkbox').check();
    await avd.page.getByRole('button', { name: /^Attestera valda/ }).click();
    await avd.page.getByRole('dialog').getByRole('button', { name: 'Attestera' }).click();
    await expect(avd.page.getByText('Ändrade rader: 7.')).toBeVisible();
    await avd.context.close();
  });

  await test.step('adm transfers the month: the file holds the trip as the pay rows the portal computed', async () => {
    const adm = await openAs(browser, team.adm);
    await adm.page.goto('/attest');
    await adm.page.getByRole('button', { name: 'Överför till lön' }).click();
    const dialog = adm.page.getByRole('dialog', { name: 'Överför till lön' });
    await dialog.getByRole('button', { name: 'Överför', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Överförda rader: 7.' })).toBeVisible();
    const exports = await adm.page.request.get('/api/lonexport', { headers: API_HEADERS });
    const [latest] = (await exports.json()) as { Id: string }[];
    const file = await adm.page.request.get(`/download/lonexport/${latest!.Id}`, { headers: API_HEADERS });
    const xml = (await file.body()).toString('latin1');
    // The company's default (ADR 0027): the portal computes, so the file carries the pay rows and
    // not also the travel events they were computed from.
    expect(xml).toContain('<lonart>TRAKT-HEL</lonart>');
    expect(xml).not.toContain('<resekod>');
    await adm.context.close();
  });

  await test.step('per sees the trip transferred; it cannot be reverted any more', async () => {
    await page.goto('/travelExpenses');
    await expect(trip).toContainText('Överförd till lön');
    await trip.getByRole('button', { name: 'Återställ' }).click();
    await page
      .getByRole('dialog', { name: 'Återställ reseräkningen?' })
      .getByRole('button', { name: 'Återställ' })
      .click();
    await expect(page.getByText(/kan inte återställas/)).toBeVisible();
  });

  await test.step('the print shows the trip', async () => {
    await trip.getByRole('link', { name: /^Skriv ut resan/ }).click();
    await expect(page).toHaveURL(/\/rapporter\/reserakning\?Id=/);
    await expect(page.getByText('Kundbesök').first()).toBeVisible();
    await expect(page.getByText('195,00 kr').first()).toBeVisible();
    // The PDF button turns from disabled to enabled once the PDF's address is there: checked after.
    await expect(page.getByRole('button', { name: 'Ladda ner PDF' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('adm loads the 2026 normalbelopp; per reports a trip to Norway by plane, in English', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const team = await createTeam(
    request,
    { per: { role: ROLE.PER }, adm: { role: ROLE.ADM } },
    { portal: { EnableReserakningView: true, EnableTraktamenteView: true } },
  );

  await test.step('adm previews the file and loads it', async () => {
    const adm = await openAs(browser, team.adm);
    await adm.page.goto('/admin/traktamente');
    await expect(adm.page.getByRole('heading', { level: 1, name: 'Traktamentstabeller' })).toBeVisible();
    await expect(adm.page.getByTestId('normalbelopp-year').filter({ hasText: '2024' })).toContainText(
      'Levereras med portalen',
    );
    await adm.page.getByLabel('Välj fil').setInputFiles({
      name: 'normalbelopp-2026.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(TABLE_2026)),
    });
    const preview = adm.page.getByTestId('normalbelopp-preview');
    await expect(preview).toContainText('normalbelopp-2026.json');
    await expect(preview).toContainText('2026');
    expect(await seriousViolations(adm.page)).toEqual([]);
    await preview.getByRole('button', { name: 'Läs in' }).click();
    await expect(adm.page.getByTestId('normalbelopp-year').filter({ hasText: '2026' })).toContainText(
      'normalbelopp-2026.json',
    );
    await adm.context.close();
  });

  const { page } = await openAs(browser, team.per, 'en');
  await page.goto('/travelExpenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel expenses' })).toBeVisible();
  await page.getByRole('button', { name: 'New trip' }).click();
  const guide = page.getByRole('dialog', { name: 'New trip' });
  await guide.getByRole('textbox', { name: 'Purpose' }).fill('Trade fair');
  await guide.getByRole('textbox', { name: 'Destination (town)' }).fill('Oslo');
  await guide.getByRole('checkbox', { name: 'The trip goes abroad' }).check();
  await guide.getByRole('button', { name: 'Next' }).click();

  await fillDate(guide, 'Departure date', '2026-11-16');
  await guide.getByRole('textbox', { name: 'Departure time' }).fill('07:00');
  await fillDate(guide, 'Return date', '2026-11-18');
  await guide.getByRole('textbox', { name: 'Return time' }).fill('19:30');
  // Out: the flight leaves Sweden at 08:00 and lands in Norway at 09:10.
  await guide.getByRole('button', { name: 'Flight or ferry' }).click();
  const out = guide.getByTestId('travel-event').nth(0);
  await out.getByRole('textbox', { name: 'Time', exact: true }).fill('08:00');
  await out.getByRole('textbox', { name: 'Arrival time' }).fill('09:10');
  await choose(page, out, 'To country', /^Norway/);
  // Home: the flight leaves Norway at 17:00 on the last day and lands in Sweden at 18:10.
  await guide.getByRole('button', { name: 'Flight or ferry' }).click();
  const home = guide.getByTestId('travel-event').nth(1);
  await fillDate(home, 'Leaves', '2026-11-18');
  await home.getByRole('textbox', { name: 'Time', exact: true }).fill('17:00');
  await choose(page, home, 'From country', /^Norway/);
  await fillDate(home, 'Arrives', '2026-11-18');
  await home.getByRole('textbox', { name: 'Arrival time' }).fill('18:10');
  await choose(page, home, 'To country', /^Sweden/);
  expect(await seriousViolations(page)).toEqual([]);
  await guide.getByRole('button', { name: 'Next' }).click();

  // The hotel paid by the employer, its breakfast included on the last two days.
  const days = guide.getByTestId('travel-guide-day');
  await days.nth(0).getByRole('checkbox', { name: 'Lodging paid by the employer' }).check();
  await days.nth(1).getByRole('checkbox', { name: 'Lodging paid by the employer' }).check();
  for (const day of [days.nth(1), days.nth(2)]) {
    await day.getByRole('checkbox', { name: 'Breakfast', exact: true }).check();
    await day.getByRole('checkbox', { name: 'Breakfast came with the hotel room' }).check();
  }
  for (let i = 0; i < 3; i++) await guide.getByRole('button', { name: 'Next' }).click();

  // Each day is Norway's (the longest part of 06–24 there): 1 054 kr; breakfast abroad is 15 %: 896.
  const result = guide.getByTestId('travel-day');
  await expect(result).toHaveCount(3);
  await expect(result.nth(0)).toContainText('Norway');
  await expect(result.nth(0)).toContainText('1,054.00 kr');
  await expect(result.nth(1)).toContainText('896.00 kr');
  await expect(guide.getByTestId('travel-night')).toHaveCount(0);
  await expect(guide.getByTestId('travel-total-taxfree')).toHaveText('2,846.00 kr');
  // A breakfast that came with the room is no meal benefit.
  await expect(guide.getByTestId('travel-total-benefit')).toHaveText('0.00 kr');
  expect(await seriousViolations(page)).toEqual([]);
  await guide.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(guide).toBeHidden();
  const trip = page.getByTestId('travel-trip');
  await expect(trip.getByTestId('travel-status')).toHaveText('In progress');
  await expect(trip.getByTestId('travel-total-taxfree')).toHaveText('2,846.00 kr');
});
