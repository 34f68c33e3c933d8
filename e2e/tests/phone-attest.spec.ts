import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import {
  PHONE,
  closeSnackbar,
  createRows,
  expectInView,
  expectFixedScreenshot,
  expectNoSidewaysScroll,
  fixFixtureTexts,
  loginOnPhone,
  managerWithTwoEmployees,
  openPage,
  shot,
  smallTouchTargets,
} from './phone-helpers';

// Every built screen works on a phone: at 390 × 844 with touch, an employee approves
// their period and a manager attests on cards that show each employee's hours, status, warnings
// and actions, nothing off-screen, no axe finding, touch targets of 44 px. The browser's clock and
// the rows are on fixed dates (March 2025) and the screenshots show the fixtures' random names and
// numbers as fixed ones (phone-helpers' FIXED), so their length cannot change the layout.

test.use(PHONE);

test('an employee approves their period on a phone', async ({ page, request }) => {
  const { company, per } = await createTeam(request, { per: { role: ROLE.PER } });
  await loginOnPhone(page, per);
  await createRows(page.request, per.anstNr!);
  await openPage(page, '/approveTime', 'Godkänn tid');

  const summary = page.getByRole('region', { name: `Perioden för ${per.namn}` });
  await expect(summary).toContainText('Ej godkänd: 3');
  await expect(summary).toContainText('24,00');
  const approve = page.getByRole('button', { name: 'Godkänn perioden' });
  await expectInView(approve);
  await expectNoSidewaysScroll(page);
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await expectFixedScreenshot(page, 'approve-own.png', company, [per]);
  // The picture's fixed name is the page's text (and the region's name) until it is loaded again.
  await page.reload();
  await expect(summary).toContainText('Ej godkänd: 3');

  await approve.tap();
  const confirm = page.getByRole('dialog', { name: 'Godkänna perioden?' });
  await expectNoSidewaysScroll(page);
  await confirm.getByRole('button', { name: 'Godkänn', exact: true }).tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Ändrade rader: 3.' })).toBeVisible();
  await expect(summary).toContainText('Godkänd, ej attesterad: 3');
  await expect(page.getByRole('button', { name: 'Ta tillbaka godkännandet' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a manager attests on a phone: each employee a card with hours, status and actions', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Both employees alike (the same rows, approved), so the cards look the same in either order.
  const { team, employees } = await managerWithTwoEmployees(request, baseURL!, ['approve']);

  await loginOnPhone(page, team.ftg);
  await openPage(page, '/attest', 'Attestera');
  const main = page.getByRole('main');
  const list = page.getByRole('list', { name: 'Attestlista' });
  const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // No table on a phone: the list's cards.
  await expect(page.getByRole('table')).toHaveCount(0);

  await test.step('each card shows Rapporterat, Status, hours, warnings and the actions on the screen', async () => {
    for (const e of employees) {
      const c = card(e.namn);
      await expect(c.getByRole('heading', { name: e.namn })).toBeVisible();
      await expect(c).toContainText(`${e.anstNr} · Ekonomi`);
      for (const text of ['Schema (h)', 'Rapporterat (h)', '24,00', 'ATL-varningar', 'Status']) {
        await expectInView(c.getByText(text, { exact: true }).first());
      }
      await expectInView(c.getByText('Godkänd, ej attesterad: 3'));
      await expectInView(c.getByRole('checkbox', { name: `Välj ${e.namn}` }));
      await expectInView(c.getByRole('button', { name: `Attestera ${e.namn}` }));
      await expectInView(c.getByRole('button', { name: `Visa raderna för ${e.namn}` }));
    }
    await expectInView(page.getByRole('checkbox', { name: 'Välj alla anställda i urvalet' }));
    await expectInView(page.getByRole('button', { name: 'Attestera valda (0)' }));
    await expectNoSidewaysScroll(page);
    expect(await smallTouchTargets(main)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await expectFixedScreenshot(page, 'attest-list.png', team.company, employees);
    // The picture's fixed names are the page's text (and the cards' names) until it is loaded again.
    await page.reload();
    await expect(card(employees[0]!.namn)).toContainText('Godkänd, ej attesterad: 3');
  });

  const [anna, bo] = employees as [typeof team.anna, typeof team.bo];
  await test.step("the card's own button attests one employee", async () => {
    await card(anna.namn)
      .getByRole('button', { name: `Attestera ${anna.namn}` })
      .tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Ändrade rader: 3.' })).toBeVisible();
    await expect(card(anna.namn)).toContainText('Attesterad: 3');
    await expect(card(anna.namn).getByRole('button', { name: `Attestera ${anna.namn}` })).toHaveCount(0);
    await expect(card(bo.namn)).toContainText('Godkänd, ej attesterad: 3');
  });

  await test.step('the bulk action attests the selected employees', async () => {
    await card(bo.namn)
      .getByRole('checkbox', { name: `Välj ${bo.namn}` })
      .tap();
    await expect(page.getByRole('status').filter({ hasText: 'Valda: 1 av 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Attestera valda (1)' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Attestera tiden?' });
    await expect(confirm).toContainText('antal: 1');
    await confirm.getByRole('button', { name: 'Attestera' }).tap();
    await expect(card(bo.namn)).toContainText('Attesterad: 3');
    await expect(page.getByRole('status').filter({ hasText: 'Valda: 0 av 2' })).toBeVisible();
    await closeSnackbar(page, 'Ändrade rader: 3.');
  });

  await test.step("an employee's rows open as a list, each with its status and history", async () => {
    await card(anna.namn)
      .getByRole('button', { name: `Visa raderna för ${anna.namn}` })
      .tap();
    const dialog = page.getByRole('dialog', { name: new RegExp(anna.namn) });
    const rows = dialog.getByRole('list', { name: `Rader för ${anna.namn}` }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('2025-03-03 · ARB Arbetad tid');
    await expect(rows.nth(0)).toContainText('08:00–17:00');
    await expect(rows.nth(1)).toContainText('Kurs i arbetsmiljö');
    await expect(rows.nth(2)).toContainText('SJK');
    await expect(dialog.getByText('Attesterad', { exact: true })).toHaveCount(3);
    for (const row of await rows.all())
      await expectInView(row.getByRole('button', { name: /^Historik för / }));
    await expect(dialog.getByRole('button', { name: 'Ta tillbaka attesten' })).toBeEnabled();
    await expectNoSidewaysScroll(page);
    expect(await smallTouchTargets(dialog)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // The heading holds the fixture's random name, whose length decides whether it wraps (a mask
    // hides the text, not the lines it takes): the name and number are made fixed ones for the picture.
    const shown = page.getByRole('dialog');
    await fixFixtureTexts(page, team.company, [anna]);
    await expect(shown).toHaveScreenshot('attest-rows.png', shot([]));
    await shown.getByRole('button', { name: 'Stäng' }).tap();
    await expect(shown).toBeHidden();
    await page.reload();
    await expect(card(anna.namn)).toContainText('Attesterad: 3');
  });

  await test.step('after the transfer to payroll each card says why nothing more can be done', async () => {
    await page.getByRole('button', { name: 'Överför till lön' }).tap();
    const transfer = page.getByRole('dialog', { name: 'Överför till lön' });
    await transfer.getByRole('button', { name: 'Överför', exact: true }).tap();
    await expect(transfer.getByRole('alert').filter({ hasText: 'Överförda rader: 6.' })).toBeVisible();
    await transfer.getByRole('button', { name: 'Stäng' }).tap();
    await expect(transfer).toBeHidden();
    for (const e of employees) {
      await expect(card(e.namn)).toContainText('Överförd till lön: 3');
      await expectInView(card(e.namn).getByText('Raderna är överförda till lön och kan inte ändras.'));
      await expect(card(e.namn).getByRole('button', { name: `Attestera ${e.namn}` })).toHaveCount(0);
    }
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
