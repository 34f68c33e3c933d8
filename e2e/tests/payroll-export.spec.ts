import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { createTimeEntry, loggedIn, monthBack, showMonthBack } from './time-helpers';

// Transfer to payroll end to end: per reports and approves, avd attests (through the API),
// the company administrator transfers the month to payroll from /attest and downloads the PAXml
// file, and per then sees the rows locked on /timereporting; the print reports show and download as
// PDF. The company and its people are made for the test (fixtures.ts): the transfer takes every
// attested row of the company's month. The month is three months back.

const MONTHS_BACK = 3;

const targetMonth = () => monthBack(MONTHS_BACK);
const showTargetMonth = (page: Page, name: string) => showMonthBack(page, MONTHS_BACK, name);

test('ftg transfers the attested month to payroll and per sees the rows locked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const team = await createTeam(request, {
    per: { role: ROLE.PER },
    avd: { role: ROLE.AVD, employee: true },
    ftg: { role: ROLE.FTG },
  });
  const anstNr = team.per.anstNr!;
  const month = targetMonth();
  const [first, second] = month.weekdays;

  await loginAs(page, team.per);
  await test.step('per reports two days and approves the month; avd attests it (API)', async () => {
    for (const body of [
      { AnstNr: anstNr, Datum: first, TidKod: 'ARB', StartTid: '08:00', SlutTid: '16:30' },
      { AnstNr: anstNr, Datum: second, TidKod: 'SJK', Timmar: 8 },
    ])
      await createTimeEntry(page, body);
    const period = { From: month.from, To: month.to };
    const approve = await page.request.post('/api/godkann', {
      headers: API_HEADERS,
      data: { Action: 'approve', AnstNr: [anstNr], ...period },
    });
    expect(await approve.json()).toMatchObject({ Andrade: 2, Oforandrade: 0 });
    const avd = await loggedIn(browser, team.avd);
    const attest = await avd.page.request.post('/api/attest', {
      headers: API_HEADERS,
      data: { Action: 'attest', AnstNr: [anstNr], ...period },
    });
    expect(await attest.json()).toMatchObject({ Andrade: 2, Oforandrade: 0 });
    await avd.context.close();
  });

  await test.step('ftg transfers the month from /attest and downloads the file', async () => {
    const ftg = await loggedIn(browser, team.ftg);
    await ftg.page.getByRole('link', { name: 'Attestera', exact: true }).click();
    await expect(ftg.page).toHaveURL(/\/attest$/);
    await showTargetMonth(ftg.page, month.name);
    await ftg.page.getByRole('button', { name: 'Överför till lön' }).click();
    const dialog = ftg.page.getByRole('dialog', { name: 'Överför till lön' });
    await expect(dialog).toContainText(`Period: ${month.from} – ${month.to}`);
    await expect(dialog).toContainText('Inga överföringar har gjorts ännu.');
    expect(await seriousViolations(ftg.page)).toEqual([]);
    // How each time code goes to the file: PAXml's own codes, jour as JR1, a code PAXml lacks as hours of a pay code.
    await dialog.getByRole('button', { name: 'Visa tidkoderna' }).click();
    const codes = dialog.getByRole('table', { name: 'Tidkoder i lönefilen' });
    await expect(codes.getByRole('row', { name: 'ARB Arbetad tid ARB' })).toBeVisible();
    await expect(codes.getByRole('row', { name: 'JOUR Jour JR1' })).toBeVisible();
    await expect(
      codes.getByRole('row', { name: 'FRISK Friskvårdstimme Lönekod FRISKTIM (timmar)' }),
    ).toBeVisible();
    expect(await seriousViolations(ftg.page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Överför', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Överförda rader: 2.' })).toBeVisible();
    const history = dialog.getByRole('region', { name: 'Tidigare överföringar' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem')).toContainText(`${month.from} – ${month.to}, rader: 2`);

    const download = ftg.page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Ladda ner filen', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^paxml-\\d{10}-${month.from}-${month.to}\\.xml$`));
    // The file is ISO-8859-1 (ADR 8).
    const xml = await (await import('node:fs/promises')).readFile((await file.path())!, 'latin1');
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(xml).toContain('<format>LÖNIN</format>');
    expect(xml.match(/<tidtrans /g)).toHaveLength(2);

    // A second transfer of the same month finds nothing new.
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await ftg.page.getByRole('button', { name: 'Överför till lön' }).click();
    // Asked first (ADR 0028): nothing new, so nothing to confirm.
    await expect(dialog.getByTestId('payroll-preview')).toContainText('inga nya rader');
    await expect(dialog.getByRole('button', { name: 'Överför', exact: true })).toBeDisabled();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await ftg.context.close();
  });

  await test.step('per sees the rows locked on /timereporting', async () => {
    await page.getByRole('link', { name: 'Tidrapport' }).first().click();
    await expect(page).toHaveURL(/\/timereporting$/);
    await showTargetMonth(page, month.name);
    const rows = page.getByTestId('time-entry');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row).toContainText('Överförd till lön');
      await expect(row).toContainText('Raden är överförd till lön och kan inte ändras.');
    }
    await expect(page.getByRole('button', { name: /^Ändra / })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('per prints the time report and downloads it as PDF', async () => {
    await page.goto('/rapporter/tidrapport');
    await showTargetMonth(page, month.name);
    const table = page.getByRole('table', { name: 'Tidrapportens dagar och rader' });
    await expect(table).toContainText('Sjukfrånvaro');
    await expect(table).toContainText('8,50');
    await expect(table).toContainText('Överförd till lön');
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`tidrapport-${anstNr}-${month.from}-${month.to}.pdf`);
  });
});

test('the attest list prints for a manager and downloads as PDF', async ({ page, request }) => {
  // A department administrator and an employee of the department, made for the test.
  const { avd } = await createTeam(request, {
    avd: { role: ROLE.AVD, employee: true },
    per: { role: ROLE.PER },
  });
  await loginAs(page, avd);
  await page.goto('/rapporter/attestlista');
  await expect(page.getByRole('heading', { level: 1, name: 'Attestlista' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Attestlistans anställda' });
  await expect(table.getByRole('row').first()).toBeVisible();
  await expect(table).toContainText('Summa');
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^attestlista-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
});
