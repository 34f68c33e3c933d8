import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, axeViolations, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';

// The registers: the licence user keeps the licence's companies (/admin/companies); a company
// administrator keeps the company's departments and employees, whose department changes from a
// day and leaves a row of history (/admin/registers); a department administrator reads them; a
// department in use is closed, not deleted. Each test's team and codes are its own (fixtures.ts).

const PHONE = { width: 390, height: 844 };

/** A code no other test run writes: letters and digits, `prefix` first. */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.toUpperCase();

/** The first day of next month, YYYY-MM-DD: a day after today. */
function firstOfNextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/** Chooses `option` in the select named `name` of `scope`. */
async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Shows one view of the registers page: its tab, or its option where the tabs became a select. */
async function showView(page: Page, view: 'Anställda' | 'Avdelningar' | 'Arbetsscheman' | 'Tidkoder') {
  const tab = page.getByRole('tab', { name: view });
  const select = page.getByRole('combobox', { name: 'Register' });
  await expect(tab.or(select).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  else await select.selectOption({ label: view });
}

test('the licence user creates a company, finds it, archives and restores it', async ({ page, request }) => {
  const { lic } = await createTeam(request, { lic: { role: ROLE.LIC } });
  await page.setViewportSize(PHONE);
  await loginAs(page, lic);
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Företag' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const key = unique('E2E');
  const namn = `Registerbolaget ${key} AB`;
  await page.getByRole('button', { name: 'Nytt företag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt företag' });
  await dialog.getByRole('textbox', { name: 'Företagsnamn' }).fill(namn);
  await dialog.getByRole('textbox', { name: 'Organisationsnummer' }).fill('556677-1233');
  await dialog.getByRole('textbox', { name: 'Företagsnyckel' }).fill(key);
  await dialog.getByRole('checkbox', { name: 'HR-tillägg' }).check();
  // FK 3059 signing is for LSS companies: refused in the form, nothing is created.
  await dialog.getByRole('checkbox', { name: 'Signering av FK 3059' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Starta med standardregister' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Skapa företag' }).click();
  await expect(dialog.getByText('Signering av FK 3059 kräver LSS.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Signering av FK 3059' }).uncheck();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Skapa företag' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Företaget ${namn} har skapats.`)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Sök företag' });
  await search.fill(key);
  const companies = page.getByRole('list', { name: 'Företag' });
  const card = companies.getByRole('listitem').filter({ hasText: namn });
  await expect(card).toContainText(`556677-1233 · ${key} · Anställda: 0`);
  await expect(card.getByRole('listitem')).toHaveText(['WebLön', 'HR-tillägg']);

  // A second company may not take the key.
  await page.getByRole('button', { name: 'Nytt företag' }).click();
  await dialog.getByRole('textbox', { name: 'Företagsnamn' }).fill(`${namn} 2`);
  await dialog.getByRole('textbox', { name: 'Organisationsnummer' }).fill('556677-1233');
  await dialog.getByRole('textbox', { name: 'Företagsnyckel' }).fill(key);
  await dialog.getByRole('button', { name: 'Skapa företag' }).click();
  await expect(dialog.getByText('Ett annat företag har redan den nyckeln.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await page
    .getByRole('dialog', { name: 'Kasta ändringarna?' })
    .getByRole('button', { name: 'Kasta' })
    .click();
  await expect(dialog).toBeHidden();

  // Archived, it leaves the list; shown with the archived ones, it is restored.
  await card.getByRole('button', { name: `Arkivera ${namn}` }).click();
  const question = page.getByRole('dialog', { name: `Arkivera ${namn}?` });
  await expect(question).toContainText('Alla uppgifter sparas');
  await question.getByRole('button', { name: 'Arkivera' }).click();
  await expect(page.getByText(`${namn} är arkiverat.`)).toBeVisible();
  await expect(page.getByText('Inga företag matchar.')).toBeVisible();
  await page.getByRole('switch', { name: 'Visa arkiverade' }).check();
  await expect(card.getByText('Arkiverat', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Återställ ${namn}` }).click();
  await expect(page.getByText(`${namn} är återställt.`)).toBeVisible();
  await expect(card.getByText('Arkiverat', { exact: true })).toBeHidden();
});

test('a company administrator adds a department and an employee, whose move from a later day is history', async ({
  page,
  request,
}) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await page.setViewportSize(PHONE);
  await loginAs(page, ftg);
  await page.goto('/admin/registers');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

  const kod = unique('A').slice(0, 10);
  const avdelning = `Avdelning ${kod}`;
  await showView(page, 'Avdelningar');
  await page.getByRole('button', { name: 'Ny avdelning' }).click();
  const newDepartment = page.getByRole('dialog', { name: 'Ny avdelning' });
  await newDepartment.getByRole('textbox', { name: 'Avdelningskod' }).fill(kod);
  await newDepartment.getByRole('textbox', { name: 'Namn' }).fill(avdelning);
  await newDepartment.getByRole('button', { name: 'Lägg till avdelning' }).click();
  await expect(newDepartment).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Avdelningar' }).getByRole('listitem').filter({ hasText: avdelning }),
  ).toContainText(`Kod ${kod} · Anställda: 0`);

  await showView(page, 'Anställda');
  const anstNr = unique('N').slice(0, 12);
  await page.getByRole('button', { name: 'Ny anställd' }).click();
  const newEmployee = page.getByRole('dialog', { name: 'Ny anställd' });
  await newEmployee.getByRole('textbox', { name: 'Anställningsnummer' }).fill(anstNr);
  await newEmployee.getByRole('textbox', { name: 'Förnamn' }).fill('Rut');
  await newEmployee.getByRole('textbox', { name: 'Efternamn' }).fill(`Registersson ${anstNr}`);
  await choose(page, newEmployee, 'Avdelning', 'EKO Ekonomi');
  await newEmployee.getByRole('combobox', { name: 'Tidkodsgrupp' }).fill('TJM');
  await newEmployee.getByRole('combobox', { name: 'Lönekodsgrupp' }).fill('TJM');
  // Only those who manage users make the employee's own user (LIC, ADM).
  await expect(
    newEmployee.getByRole('checkbox', { name: 'Skapa ett användarkonto för den anställda' }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await newEmployee.getByRole('button', { name: 'Lägg till anställd' }).click();
  await expect(newEmployee).toBeHidden();
  await expect(page.getByText('Den anställda har lagts till.')).toBeVisible();

  const namn = `Rut Registersson ${anstNr}`;
  await page.getByRole('searchbox', { name: 'Sök anställd' }).fill(anstNr);
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  const employees = page.getByRole('list', { name: 'Anställda' });
  await expect(employees.getByRole('listitem')).toHaveCount(1);
  await expect(employees.getByRole('listitem')).toContainText(`Anst.nr ${anstNr} · EKO Ekonomi`);

  // The new department from the first of next month: today's stays until then.
  const from = firstOfNextMonth();
  await employees.getByRole('button', { name: `Öppna ${namn} (${anstNr})` }).click();
  const employee = page.getByRole('dialog', { name: `${namn} (${anstNr})` });
  await choose(page, employee, 'Avdelning', `${kod} ${avdelning}`);
  const applies = employee.getByRole('textbox', { name: 'Avdelning och kodgrupper gäller från' });
  await applies.fill(from);
  await applies.press('Tab');
  await employee.getByRole('button', { name: 'Spara' }).click();
  await expect(employee).toBeHidden();
  await expect(page.getByText('Den anställda har sparats.')).toBeVisible();
  await expect(employees.getByRole('listitem')).toContainText('EKO Ekonomi');

  await employees.getByRole('button', { name: `Öppna ${namn} (${anstNr})` }).click();
  const history = employee.getByRole('list', { name: 'Historik' });
  await expect(history.getByRole('listitem').first()).toContainText(
    `Från ${from}: ${kod} ${avdelning}, tidkodsgrupp TJM, lönekodsgrupp TJM`,
  );
  await expect(history.getByRole('listitem').first()).toContainText(`av ${ftg.namn}`);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

test('a department in use is closed, not deleted', async ({ page, request }) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await loginAs(page, ftg);
  await page.goto('/admin/registers');
  await showView(page, 'Avdelningar');
  const departments = page.getByRole('list', { name: 'Avdelningar' });
  const kod = unique('B').slice(0, 10);
  const avdelning = `Lager ${kod}`;
  await page.getByRole('button', { name: 'Ny avdelning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny avdelning' });
  await dialog.getByRole('textbox', { name: 'Avdelningskod' }).fill(kod);
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(avdelning);
  await dialog.getByRole('button', { name: 'Lägg till avdelning' }).click();
  await expect(dialog).toBeHidden();
  const row = departments.getByRole('listitem').filter({ hasText: avdelning });
  await expect(row.getByRole('button', { name: `Ta bort ${avdelning}` })).toBeVisible();

  // Someone else places an employee in it meanwhile: the list hears of it (RESOURCE_UPDATED
  // departments) and offers only to close it. A delete that comes first is refused by the server
  // (its tests), so what used it keeps its name.
  const made = await page.request.post('/api/registers/employees', {
    headers: API_HEADERS,
    data: {
      AnstNr: unique('M').slice(0, 12),
      FoNamn: 'Maja',
      EfNamn: 'Mellantid',
      Avdelning: kod,
      TidKodGrupp: 'TJM',
      LonKodGrupp: 'TJM',
      GallerFran: new Date().toISOString().slice(0, 10),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await expect(row).toContainText(`Kod ${kod} · Anställda: 1 · Används och kan bara stängas`);
  await expect(row.getByRole('button', { name: `Ta bort ${avdelning}` })).toHaveCount(0);

  // Closed instead: it keeps its name and is offered to no one.
  await row.getByRole('button', { name: `Ändra ${avdelning}` }).click();
  const edit = page.getByRole('dialog', { name: 'Ändra avdelning' });
  await edit.getByRole('checkbox', { name: 'Stängd' }).check();
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Stängd', { exact: true })).toBeVisible();
  await showView(page, 'Anställda');
  await page.getByRole('button', { name: 'Ny anställd' }).click();
  await page
    .getByRole('dialog', { name: 'Ny anställd' })
    .getByRole('combobox', { name: 'Avdelning' })
    .click();
  await expect(page.getByRole('option', { name: 'EKO Ekonomi' })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(kod) })).toHaveCount(0);
});

test('a department administrator reads the registers of their department', async ({ page, request }) => {
  const { avd, per } = await createTeam(request, {
    avd: { role: ROLE.AVD, employee: true },
    per: { role: ROLE.PER },
  });
  await page.setViewportSize(PHONE);
  await loginAs(page, avd);
  await page.goto('/admin/registers');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByText('Du kan läsa uppgifterna men inte ändra dem.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ny anställd' })).toHaveCount(0);
  const employees = page.getByRole('list', { name: 'Anställda' });
  await expect(employees.getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  await employees.getByRole('button', { name: `Öppna ${per.namn} (${per.anstNr})` }).click();
  const dialog = page.getByRole('dialog', { name: `${per.namn} (${per.anstNr})` });
  await expect(dialog.getByText('Du kan läsa uppgifterna men inte ändra dem.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Förnamn' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Spara' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();

  await showView(page, 'Avdelningar');
  await expect(page.getByRole('list', { name: 'Avdelningar' })).toContainText('Ekonomi');
  await expect(page.getByRole('button', { name: 'Ny avdelning' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ändra / })).toHaveCount(0);
});

test('a company administrator keeps the code registers on a phone: a rotating schedule, a time code, a conflict', async ({
  page,
  request,
}) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await page.setViewportSize(PHONE);
  await loginAs(page, ftg);
  await page.goto('/admin/registers');

  // A rotation of two weeks: the second starts as a copy of the first, and counts from a Monday.
  const schema = unique('R').slice(0, 10);
  await showView(page, 'Arbetsscheman');
  await page.getByRole('button', { name: 'Nytt arbetsschema' }).click();
  const newSchedule = page.getByRole('dialog', { name: 'Nytt arbetsschema' });
  await newSchedule.getByRole('textbox', { name: 'Schemakod' }).fill(schema);
  await newSchedule.getByRole('textbox', { name: 'Benämning' }).fill(`Rullande ${schema}`);
  await newSchedule.getByRole('button', { name: 'Lägg till vecka' }).click();
  const friday = newSchedule.getByRole('textbox', { name: 'Vecka 2, fredag' });
  await friday.fill('0');
  await friday.press('Tab');
  await expect(newSchedule.getByRole('group', { name: 'Vecka 2: 32,00 h' })).toBeVisible();
  await newSchedule.getByRole('button', { name: 'Lägg till arbetsschema' }).click();
  const start = newSchedule.getByRole('textbox', { name: 'Vecka 1 börjar' });
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await start.fill('2026-01-06');
  await start.press('Tab');
  await newSchedule.getByRole('button', { name: 'Lägg till arbetsschema' }).click();
  await expect(newSchedule.getByText('Ett rullande schema börjar på en måndag.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await start.fill('2026-01-05');
  await start.press('Tab');
  await newSchedule.getByRole('button', { name: 'Lägg till arbetsschema' }).click();
  await expect(newSchedule).toBeHidden();
  const schedules = page.getByRole('list', { name: 'Arbetsscheman' });
  const scheduleRow = schedules.getByRole('listitem').filter({ hasText: `Kod ${schema}` });
  await expect(scheduleRow).toContainText(
    'Rullande schema på 2 veckor från 2026-01-05 · Vecka 1: 40,00 h · Vecka 2: 32,00 h',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A time code goes to payroll as a PAXml code or as hours of a pay code: one of them is needed.
  const kod = unique('T').slice(0, 10);
  await showView(page, 'Tidkoder');
  await page.getByRole('button', { name: 'Ny tidkod' }).click();
  const newCode = page.getByRole('dialog', { name: 'Ny tidkod' });
  await newCode.getByRole('textbox', { name: 'Tidkod', exact: true }).fill(kod);
  await newCode.getByRole('textbox', { name: 'Benämning' }).fill(`Utbildning ${kod}`);
  await expect(newCode.getByRole('status')).toHaveText(
    'Till lön: saknas. Ange en PAXml-kod eller en lönekod.',
  );
  await newCode.getByRole('button', { name: 'Lägg till tidkod' }).click();
  await expect(
    newCode.getByText('Ange en PAXml-tidkod eller en lönekod som timmarna förs över som.'),
  ).toBeVisible();
  await choose(page, newCode, 'PAXml-kod', 'UTB');
  await expect(newCode.getByRole('status')).toHaveText('Till lön: UTB');
  await newCode.getByRole('button', { name: 'Lägg till tidkod' }).click();
  await expect(newCode).toBeHidden();
  const codes = page.getByRole('list', { name: 'Tidkoder' });
  const codeRow = codes.getByRole('listitem').filter({ hasText: `Kod ${kod}` });
  await expect(codeRow).toContainText(`Kod ${kod} · Typ: Arbetad tid · Till lön: UTB`);

  // Someone else saves the code while it is being changed: theirs shows, with this change on top.
  await codeRow.getByRole('button', { name: `Ändra Utbildning ${kod}` }).click();
  const edit = page.getByRole('dialog', { name: 'Ändra tidkod' });
  await edit.getByRole('textbox', { name: 'Benämning' }).fill(`Kurs ${kod}`);
  const list = (await (
    await page.request.get('/api/registers/timecodes', { headers: API_HEADERS })
  ).json()) as {
    TidKod: string;
    Version: number;
  }[];
  const saved = list.find((c) => c.TidKod === kod)!;
  const theirs = await page.request.put(`/api/registers/timecodes/${kod}`, {
    headers: API_HEADERS,
    data: {
      Version: saved.Version,
      Stangd: false,
      BenText: `Utbildning ${kod}`,
      Typ: 'FRANVARO',
      Grupper: ['TJM'],
      PaxmlKod: 'UTB',
      LonKod: '',
    },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(edit.getByText('Någon annan sparade medan du ändrade.', { exact: false })).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Typ av tid' })).toHaveValue('Frånvaro');
  await expect(edit.getByRole('textbox', { name: 'Benämning' })).toHaveValue(`Kurs ${kod}`);
  // The dialog's conflict state: the page behind it may show the other save's notice at any moment,
  // dimmed by the backdrop, which axe would measure mid-fade.
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(edit).toBeHidden();
  await expect(codes.getByRole('listitem').filter({ hasText: `Kod ${kod}` })).toContainText(
    `Kurs ${kod}Ändra`,
  );
  await expect(codes.getByRole('listitem').filter({ hasText: `Kod ${kod}` })).toContainText(
    `Kod ${kod} · Typ: Frånvaro · Grupper: TJM · Till lön: UTB`,
  );

  // Nothing uses the new schedule: it may be deleted.
  await showView(page, 'Arbetsscheman');
  await scheduleRow.getByRole('button', { name: `Ta bort Rullande ${schema}` }).click();
  await page
    .getByRole('dialog', { name: `Ta bort Rullande ${schema}?` })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(page.getByText(`Rullande ${schema} är borttagen.`)).toBeVisible();
  await expect(scheduleRow).toHaveCount(0);
});
