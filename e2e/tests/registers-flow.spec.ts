import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import {
  csvFile,
  firstLogin,
  newOrgnr,
  paxmlFile,
  personnummer,
  recentWeekdays,
  todayInStockholm,
} from './registers-helpers';

// The start of a company, from an empty register to its first payroll file (ADR 0029, README's
// steps): the licence user creates the company with the standard register and makes its company
// administrator, who adds a department, imports twenty employees from the CSV template and their
// schedule days from the payroll program's PAXml file; the licence user gives one employee their
// own user and another a department administrator's; the employee reports a day as scheduled on a
// phone and approves it, the department administrator attests it, and the company administrator
// transfers it to payroll. Everything is made by the test, each name and number its own.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.toUpperCase();

/** Shows one view of the registers page: its tab, or its option where the tabs became a select. */
async function showView(page: Page, view: string) {
  const tab = page.getByRole('tab', { name: view, exact: true });
  const select = page.getByRole('combobox', { name: 'Register' });
  await expect(tab.or(select).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  else await select.selectOption({ label: view });
}

/** Chooses `option` in the select named `name` of `scope`. */
async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Steps the date filter back a month when `day` is in the month before today's. */
async function showMonthOf(page: Page, day: string) {
  if (day.slice(0, 7) !== todayInStockholm().slice(0, 7))
    await page.getByRole('button', { name: 'Föregående månad' }).click();
}

/** A user made on /admin/users with a temporary password, read from the dialog that shows it once. */
async function makeUser(
  page: Page,
  user: { namn: string; login: string; roll: string; anstNr?: string },
): Promise<{ login: string; password: string }> {
  await page.getByRole('button', { name: 'Ny användare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny användare' });
  await dialog.getByRole('textbox', { name: 'Namn', exact: true }).fill(user.namn);
  await dialog.getByRole('textbox', { name: 'Användarnamn' }).fill(user.login);
  await choose(page, dialog, 'Roll', user.roll);
  if (user.anstNr) await dialog.getByRole('textbox', { name: 'Anställningsnummer' }).fill(user.anstNr);
  await dialog.getByRole('button', { name: 'Skapa konto' }).click();
  const shown = page.getByRole('dialog', { name: 'Tillfälligt lösenord' });
  await expect(shown).toContainText(user.login);
  const password = (await shown.getByTestId('temporary-password').textContent()) ?? '';
  await shown.getByRole('button', { name: 'Klar' }).click();
  await expect(page.getByText('Användarkontot har skapats.')).toBeVisible();
  return { login: user.login, password };
}

test('a new company from its registers to its first payroll file', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const days = recentWeekdays(5);
  test.skip(days.length === 0, 'no weekday of this year has been yet');
  const day = days.at(-1)!;
  const { lic, company: home } = await createTeam(request, { lic: { role: ROLE.LIC } });
  const key = unique('REG').slice(0, 16);
  const namn = `Startbolaget ${key} AB`;
  const orgnr = newOrgnr();
  const tag = key.toLowerCase();
  const people = personnummer(21).map((persNr, i) => ({
    anstNr: `V${String(i + 1).padStart(2, '0')}`,
    foNamn: ['Alva', 'Bertil', 'Cecilia', 'David', 'Elsa', 'Filip', 'Greta'][i % 7]!,
    efNamn: `Startsson ${i + 1}`,
    persNr,
  }));
  const employees = people.slice(0, 20);
  const [avd, , , , , , per] = employees as [(typeof people)[number], ...(typeof people)[number][]];
  const perNamn = `${per!.foNamn} ${per!.efNamn}`;

  await test.step('lic creates the company with the standard register and works in it', async () => {
    await loginAs(page, lic);
    await page.goto('/admin/companies');
    await page.getByRole('button', { name: 'Nytt företag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt företag' });
    await dialog.getByRole('textbox', { name: 'Företagsnamn' }).fill(namn);
    await dialog.getByRole('textbox', { name: 'Organisationsnummer' }).fill(orgnr);
    await dialog.getByRole('textbox', { name: 'Företagsnyckel' }).fill(key);
    await expect(dialog.getByRole('checkbox', { name: 'Starta med standardregister' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Skapa företag' }).click();
    await expect(page.getByText(`Företaget ${namn} har skapats.`)).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: home.namn, exact: true }).click();
    const choice = page.getByRole('dialog', { name: 'Välj företag' });
    const search = choice.getByRole('searchbox', { name: 'Sök företag' });
    if (await search.isVisible()) await search.fill(key);
    await choice.getByRole('button', { name: new RegExp(`^${namn}`) }).click();
    await expect(choice).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: namn, exact: true })).toBeVisible();
  });

  const ftgUser = await test.step('lic makes its company administrator', async () => {
    await page.goto('/admin/users');
    return makeUser(page, { namn: 'Frida Företagsadmin', login: `ftg${tag}`, roll: 'Företagsadministratör' });
  });
  const ftg = await firstLogin(browser, ftgUser);

  await test.step('ftg adds a department and twenty employees from the CSV template', async () => {
    const admin = ftg.page;
    await admin.goto('/admin/registers');
    await showView(admin, 'Avdelningar');
    await admin.getByRole('button', { name: 'Ny avdelning' }).click();
    const department = admin.getByRole('dialog', { name: 'Ny avdelning' });
    await department.getByRole('textbox', { name: 'Avdelningskod' }).fill('VARD');
    await department.getByRole('textbox', { name: 'Namn' }).fill('Vården');
    await department.getByRole('button', { name: 'Lägg till avdelning' }).click();
    await expect(department).toBeHidden();
    await expect(admin.getByRole('list', { name: 'Avdelningar' })).toContainText('Kod VARD · Anställda: 0');

    await showView(admin, 'Import');
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Hämta mallen' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('anstallda-mall.csv');
    const header = (await fs.readFile((await template.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]!;
    expect(header.split(';').slice(0, 4)).toEqual([
      'Anställningsnummer',
      'Förnamn',
      'Efternamn',
      'Personnummer',
    ]);
    // The template's columns, filled as its headings say; the last row's identity number is wrong.
    const cell = (p: (typeof people)[number], i: number): Record<string, string> => ({
      Anställningsnummer: p.anstNr,
      Förnamn: p.foNamn,
      Efternamn: p.efNamn,
      Personnummer: i === 20 ? `${p.persNr.slice(0, -1)}${(Number(p.persNr.at(-1)) + 1) % 10}` : p.persNr,
      Avdelning: 'VARD',
      Tidkodsgrupp: 'TJM',
      Lönekodsgrupp: 'TJM',
      'Anställd från': `${day.slice(0, 4)}-01-01`,
      Arbetsschema: 'HEL40',
    });
    const rows = people.map((p, i) => header.split(';').map((h) => cell(p, i)[h] ?? ''));
    const csv = admin.getByRole('region', { name: 'Anställda från en CSV-fil' });
    await csv
      .locator('input[type="file"]')
      .setInputFiles({ name: 'anstallda.csv', mimeType: 'text/csv', buffer: csvFile(header, rows) });
    await expect(csv).toContainText('Anställda i filen: 21. Rätt: 20. Rader med fel: 1.');
    await expect(csv.getByRole('list', { name: 'Fel i filen' })).toHaveText(
      'Rad 22, Personnummer: Ogiltigt personnummer.',
    );
    const add = csv.getByRole('button', { name: 'Lägg till anställda (20)' });
    await expect(add).toBeDisabled();
    expect(await axeViolations(admin)).toEqual([]);
    await csv.getByRole('checkbox', { name: 'Hoppa över de felaktiga raderna (1)' }).check();
    await add.click();
    await expect(csv.getByRole('status')).toHaveText('Anställda som har lagts till: 20.');
    await expect(csv.getByRole('list', { name: 'Tillagda (20)' }).getByRole('listitem')).toHaveCount(20);
  });

  await test.step("ftg imports the payroll program's schedule days and decides its conflict", async () => {
    const admin = ftg.page;
    const file = paxmlFile({
      orgnr,
      // A standard code payroll names otherwise: a conflict to decide.
      koder: [{ id: 'SEM', namn: 'Semesterlön' }],
      personal: [{ anstid: employees[1]!.anstNr, inner: '<epostarb>bertil@example.se</epostarb>' }],
      scheman: employees.map((e) => ({
        anstid: e.anstNr,
        dagar: days.map((datum) => ({ datum, starttid: '07:00:00', sluttid: '15:30:00', timmar: '8' })),
      })),
    });
    const paxml = admin.getByRole('region', { name: 'Från lönesystemet (PAXml)' });
    await paxml
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lon.xml', mimeType: 'application/xml', buffer: file });
    await paxml.getByRole('button', { name: 'Förhandsgranska' }).click();
    // A row per employee whose days change, each with how many.
    await expect(paxml.getByRole('list', { name: 'Schemadagar (20)' })).toContainText(
      `${employees[0]!.foNamn} ${employees[0]!.efNamn} (${employees[0]!.anstNr})`,
    );
    await expect(paxml.getByRole('list', { name: 'Schemadagar (20)' })).toContainText(
      `Schemadagar nya eller ändrade: ${days.length}`,
    );
    await expect(paxml.getByRole('list', { name: 'Anställda (1)' })).toContainText(
      'E-post: (tomt) → bertil@example.se (filens värde tas)',
    );
    const codes = paxml.getByRole('list', { name: 'Koder (1)' });
    await expect(codes).toContainText('Semester (SEM)');
    const importButton = paxml.getByRole('button', { name: 'Läs in', exact: true });
    await expect(importButton).toBeDisabled();
    await expect(paxml.getByRole('status')).toHaveText('Konflikter kvar att ta ställning till: 1');
    expect(await axeViolations(admin)).toEqual([]);
    await codes.getByRole('radio', { name: 'Ta filens: Semesterlön' }).check();
    await importButton.click();
    await expect(paxml.getByRole('status')).toHaveText('Filen är inläst och registren är uppdaterade.');
    await expect(paxml).toContainText(String(days.length * 20));

    await showView(admin, 'Tidkoder');
    await expect(admin.getByRole('list', { name: 'Tidkoder' })).toContainText('Semesterlön');
  });

  const [perUser, avdUser] =
    await test.step('lic gives one employee their own user, another a manager’s', async () => {
      await page.reload();
      return [
        await makeUser(page, { namn: perNamn, login: `per${tag}`, roll: 'Anställd', anstNr: per!.anstNr }),
        await makeUser(page, {
          namn: `${avd.foNamn} ${avd.efNamn}`,
          login: `avd${tag}`,
          roll: 'Avdelningsadministratör',
          anstNr: avd.anstNr,
        }),
      ];
    });

  await test.step('the employee reports the day as scheduled on a phone and approves it', async () => {
    const employee = await firstLogin(browser, perUser!, PHONE);
    const phone = employee.page;
    await phone.goto('/timereporting');
    await expect(phone.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
    await showMonthOf(phone, day);
    const card = phone.locator(`[data-testid="time-report-day"][data-date="${day}"]`);
    await card.getByRole('button', { name: /^Rapportera .* enligt schema$/ }).tap();
    const row = card.getByTestId('time-entry');
    await expect(row).toContainText('ARB Arbetad tid');
    await expect(row).toContainText('8,00 h');
    // The payroll program's day, not HEL40's 08:00 start: the dated day is the schedule.
    await expect(row).toContainText('07:00–15:30, rast 30 min');

    await phone.goto('/approveTime');
    await showMonthOf(phone, day);
    const summary = phone.getByRole('region', { name: `Perioden för ${perNamn}` });
    await expect(summary).toContainText('Ej godkänd: 1');
    await phone.getByRole('button', { name: 'Godkänn perioden' }).tap();
    await phone
      .getByRole('dialog', { name: 'Godkänna perioden?' })
      .getByRole('button', { name: 'Godkänn', exact: true })
      .tap();
    await expect(summary).toContainText('Godkänd, ej attesterad: 1');
    await employee.close();
  });

  await test.step('the department administrator attests it', async () => {
    const manager = await firstLogin(browser, avdUser!);
    const attest = manager.page;
    await attest.getByRole('link', { name: 'Attestera', exact: true }).click();
    await expect(attest).toHaveURL(/\/attest$/);
    await showMonthOf(attest, day);
    await attest.getByRole('searchbox', { name: 'Sök namn eller anst.nr' }).fill(per!.anstNr);
    const table = attest.getByRole('table', { name: 'Attestlista' });
    await expect(table).toContainText('Godkänd, ej attesterad: 1');
    await attest.getByRole('checkbox', { name: `Välj ${perNamn}` }).check();
    await attest.getByRole('button', { name: 'Attestera valda (1)' }).click();
    await attest
      .getByRole('dialog', { name: 'Attestera tiden?' })
      .getByRole('button', { name: 'Attestera' })
      .click();
    await expect(attest.getByRole('alert').filter({ hasText: 'Ändrade rader: 1.' })).toBeVisible();
    await manager.close();
  });

  await test.step('ftg transfers it to payroll, and the file carries the employee and the day', async () => {
    const admin = ftg.page;
    await admin.getByRole('link', { name: 'Attestera', exact: true }).click();
    await expect(admin).toHaveURL(/\/attest$/);
    await showMonthOf(admin, day);
    await admin.getByRole('button', { name: 'Överför till lön' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Överför till lön' });
    await dialog.getByRole('button', { name: 'Överför', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Överförda rader: 1.' })).toBeVisible();
    const download = admin.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Ladda ner filen', exact: true }).click();
    const xml = await fs.readFile((await (await download).path())!, 'latin1');
    expect(xml).toContain(`<foretagorgnr>${orgnr}</foretagorgnr>`);
    const rows = xml.match(/<tidtrans [^>]*>.*?<\/tidtrans>/gs) ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`anstid="${per!.anstNr}"`);
    expect(rows[0]).toContain(`<tidkod>ARB</tidkod><datum>${day}</datum><timmar>8`);
    await ftg.close();
  });
});
