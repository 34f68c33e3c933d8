import { expect, test } from '@playwright/test';
import { ROLE, createTeam } from './fixtures';
import {
  DESKTOP,
  createRows,
  expectFixedScreenshot,
  lastFirst,
  loginOnPhone,
  managerWithTwoEmployees,
  openPage,
} from './phone-helpers';

// The desktop's baselines of the pages the phone specs picture at 390 × 844
// (phone-attest, phone-print): the own period's approval, the attest list and both print views at
// 1280 × 800, so a change that breaks the wide layout fails the suite too. As there, the browser's
// clock (loginOnPhone fixes it whatever the screen) and the rows are on fixed dates in March 2025,
// and the fixtures' random names and numbers are written as fixed ones; the company and the orgnr
// are masked.

test.use(DESKTOP);

/** The print reports' orgnr, which differs from run to run. */
const ORGNR = /^\d{6}-\d{4}$/;

test("an employee's own period to approve (desktop)", async ({ page, request }) => {
  const { company, per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginOnPhone(page, per);
  await createRows(page.request, per.anstNr!);
  await openPage(page, '/approveTime', 'Godkänn tid');
  const summary = page.getByRole('region', { name: `Perioden för ${per.namn}` });
  await expect(summary).toContainText('Ej godkänd: 3');
  await expect(summary).toContainText('24,00');
  await expect(page.getByRole('button', { name: 'Godkänn perioden' })).toBeEnabled();
  await expectFixedScreenshot(page, 'approve-own-desktop.png', company, [per]);
});

test("a manager's attest list (desktop)", async ({ page, request, baseURL }) => {
  // Both employees alike (the same rows, approved), so the rows look the same in either order.
  const { team, employees } = await managerWithTwoEmployees(request, baseURL!, ['approve']);
  await loginOnPhone(page, team.ftg);
  await openPage(page, '/attest', 'Attestera');
  const table = page.getByRole('table');
  for (const e of employees) {
    const row = table.getByRole('row').filter({ hasText: e.namn });
    await expect(row).toContainText('24,00');
    await expect(row).toContainText('Godkänd, ej attesterad: 3');
  }
  await expectFixedScreenshot(page, 'attest-list-desktop.png', team.company, employees);
});

test("an employee's time report to print (desktop)", async ({ page, request }) => {
  const { company, per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginOnPhone(page, per);
  await createRows(page.request, per.anstNr!);
  await openPage(page, '/rapporter/tidrapport', 'Tidrapport');
  const table = page.getByRole('table', { name: 'Tidrapportens dagar och rader' });
  await expect(table.getByRole('row').filter({ hasText: '2025-03-03' })).toContainText('Ej godkänd');
  await expect(table.getByRole('row').filter({ hasText: '2025-03-04' })).toContainText('Kurs i arbetsmiljö');
  await expect(page.getByRole('table', { name: 'Summa per tidkod' })).toContainText('SJK');
  await expectFixedScreenshot(page, 'print-tidrapport-desktop.png', company, [per], [page.getByText(ORGNR)]);
});

test("a manager's attest list to print (desktop)", async ({ page, request, baseURL }) => {
  // Both employees alike (the same rows, attested), so the rows look the same in either order.
  const { team, employees } = await managerWithTwoEmployees(request, baseURL!, ['approve', 'attest']);
  await loginOnPhone(page, team.ftg);
  await openPage(page, '/rapporter/attestlista', 'Attestlista');
  const table = page.getByRole('table', { name: 'Attestlistans anställda' });
  await expect(table.getByRole('row')).toHaveCount(4); // the header, two employees and the sum
  for (const e of employees) {
    await expect(table.getByRole('row').filter({ hasText: lastFirst(e) })).toContainText('24,00');
  }
  await expect(table.getByRole('row').last()).toContainText('Anställda: 2');
  await expectFixedScreenshot(page, 'print-attestlista-desktop.png', team.company, employees, [
    page.getByText(ORGNR),
  ]);
});
