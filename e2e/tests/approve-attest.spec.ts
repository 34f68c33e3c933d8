import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, currentMe, loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam, type FixtureUser, type UserSpec } from './fixtures';
import { createTimeEntry, loggedIn, monthBack, scheduledWeek, showMonthBack } from './time-helpers';

// SPEC §4 Attest status end to end: an employee approves their month on /approveTime, the
// department administrator attests it on /attest, and the employee then sees it attested and can
// no longer change it. The employee and the manager are made for the test (fixtures.ts); the
// month is four months back.

const MONTHS_BACK = 4;

const targetMonth = () => monthBack(MONTHS_BACK);
const showTargetMonth = (page: Page, name: string) => showMonthBack(page, MONTHS_BACK, name);

test('per approves the month, avd attests it, and per can no longer change it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const team = await createTeam(request, {
    per: { role: ROLE.PER },
    avd: { role: ROLE.AVD, employee: true },
  });
  const anstNr = team.per.anstNr!;
  const month = targetMonth();
  const days = month.weekdays.slice(0, 3);

  await loginAs(page, team.per);
  const perName = (await currentMe(page)).UserAccount.Namn;
  const created: { Id: string }[] = [];
  for (const [i, Datum] of days.entries()) {
    const body =
      i === 0
        ? { AnstNr: anstNr, Datum, TidKod: 'ARB', StartTid: '08:00', SlutTid: '16:00' }
        : { AnstNr: anstNr, Datum, TidKod: 'ARB', Timmar: 8 };
    created.push(await createTimeEntry(page, body));
  }

  await test.step('per approves the month on /approveTime', async () => {
    await page.getByRole('link', { name: 'Godkänn tid' }).click();
    await expect(page).toHaveURL(/\/approveTime$/);
    await showTargetMonth(page, month.name);
    const summary = page.getByRole('region', { name: `Perioden för ${perName}` });
    await expect(summary).toContainText('Ej godkänd: 3');
    await expect(summary).toContainText('24,00');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Godkänn perioden' }).click();
    // Asked first, with what is approved.
    const confirm = page.getByRole('dialog', { name: 'Godkänna perioden?' });
    await expect(confirm).toContainText('3');
    await confirm.getByRole('button', { name: 'Godkänn', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ändrade rader: 3.' })).toBeVisible();
    await expect(summary).toContainText('Godkänd, ej attesterad: 3');
    await expect(page.getByRole('button', { name: 'Ta tillbaka godkännandet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Godkänn perioden' })).toHaveCount(0);
  });

  await test.step('avd attests per on /attest', async () => {
    const { context, page: avd } = await loggedIn(browser, team.avd);
    await avd.getByRole('link', { name: 'Attestera', exact: true }).click();
    await expect(avd).toHaveURL(/\/attest$/);
    await showTargetMonth(avd, month.name);
    await avd.getByRole('searchbox', { name: 'Sök namn eller anst.nr' }).fill(anstNr);
    await avd.getByRole('checkbox', { name: 'Bara de med rader att attestera' }).check();
    const table = avd.getByRole('table', { name: 'Attestlista' });
    await expect(table.getByRole('row')).toHaveCount(2); // the header and per
    await expect(table).toContainText('Godkänd, ej attesterad: 3');
    expect(await seriousViolations(avd)).toEqual([]);

    await avd.getByRole('checkbox', { name: `Välj ${perName}` }).check();
    await avd.getByRole('button', { name: 'Attestera valda (1)' }).click();
    const confirm = avd.getByRole('dialog', { name: 'Attestera tiden?' });
    await expect(confirm).toContainText('antal: 1');
    await confirm.getByRole('button', { name: 'Attestera' }).click();
    await expect(avd.getByRole('alert').filter({ hasText: 'Ändrade rader: 3.' })).toBeVisible();
    // Nothing left to attest: the filter hides per until it is turned off.
    await expect(avd.getByText('Det finns inga anställda att visa för perioden.')).toBeVisible();
    await avd.getByRole('checkbox', { name: 'Bara de med rader att attestera' }).uncheck();
    await expect(table).toContainText('Attesterad: 3');

    // The employee's rows, each with its history.
    await table.getByRole('button', { name: perName }).click();
    const rows = avd.getByRole('dialog', { name: new RegExp(perName) });
    await expect(rows.getByRole('table').getByText('Attesterad', { exact: true })).toHaveCount(3);
    await expect(rows.getByRole('button', { name: 'Ta tillbaka attesten' })).toBeEnabled();
    await expect(rows.getByRole('button', { name: 'Attestera' })).toBeDisabled();
    expect(await seriousViolations(avd)).toEqual([]);
    await rows.getByRole('button', { name: `Historik för ARB ${days[0]}` }).click();
    const history = avd.getByRole('dialog', { name: `Historik för ARB ${days[0]}` });
    const events = history.getByRole('table', { name: 'Radens historik' }).getByRole('row');
    await expect(events).toHaveCount(4); // the header, created, approved, attested
    await expect(events.nth(1)).toContainText('Skapad');
    await expect(events.nth(2)).toContainText('Godkänd');
    await expect(events.nth(3)).toContainText('Attesterad');
    await context.close();
  });

  await test.step('per sees the rows attested and cannot change them', async () => {
    await page.reload();
    await showTargetMonth(page, month.name);
    const summary = page.getByRole('region', { name: `Perioden för ${perName}` });
    await expect(summary).toContainText('Attesterad: 3');
    await expect(page.getByText('Perioden är attesterad och kan inte längre ändras.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ta tillbaka godkännandet' })).toHaveCount(0);

    // The time report shows the rows locked: to view, not to change.
    await page.getByRole('link', { name: 'Tidrapport' }).click();
    await expect(page.getByTestId('date-filter-period')).toHaveText(new RegExp(month.name, 'i'));
    await expect(page.getByRole('button', { name: `Visa ARB Arbetad tid ${days[0]}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ändra ARB Arbetad tid ${days[0]}` })).toHaveCount(0);
    await expect(page.getByText('Raden är attesterad och kan inte ändras.')).toHaveCount(3);

    const report = await page.request.get(`/api/tidrapport/${anstNr}?From=${days[0]}&To=${days[2]}`, {
      headers: API_HEADERS,
    });
    const rader: { Id: string; Version: number; Status: string; KanAndras: boolean }[] = (await report.json())
      .Rader;
    expect(rader.map((r) => [r.Status, r.KanAndras])).toEqual([
      ['ATTESTED', false],
      ['ATTESTED', false],
      ['ATTESTED', false],
    ]);
    const first = rader[0];
    expect(first?.Id).toBe(created[0]?.Id);
    const edit = await page.request.put(`/api/tidrader/${first?.Id}`, {
      headers: API_HEADERS,
      data: { AnstNr: anstNr, Datum: days[0], TidKod: 'ARB', Timmar: 4, Version: first?.Version },
    });
    expect(edit.status()).toBe(403);
    expect((await edit.json()).Code).toBe(40310); // TimeEntryNotEditable
  });
});

