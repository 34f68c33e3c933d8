import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS, DEMO_PASSWORD } from './helpers';

// The BankID login against the server's simulator (DOMAIN §10): the page starts an order, the
// test plays the BankID app through the development API.

export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-E';

/** A valid personnummer (Luhn) that belongs to no demo account. */
export const NOBODY_PERSNR = '190905271474';

type AppAction = { Action: 'open' } | { Action: 'cancel' } | { Action: 'identify'; PersNr: string };

/** Does what a person does in the BankID app with the order. */
export async function playBankIdApp(request: APIRequestContext, orderRef: string, action: AppAction) {
  const res = await request.post(`/api/dev/bankid/orders/${orderRef}`, {
    headers: API_HEADERS,
    data: action,
  });
  expect(res.status(), `${action.Action} ${orderRef}`).toBe(204);
}

/** The order refs the simulator still has pending. */
export async function pendingOrders(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/dev/bankid/orders', { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { OrderRef: string }[]).map((o) => o.OrderRef);
}

/** Runs `start` (a click) and answers the OrderRef of the order it made. */
export async function startOrder(page: Page, start: () => Promise<void>): Promise<string> {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/bankidauth',
  );
  await start();
  const res = await response;
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { OrderRef: string }).OrderRef;
}

/**
 * The personal number of a demo account, as the account itself sees it in GET /me: a password
 * login in a request context of its own (with the SMS step when the account has one).
 */
export async function persNrOf(request: APIRequestContext, login: string): Promise<string> {
  const post = (path: string, data: object) => request.post(path, { headers: API_HEADERS, data });
  const credentials = { Login: login, Password: DEMO_PASSWORD };
  let res = await post('/api/authenticate', credentials);
  expect(res.ok()).toBe(true);
  if (((await res.json()) as { requireSMSVerification: boolean }).requireSMSVerification) {
    expect((await post('/api/authenticate/requestSMSVerificationCode', credentials)).ok()).toBe(true);
    const sms = await request.get(`/api/dev/sms?Login=${encodeURIComponent(login)}`, {
      headers: API_HEADERS,
    });
    const { Code } = (await sms.json()) as { Code: string };
    const validated = await post('/api/authenticate/validateSMSVerificationCode', {
      ...credentials,
      SMSCode: Code,
    });
    const { SMSToken } = (await validated.json()) as { SMSToken: string };
    res = await post('/api/authenticate', { ...credentials, SMSToken });
    expect(res.ok()).toBe(true);
  }
  const me = await request.get('/api/me', { headers: API_HEADERS });
  expect(me.ok()).toBe(true);
  const persNr = ((await me.json()) as { UserAccount: { PersNr: string } }).UserAccount.PersNr;
  await request.get('/api/logout', { headers: API_HEADERS });
  expect(persNr).toMatch(/^\d{12}$/);
  return persNr;
}

/** The BankID panel's parts, by role and Swedish name. */
export function bankIdPanel(page: Page) {
  const panel = page.getByRole('tabpanel', { name: 'BankID' });
  return {
    panel,
    thisComputer: panel.getByRole('button', { name: 'BankID på den här datorn' }),
    mobile: panel.getByRole('button', { name: 'Mobilt BankID' }),
    persNr: panel.getByRole('textbox', { name: 'Personnummer' }),
    status: panel.getByRole('status'),
    cancel: panel.getByRole('button', { name: 'Avbryt' }),
    qr: panel.getByRole('img', { name: /QR-kod för inloggning/ }),
    accounts: panel.getByRole('list', { name: 'Välj konto' }),
  };
}
