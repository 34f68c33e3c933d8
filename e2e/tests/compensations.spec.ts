import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { loggedIn, monthBack } from './time-helpers';

// Compensations end to end: an employee photographs a receipt, the portal reads it, the employee corrects
// what it read and saves the expense; the manager attests it, the administrator transfers it to
// payroll, and the employee sees it locked. In Swedish, with axe scans. The company has Plus
// (receipt scanning) and is made for the test (fixtures.ts).

/** A receipt of the project's fixture set (rendered ICA receipt: 247,97 kr, VAT 35,38 kr, 2026-11-14). */
const RECEIPT = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/receipt-ica.png');

// The browsers' clocks start at 10:00 on a weekday two months back and run on from there: the rows'
// day is one the server takes (none in the future, inside the company's salary years) on any real
// date and at any hour, and every page shows its month.
const MONTHS_BACK = 2;
/** "Today" in Stockholm, as the portal's date filter sees it. */
const TODAY = monthBack(MONTHS_BACK).weekdays[9]!;
const NOW = new Date(`${TODAY}T10:00:00+01:00`);

async function chooseOption(dialog: Locator, page: Page, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('per photographs a receipt and the scan fills the row; avd attests, adm transfers, per sees it locked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const team = await createTeam(
    request,
    { per: { role: ROLE.PER }, avd: { role: ROLE.AVD, employee: true }, adm: { role: ROLE.ADM } },
    // Without the employee's own approval step (KalUseLonReady), a new row waits for attest at once.
    {
      settings: { HasPlus: true, KalUseLonReady: false, KalUseAttest: true },
      portal: { EnableErsattningarView: true, EnableUtlaggView: true, EnableAttestErsattningarView: true },
    },
  );
  const { per } = team;
  await page.clock.install({ time: NOW });
  await loginAs(page, per);
  await page.getByRole('navigation').getByRole('link', { name: 'Ersättningar' }).click();
  await expect(page).toHaveURL(/\/compensations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ersättningar' })).toBeVisible();
  await expect(page.getByText('Inga ersättningar under perioden.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ny ersättning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny ersättning' });
  await chooseOption(dialog, page, 'Löneart', 'UTLÄGG Utlägg');
  expect(await seriousViolations(page)).toEqual([]);

  // The phone's camera button takes a picture; here the fixture receipt is the picture.
  await dialog.getByTestId('receipt-camera').setInputFiles(RECEIPT);
  const scan = page.getByRole('dialog', { name: 'Läs kvitto' });
  await expect(scan.getByRole('checkbox', { name: 'Läs kvitton automatiskt när de väljs' })).toBeChecked();
  // Reading takes a few seconds: the progress shows until the fields are there.
  await expect(scan.getByRole('textbox', { name: 'Belopp' })).toHaveValue('247,97', { timeout: 30_000 });
  await expect(scan.getByRole('textbox', { name: 'Moms' })).toHaveValue('35,38');
  await expect(scan.getByRole('textbox', { name: 'Datum' })).toHaveValue('2026-11-14');
  await expect(scan.getByRole('textbox', { name: 'Text' })).toHaveValue(
    'ICA Supermarket Hornstull · Livsmedel',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // The receipt is from an earlier day than the one it is reported on: per corrects the date.
  await scan.getByRole('textbox', { name: 'Datum' }).fill(TODAY);
  await scan.getByRole('button', { name: 'Använd uppgifterna' }).click();
  await expect(scan).toBeHidden();

  await expect(dialog.getByRole('textbox', { name: 'Belopp' })).toHaveValue('247,97');
  await expect(dialog.getByRole('textbox', { name: 'Moms' })).toHaveValue('35,38');
  await expect(dialog.getByRole('textbox', { name: 'Datum', exact: true })).toHaveValue(TODAY);
  await expect(dialog.getByRole('img', { name: 'Kvittot' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('compensation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('UTLÄGG Utlägg');
  await expect(row).toContainText('247,97 kr');
  await expect(row).toContainText('Godkänd, ej attesterad');
  await expect(page.getByTestId('total-summa')).toHaveText('247,97 kr');
  await expect(page.getByTestId('total-moms')).toHaveText('35,38 kr');
  expect(await seriousViolations(page)).toEqual([]);

  // The receipt opens from the row, as the employee sent it.
  const receipt = row.getByRole('link', { name: /Öppna kvittot/ });
  const res = await page.request.get((await receipt.getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('image/png');

  await test.step('avd attests the compensation on /attest, on its tab', async () => {
    const avd = await loggedIn(browser, team.avd, NOW);
    await avd.page.getByRole('navigation').getByRole('link', { name: 'Attestera', exact: true }).click();
    await avd.page.getByRole('tab', { name: 'Ersättningar' }).click();
    const list = avd.page.getByRole('table', { name: 'Attestlista för ersättningar' });
    const line = list.getByRole('row').filter({ hasText: per.anstNr! });
    await expect(line).toContainText('247,97 kr');
    expect(await seriousViolations(avd.page)).toEqual([]);
    await line.getByRole('checkbox').check();
    await avd.page.getByRole('button', { name: /^Attestera valda/ }).click();
    await avd.page.getByRole('dialog').getByRole('button', { name: 'Attestera' }).click();
    await expect(avd.page.getByText('Ändrade rader: 1.')).toBeVisible();
    await expect(line).toContainText('Attesterad');
    await avd.context.close();
  });

  await test.step('adm transfers the month to payroll', async () => {
    const adm = await loggedIn(browser, team.adm, NOW);
    await adm.page.goto('/attest');
    await adm.page.getByRole('button', { name: 'Överför till lön' }).click();
    const dialog = adm.page.getByRole('dialog', { name: 'Överför till lön' });
    await dialog.getByRole('button', { name: 'Överför', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Överförda rader: 1.' })).toBeVisible();
    await adm.context.close();
  });

  await test.step('per sees the row locked, transferred to salary', async () => {
    await page.reload();
    await expect(row).toContainText('Överförd till lön');
    await row.getByRole('button', { name: /^Visa UTLÄGG/ }).click();
    const view = page.getByRole('dialog', { name: 'Ersättning' });
    await expect(view.getByText('Raden är överförd till lön och kan inte ändras.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Spara' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await view.getByRole('button', { name: 'Stäng' }).click();
  });

  await test.step('the printed report shows the row, its receipt and the totals', async () => {
    await page.goto('/rapporter/ersattningar');
    await expect(page.getByRole('heading', { level: 1, name: 'Ersättningar' })).toBeVisible();
    const line = page
      .getByRole('table', { name: 'Ersättningar under perioden' })
      .getByTestId('print-compensation');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('UTLÄGG Utlägg');
    await expect(line).toContainText('247,97 kr');
    await expect(line).toContainText('Överförd till lön');
    await expect(line).toContainText('Ja');
    await expect(page.getByRole('table').getByText('Varav moms: 35,38 kr')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^ersattningar-\d+-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.pdf$/,
    );
  });
});

test('a receipt that is no picture or PDF is refused with a clear error, and the row needs one', async ({
  page,
  request,
}) => {
  const { per } = await createTeam(
    request,
    { per: { role: ROLE.PER } },
    { portal: { EnableErsattningarView: true, EnableUtlaggView: true, UseMandatoryReceipt: true } },
  );
  await loginAs(page, per);
  await page.goto('/compensations');
  await page.getByRole('button', { name: 'Ny ersättning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny ersättning' });
  await chooseOption(dialog, page, 'Löneart', 'UTLÄGG Utlägg');
  await dialog.getByTestId('receipt-file').setInputFiles({
    name: 'kvitto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>no picture</html>'),
  });
  await expect(
    dialog.getByText('Kvittot måste vara en bild (JPEG, PNG eller HEIC) eller en PDF.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Belopp' }).fill('120');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(
    dialog.getByText('Bifoga kvittot: företaget kräver kvitto för den här ersättningen.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("per approves the period's compensations where the company asks for the employee's approval", async ({
  page,
  request,
}) => {
  const { per } = await createTeam(
    request,
    { per: { role: ROLE.PER } },
    {
      settings: { KalUseLonReady: true, KalUseAttest: true },
      portal: { EnableErsattningarView: true, EnableUtlaggView: true },
    },
  );
  await page.clock.install({ time: NOW });
  await loginAs(page, per);
  const created = await page.request.post('/api/ersattningar', {
    headers: API_HEADERS,
    data: { AnstNr: per.anstNr, Datum: TODAY, LonKod: 'UTLÄGG', Belopp: 120, Moms: 24, Text: 'Parkering' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/compensations');
  const row = page.getByTestId('compensation-row');
  await expect(row).toContainText('Ej godkänd');
  await page.getByRole('button', { name: 'Godkänn perioden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Godkänna ersättningarna?' });
  await confirm.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('Ändrade rader: 1.')).toBeVisible();
  await expect(row).toContainText('Godkänd');
  await expect(page.getByRole('button', { name: 'Ta tillbaka godkännandet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
