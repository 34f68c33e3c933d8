import { expect, test } from '@playwright/test';
import { API_HEADERS, currentMe, seriousViolations } from './helpers';
import {
  NOBODY_PERSNR,
  SHOTS,
  bankIdPanel,
  pendingOrders,
  playBankIdApp,
  startOrder,
} from './bankid-helpers';
import { ROLE, changeAccounts, createEmployee, createTeam } from './fixtures';

// SPEC §4 Electronic ID login, the BankID app played by the server's simulator. The page polls
// every 1.5 s; every wait below is Playwright's own.
//
// Headless Chromium answers the page's bankid:/// navigation (BankID on this computer) with an
// external-protocol prompt nobody can see, and from then on drops real mouse and keyboard input
// to the page. Tests that click after such a start dispatch the click event instead; the ones
// that choose from the list start with Mobilt BankID, which opens nothing.

test('a person with one employee account is logged in at once', async ({ page, request }) => {
  const per = await createEmployee(request); // made for the test: one account for the person
  const persNr = per.persNr!;
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  const launched = page.waitForEvent('request', (r) => r.url().startsWith('bankid:'));
  const orderRef = await startOrder(page, () => bankId.thisComputer.click());
  // The BankID app is started with the order's autostart token (DOMAIN §10).
  expect((await launched).url()).toMatch(/^bankid:\/\/\/\?autostarttoken=[\w-]+&redirect=null$/);

  await expect(bankId.status).toHaveText('Starta BankID-appen.');
  await expect(bankId.cancel).toBeFocused();
  await expect(bankId.panel.getByRole('link', { name: 'Starta BankID-appen' })).toHaveAttribute(
    'href',
    /^bankid:\/\/\/\?autostarttoken=[\w-]+&redirect=null$/,
  );
  await playBankIdApp(request, orderRef, { Action: 'open' });
  await expect(bankId.status).toContainText('Söker efter BankID');
  await playBankIdApp(request, orderRef, { Action: 'identify', PersNr: persNr });

  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await currentMe(page);
  await expect(page.getByRole('heading', { level: 1, name: `Hej ${me.UserAccount.Namn}!` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText(per.company.namn);
  const stored = await page.evaluate(() => [
    localStorage.getItem('lonportal.loginMethod'),
    localStorage.getItem('lonportal.bankidLogin'),
  ]);
  expect(stored).toEqual(['BANKID', per.login]);
});

test('a person with two accounts chooses one, which is then chosen at once the next time', async ({
  page,
  request,
}) => {
  // One person employed in two companies: the second account gets the first one's personnummer.
  const first = await createEmployee(request);
  const {
    per: second,
    adm,
    company,
  } = await createTeam(request, {
    per: { role: ROLE.PER },
    adm: { role: ROLE.ADM },
  });
  const persNr = first.persNr!;
  await changeAccounts(request, adm, [{ login: second.login, change: { PersNr: persNr } }]);
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  const startMobile = async () => {
    await bankId.persNr.fill(persNr);
    const orderRef = await startOrder(page, () => bankId.mobile.click());
    await playBankIdApp(request, orderRef, { Action: 'identify', PersNr: persNr });
  };
  await startMobile();

  await expect(bankId.accounts).toBeVisible();
  const choices = bankId.accounts.getByRole('button');
  await expect(choices).toHaveCount(2);
  await expect(choices.filter({ hasText: second.login })).toContainText(`Anställd · ${company.namn}`);
  await expect(choices.filter({ hasText: first.company.namn })).toContainText(first.login);
  await expect(bankId.panel.getByRole('heading', { name: 'Välj konto' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bankid-account-list.png`, animations: 'disabled' });

  await choices.filter({ hasText: second.login }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText(company.namn);

  // The account is remembered on this device (SPEC §4 user-account option).
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(bankId.panel.getByText(`Kontot ${second.login} väljs automatiskt.`)).toBeVisible();
  await startMobile();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText(company.namn);

  // Forgotten on request: the list shows again.
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await bankId.panel.getByRole('button', { name: 'Välj konto själv' }).click();
  await expect(bankId.panel.getByText('väljs automatiskt')).toBeHidden();
  await startMobile();
  await expect(choices).toHaveCount(2);
  await bankId.cancel.click();
  await expect(bankId.mobile).toBeVisible();
});

test('a person without an account is told so, and can start again', async ({ page, request }) => {
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  const orderRef = await startOrder(page, () => bankId.thisComputer.click());
  await playBankIdApp(request, orderRef, { Action: 'identify', PersNr: NOBODY_PERSNR });

  await expect(bankId.panel.getByRole('alert')).toHaveText(
    'Det finns inget konto i Lönportalen för ditt personnummer. Kontakta din arbetsgivare.',
  );
  await expect(bankId.thisComputer).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/me', { headers: API_HEADERS })).status()).toBe(401);
});

test('Cancel stops the login and cancels the order at the server', async ({ page, request }) => {
  await page.clock.install(); // runs on as usual, until the test moves it on at the end
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  const orderRef = await startOrder(page, () => bankId.thisComputer.click());
  await playBankIdApp(request, orderRef, { Action: 'open' });
  await expect(bankId.status).toContainText('Söker efter BankID');

  const cancelled = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/bankidauth/cancel/${orderRef}`),
  );
  await bankId.cancel.dispatchEvent('click'); // see the note at the top
  expect((await cancelled).status()).toBe(204);
  await expect(bankId.thisComputer).toBeFocused();
  await expect(bankId.status).toBeEmpty();
  expect(await pendingOrders(request)).not.toContain(orderRef);
  // The page's own browser sees the order as cancelled; polling has stopped: the page's clock runs
  // past more than one polling interval at once, and no collect request follows, up to a request
  // the page makes after it (requests are reported in the order they are made).
  const collect = await page.request.get(`/api/bankidauth/collect/${orderRef}`, { headers: API_HEADERS });
  expect(await collect.json()).toMatchObject({ Cancelled: true, Completed: false });
  let polled = false;
  page.on('request', (r) => (polled ||= r.url().includes('/api/bankidauth/collect/')));
  await page.clock.runFor(3_000);
  const marker = page.waitForRequest((r) => r.url().includes('/e2e-marker-after-polling'));
  await page.evaluate(() => void fetch('/e2e-marker-after-polling').catch(() => undefined));
  await marker;
  expect(polled).toBe(false);
});

test('cancelled in the BankID app: the message shows, then the panel is ready again', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  const orderRef = await startOrder(page, () => bankId.thisComputer.click());
  await expect(bankId.status).toHaveText('Starta BankID-appen.');
  const reopen = bankId.panel.getByRole('link', { name: 'Starta BankID-appen' });
  await expect(reopen).toBeVisible();
  await playBankIdApp(request, orderRef, { Action: 'cancel' });
  // The next poll sees it (the link goes); the message waits 7 s, the in-progress state 10 s.
  await expect(reopen).toBeHidden();
  await expect(bankId.cancel).toBeVisible();
  await expect(bankId.status).toHaveText('Starta BankID-appen.');
  await page.clock.fastForward(7_000);
  await expect(bankId.status).toHaveText('Åtgärden avbruten.');
  await page.clock.fastForward(3_000);
  await expect(bankId.panel.getByRole('alert')).toHaveText('Åtgärden avbruten.');
  await expect(bankId.thisComputer).toBeVisible();
});
