import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import {
  PHONE,
  createRows,
  expectFixedScreenshot,
  expectInView,
  expectNoSidewaysScroll,
  lastFirst,
  loginOnPhone,
  managerWithTwoEmployees,
  openPage,
  smallTouchTargets,
} from './phone-helpers';

// Every built screen works on a phone: the print reports read on a phone's screen as
// lists, nothing wider than the screen, while paper still gets the tables (the print media shows
// the table and hides the list). The browser's clock and the rows are on fixed dates (March 2025);
// the screenshots show the fixtures' random names and numbers as fixed ones (phone-helpers' FIXED)
// and mask the company and its orgnr.

test.use(PHONE);

/** The report's fact that differs from run to run besides the company and the people: its orgnr. */
const orgnr = (page: Page) => [page.getByText(/^\d{6}-\d{4}$/)];

async function printButtonsInView(page: Page) {
  await expectInView(page.getByRole('button', { name: 'Skriv ut' }));
  await expectInView(page.getByRole('button', { name: 'Ladda ner PDF' }));
}

test("an employee's time report on a phone: the days as a list, the table on paper", async ({
  page,
  request,
}) => {
  const { company, per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginOnPhone(page, per);
  await createRows(page.request, per.anstNr!);
  await openPage(page, '/rapporter/tidrapport', 'Tidrapport');

  const list = page.getByRole('list', { name: 'Tidrapportens dagar och rader' });
  const table = page.getByRole('table', { name: 'Tidrapportens dagar och rader' });
  const day = (date: string) => list.getByTestId('print-day').filter({ hasText: date });
  await expect(list.getByTestId('print-day')).toHaveCount(31);
  await expect(table).toBeHidden();
  for (const text of ['mån 2025-03-03', 'Schema 8,00', 'ARB Arbetad tid', '08:00', '17:00', 'Ej godkänd']) {
    await expectInView(day('2025-03-03').getByText(text, { exact: true }));
  }
  await expect(day('2025-03-03')).toContainText('Rast (min)60');
  await expect(day('2025-03-04')).toContainText('Kurs i arbetsmiljö');
  await expect(day('2025-03-05')).toContainText('SJK Sjukfrånvaro');
  const total = list.getByRole('listitem').last();
  await expect(total).toContainText('Summa');
  await expect(total).toContainText('24,00');
  await expect(total).toContainText('Differens mot schema');
  await expect(page.getByRole('table', { name: 'Summa per tidkod' })).toContainText('SJK');
  await printButtonsInView(page);
  await expectNoSidewaysScroll(page);
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await expectFixedScreenshot(page, 'print-tidrapport.png', company, [per], orgnr(page));

  // Paper: the table as on a wide screen, the list not at all.
  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeVisible();
  await expect(list).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: '2025-03-03' })).toContainText('Ej godkänd');
  await page.emulateMedia({ media: 'screen' });
  await expect(list).toBeVisible();
});

test("a manager's attest list on a phone: each employee's hours and statuses, the table on paper", async ({
  page,
  request,
  baseURL,
}) => {
  // Both employees alike (the same rows, attested), so the list looks the same in either order.
  const { team, employees } = await managerWithTwoEmployees(request, baseURL!, ['approve', 'attest']);

  await loginOnPhone(page, team.ftg);
  await openPage(page, '/rapporter/attestlista', 'Attestlista');
  const list = page.getByRole('list', { name: 'Attestlistans anställda' });
  const table = page.getByRole('table', { name: 'Attestlistans anställda' });
  await expect(list.getByRole('listitem')).toHaveCount(3); // two employees and the sum
  await expect(table).toBeHidden();
  for (const e of employees) {
    const item = list.getByTestId('print-employee').filter({ hasText: lastFirst(e) });
    await expect(item).toContainText(`${e.anstNr} · EKO`);
    for (const text of ['Schema', '168,00', 'Rapporterat', '24,00', 'Status', 'Attesterad: 3']) {
      await expectInView(item.getByText(text, { exact: true }));
    }
  }
  const total = list.getByRole('listitem').last();
  await expect(total).toContainText('Anställda: 2');
  await expect(total).toContainText('48,00');
  await expect(total).toContainText('Attesterad: 6');
  await printButtonsInView(page);
  await expectNoSidewaysScroll(page);
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await expectFixedScreenshot(page, 'print-attestlista.png', team.company, employees, orgnr(page));

  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeVisible();
  await expect(list).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(4); // the header, two employees and the sum
  await expect(table.getByRole('row').last()).toContainText('Anställda: 2');
  await page.emulateMedia({ media: 'screen' });
});
