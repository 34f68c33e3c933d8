import { expect, test, type Browser, type Page } from '@playwright/test';
import { createTeam, ROLE, type FixtureUser } from './fixtures';
import { loginAs, seriousViolations } from './helpers';
import { PHONE, expectNoSidewaysScroll } from './phone-helpers';
import { lonutFile, payPeriod } from './payslips-helpers';
import { openUserMenu } from './shell-helpers';

// Payslips from import to reading (DOMAIN §12 LÖNUT): an administrator imports the payroll
// program's file of two pay runs, sees its periods and the one person it names who is not an
// employee, and publishes it; the employee reads the newest payslip on a phone, with what changed
// since the month before, and their balances. The pay days are the 25th of the two months before
// this one by the server's real clock, so both are paid out (payslips-helpers.ts).

const DESKTOP = { width: 1280, height: 900 };

async function open(browser: Browser, who: FixtureUser, screen: object): Promise<Page> {
  const context = await browser.newContext({ ...screen, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

test('a pay run imported and published, then read on a phone with what changed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const team = await createTeam(request, { adm: { role: ROLE.ADM }, per: { role: ROLE.PER } });
  const [older, newer] = [payPeriod(2), payPeriod(1)];

  // The administrator, who is no employee, imports the file and publishes it.
  const adm = await open(browser, team.adm, { viewport: DESKTOP });
  await adm.goto('/lonebesked');
  await expect(adm.getByRole('heading', { level: 1, name: 'Lönebesked och saldon' })).toBeVisible();
  await expect(adm.getByText('Välj en anställd för att se lönebesked och saldon.')).toBeVisible();
  await adm.getByRole('button', { name: 'Läs in lönekörning' }).click();
  const dialog = adm.getByRole('dialog', { name: 'Läs in lönekörning' });
  await expect(dialog.getByRole('button', { name: 'Välj LÖNUT-fil' })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'lonut.xml',
    mimeType: 'application/xml',
    buffer: lonutFile([team.per], { stranger: true }),
  });
  await expect(dialog.getByRole('heading', { name: 'Det här publiceras' })).toBeVisible();
  await expect(dialog).toContainText(`${older.text}: utbetalning ${older.payDay}, lönebesked: 1.`);
  await expect(dialog).toContainText(`${newer.text}: utbetalning ${newer.payDay}, lönebesked: 1.`);
  const unmatched = dialog.getByRole('region', { name: 'Hittades inte i portalen (1)' });
  await expect(unmatched).toContainText(
    'Okänd Okändsson, anställningsnummer X9999, personnummer ••••••••9999: varken anställningsnumret eller personnumret finns i portalen.',
  );
  expect(await seriousViolations(adm)).toEqual([]);
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'publicerad' })).toHaveText(
    'Lönekörningen är publicerad. Lönebesked: 2.',
  );
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();

  // The administrator may open the employee's payslips; the view is logged, and said to be.
  await adm.getByRole('combobox', { name: 'Anställd' }).fill(team.per.anstNr!);
  await adm.getByRole('option', { name: new RegExp(`^${team.per.anstNr} `) }).click();
  await expect(adm.getByText(/sparas i händelseloggen/)).toBeVisible();
  await expect(adm.getByRole('heading', { level: 2, name: `Lönebesked ${newer.text}` })).toBeVisible();
  // Named as the payslip names them.
  await expect(adm.getByText(`Per Persson, anställningsnummer ${team.per.anstNr}`)).toBeVisible();

  // The employee on a phone: the list, newest first, then the newest payslip in its place.
  const per = await open(browser, team.per, PHONE);
  await per.goto('/lonebesked');
  const list = per.getByRole('list', { name: 'Lönebesked' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button').first()).toContainText(newer.text);
  await expect(list.getByRole('button').first()).toContainText('24 608,00 kr');
  expect(await seriousViolations(per)).toEqual([]);
  await expectNoSidewaysScroll(per);

  await list.getByRole('button', { name: new RegExp(`^${newer.text}`) }).click();
  const heading = per.getByRole('heading', { level: 2, name: `Lönebesked ${newer.text}` });
  await expect(heading).toBeFocused();
  // Only the payslip's id is in the address, nothing it says.
  expect(new URL(per.url()).search).toMatch(/^\?id=[0-9a-f-]{36}$/);
  await expect(per.getByTestId('payslip-paid-out')).toHaveText('24 608,00 kr');
  await expect(per.getByText('Till konto 8327 •••• 7923')).toBeVisible();
  const changes = per.getByRole('list', { name: 'Vad har ändrats sedan förra månaden' });
  await expect(changes.getByRole('listitem')).toHaveText([
    'Nettolön +2 607,20 kr',
    'Övertid: ny, +1 362 kr',
    'Karensavdrag: borta',
    'OB-tillägg kväll +744 kr: 12 fler timmar',
    'Skatt -518 kr',
  ]);
  await expect(per.getByText(`Jämfört med lönebeskedet för ${older.text}.`)).toBeVisible();
  // The rows as payroll meant them: the hidden accounting row is not there, the FET rows are bold.
  await expect(per.getByText('Kontering')).toHaveCount(0);
  await expect(per.getByText('Månadslön', { exact: true })).toHaveCSS('font-weight', '700');
  await expect(per.getByText('OB-tillägg kväll', { exact: true })).toHaveCSS('font-weight', '400');
  await expect(per.getByText('22 h × 62,00 kr')).toBeVisible();
  expect(await seriousViolations(per)).toEqual([]);
  await expectNoSidewaysScroll(per);

  // Back to the list, and the balances of the year.
  await per.getByRole('button', { name: 'Alla lönebesked' }).click();
  await expect(list).toBeVisible();
  await per.getByRole('tab', { name: 'Saldon' }).click();
  const vacation = per.getByRole('table', { name: 'Semesterdagar' });
  await expect(vacation.getByRole('row', { name: /^Betalda/ })).toHaveText(/Betalda\s*25\s*12\s*13/);
  await expect(per.getByRole('figure', { name: 'Flexsaldo' })).toBeVisible();
  await expect(per.getByRole('table', { name: 'Flexsaldo' }).getByRole('row')).toHaveCount(5);
  expect(await seriousViolations(per)).toEqual([]);
  await expectNoSidewaysScroll(per);

  // Logged out, Back shows the login page and nothing of the pay: the session's caches went with it.
  await (await openUserMenu(per)).getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(per.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await per.goBack();
  await expect(per.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(per.getByText('Semesterdagar')).toHaveCount(0);
});
