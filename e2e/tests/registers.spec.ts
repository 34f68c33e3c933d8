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
async function showView(page: Page, view: 'Anställda' | 'Avdelningar') {
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

  // Someone else places an employee in it meanwhile: the delete is refused with the reason.
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
  await row.getByRole('button', { name: `Ta bort ${avdelning}` }).click();
  await page
    .getByRole('dialog', { name: `Ta bort ${avdelning}?` })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(page.getByText('Den används och kan inte tas bort. Stäng den i stället.')).toBeVisible();

  // Closed instead: it keeps its name and is offered to no one.
  await page.reload();
  await showView(page, 'Avdelningar');
  await expect(row).toContainText('Används och kan bara stängas');
  await expect(row.getByRole('button', { name: `Ta bort ${avdelning}` })).toHaveCount(0);
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
