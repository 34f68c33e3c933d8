import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS } from './helpers';

// The BankID login against the server's simulator (DOMAIN §10): the page starts an order, the
// test plays the BankID app through the development API.

export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-E';

/** A valid personnummer (Luhn) that belongs to no account. */
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