test('ftg selects employees in bulk, pages through them and sees the payroll transfer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // More employees than a page holds (25), in two departments, each with a row of last month that
  // the company administrator reports and approves for them; the bulk action is then cancelled.
  const staff: Record<string, UserSpec> = Object.fromEntries(
    Array.from({ length: 26 }, (_, i) => [
      `per${i}`,
      { role: ROLE.PER, ...(i % 5 === 4 ? { avdelning: 'LAG' } : {}) },
    ]),
  );
  const team = await createTeam<string>(
    request,
    { ftg: { role: ROLE.FTG }, ...staff },
    {
      avdelningar: [
        { avdelning: 'EKO', namn: 'Ekonomi' },
        { avdelning: 'LAG', namn: 'Lager' },
      ],
    },
  );
  const anstNrs = Object.keys(staff).map((k) => (team[k] as FixtureUser).anstNr!);
  await loginAs(page, team.ftg as FixtureUser);
  // A scheduled day: the row is a day's work as planned.
  const { month: lastMonth, mon } = await scheduledWeek(page, anstNrs[0]!, 1);
  for (const AnstNr of anstNrs) await createTimeEntry(page, { AnstNr, Datum: mon, TidKod: 'ARB', Timmar: 8 });
  const approved = await page.request.post('/api/godkann', {
    headers: API_HEADERS,
    data: { Action: 'approve', AnstNr: anstNrs, From: lastMonth.from, To: lastMonth.to },
  });
  expect(approved.status()).toBe(200);

  await test.step('/approveTime: the employees of last month, approved', async () => {
    await page.getByRole('link', { name: 'Godkänn tid' }).click();
    await page.getByRole('button', { name: 'Föregående månad' }).click();
    const table = page.getByRole('table', { name: 'Anställdas tid att godkänna' });
    await expect(table).toContainText('Godkänd, ej attesterad');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Välj alla anställda i urvalet' }).check();
    const status = page.getByRole('toolbar', { name: 'Åtgärder för valda anställda' }).getByRole('status');
    const [, selected, total] = /Valda: (\d+) av (\d+)/.exec((await status.textContent()) ?? '') ?? [];
    expect(Number(selected)).toBeGreaterThan(25); // more than one page, all of them selected
    expect(selected).toBe(total);

    // The bulk action names how many employees it touches, and nothing happens on Cancel.
    await page.getByRole('button', { name: /^Ta tillbaka godkännandet \(\d+\)$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta tillbaka godkännandet?' });
    await expect(confirm).toContainText(/antal: \d+/);
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(confirm).toHaveCount(0);

    // One page at a time (the user's PaginationPerPage, 25 by default).
    await expect(table.getByRole('row')).toHaveCount(26);
    await page.getByRole('button', { name: 'Nästa sida' }).click();
    await expect(page.getByText(`26–${total} av ${total}`)).toBeVisible();
  });

  await test.step('/attest: the filter and the payroll transfer for the company administrator', async () => {
    await page.getByRole('link', { name: 'Attestera', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Överför till lön' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Avdelning' }).click();
    await page.getByRole('option', { name: 'Ekonomi' }).click();
    const table = page.getByRole('table', { name: 'Attestlista' });
    await expect(table.getByRole('row').nth(1)).toContainText('Ekonomi');
    await expect(table.getByRole('cell', { name: 'Lager' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
