import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/app-helper';
import { eq } from 'drizzle-orm';
import { bankidOrders } from '../../db/schema/index';
import { newEmployeeAccount, newUserAccount, ROLE } from '../../../test/factories';

let t: TestApp;
/** One person employed in two companies, with an account in each; and a LIC, someone else. */
let perPersNr: string;
let per: string;
let perElsewhere: string;
let lic: string;
beforeAll(async () => {
  t = await createTestApp();
  const first = await newEmployeeAccount(t);
  const second = await newEmployeeAccount(t, { person: first.person });
  [perPersNr, per, perElsewhere] = [first.person.persNr, first.login, second.login];
  lic = (await newUserAccount(t, { role: ROLE.LIC })).login;
});
afterAll(() => t.close());

const browserCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((k) => k.name === 'lp_bankid');
  return c ? `lp_bankid=${c.value}` : '';
};

async function start(body: unknown = { Type: 0 }) {
  const res = await t.api({ method: 'POST', url: '/api/bankidauth', body });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { OrderRef: string; AutoStartToken: string }), cookie: browserCookie(res) };
}
const collect = (orderRef: string, cookie: string) =>
  t.api({ url: `/api/bankidauth/collect/${orderRef}`, cookie });
const select = (cookie: string, BankIDToken: string, Login: string) =>
  t.api({ method: 'POST', url: '/api/bankidauth/selectuser', cookie, body: { BankIDToken, Login, Type: 0 } });

describe('BankID login', () => {
  it('runs pending → identified, offers every account of the person and logs in with the chosen one', async () => {
    const o = await start();
    const pending = (await collect(o.OrderRef, o.cookie)).json();
    expect(pending).toMatchObject({
      Completed: false,
      Cancelled: false,
      PendingStart: true,
      Message: 'bankid.status.startApp',
    });
    t.clock.advance(1100);
    t.bankid.open(o.OrderRef);
    expect((await collect(o.OrderRef, o.cookie)).json()).toMatchObject({
      PendingStart: false,
      Message: 'bankid.status.searching',
    });
    t.clock.advance(1100);
    t.bankid.identify(o.OrderRef, perPersNr, { givenName: 'Jörgen', surname: 'Ström' });
    const done = (await collect(o.OrderRef, o.cookie)).json();
    expect(done.Completed).toBe(true);
    type Offered = { Login: string; BankIDToken: string };
    const offered = done.UsersList as Offered[];
    expect(offered.map((u) => u.Login).sort()).toEqual([per, perElsewhere].sort());
    const tokenOf = (login: string) => offered.find((u) => u.Login === login)!.BankIDToken;
    const login = await select(o.cookie, tokenOf(perElsewhere), perElsewhere);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ UserAccount: { Login: perElsewhere }, Auth: { Method: 'BANKID' } });
    const me = await t.api({ url: '/api/me', cookie: sessionCookieOf(login) });
    expect(me.json().UserAccount.Login).toBe(perElsewhere);
    // The token is single use.
    expect((await select(o.cookie, tokenOf(per), per)).statusCode).toBe(401);
  });

  it('asks BankID at most once a second however fast the browser polls', async () => {
    const o = await start();
    await collect(o.OrderRef, o.cookie);
    t.bankid.open(o.OrderRef);
    // Within the same second the cached answer is returned: BankID is not asked again.
    expect((await collect(o.OrderRef, o.cookie)).json().Message).toBe('bankid.status.startApp');
    t.clock.advance(1000);
    expect((await collect(o.OrderRef, o.cookie)).json().Message).toBe('bankid.status.searching');
  });

  it('draws the animated QR code on the server for a mobile order and keeps the secret there', async () => {
    const o = await start({ Type: 1, PersNr: perPersNr });
    const res = await collect(o.OrderRef, o.cookie);
    expect(res.json().QRCodeDataURL).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db
      .select()
      .from(bankidOrders)
      .where(eq(bankidOrders.orderRef, o.OrderRef));
    expect(res.body).not.toContain(row!.qrStartSecret);
  });

  it('says so when the person has no account', async () => {
    const o = await start();
    t.bankid.identify(o.OrderRef, '190905271474', { givenName: 'Ingen', surname: 'Alls' });
    const done = (await collect(o.OrderRef, o.cookie)).json();
    expect(done).toMatchObject({
      Completed: true,
      UsersList: [],
      Message: 'Auth.NoAccountsExistForPersonalIdentityNumber',
    });
  });

  it('reports a cancel by the user, and lets the browser cancel', async () => {
    const a = await start();
    t.bankid.cancelByUser(a.OrderRef);
    expect((await collect(a.OrderRef, a.cookie)).json()).toMatchObject({
      Cancelled: true,
      Message: 'bankid.status.userCancel',
    });
    const b = await start();
    expect(
      (await t.api({ method: 'DELETE', url: `/api/bankidauth/cancel/${b.OrderRef}`, cookie: b.cookie }))
        .statusCode,
    ).toBe(204);
    t.clock.advance(1100);
    expect((await collect(b.OrderRef, b.cookie)).json()).toMatchObject({
      Cancelled: true,
      Message: 'bankid.status.cancelled',
    });
  });

  it('binds the order to the browser that started it', async () => {
    const o = await start();
    const other = await start();
    expect((await collect(o.OrderRef, '')).statusCode).toBe(404);
    expect((await collect(o.OrderRef, other.cookie)).statusCode).toBe(o.cookie === other.cookie ? 200 : 404);
  });

  it('refuses an account of another person and a made-up token', async () => {
    const o = await start();
    t.bankid.identify(o.OrderRef, perPersNr, { givenName: 'Jörgen', surname: 'Ström' });
    const done = (await collect(o.OrderRef, o.cookie)).json();
    expect((await select(o.cookie, done.UsersList[0].BankIDToken, lic)).statusCode).toBe(401);
    expect((await select(o.cookie, 'made-up-token', per)).statusCode).toBe(401);
  });

  it('lets the identified browser choose only for a short while', async () => {
    const o = await start();
    t.bankid.identify(o.OrderRef, perPersNr, { givenName: 'Jörgen', surname: 'Ström' });
    const done = (await collect(o.OrderRef, o.cookie)).json();
    t.clock.minutes(3);
    expect((await select(o.cookie, done.UsersList[0].BankIDToken, done.UsersList[0].Login)).statusCode).toBe(
      401,
    );
  });

  it('validates the start: a mobile login needs a valid personal number', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/bankidauth',
      body: { Type: 1, PersNr: '190905271475' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Details[0].Field).toBe('PersNr');
  });

  it('answers 503 (50301) when BankID is down, and 409 when an order for the person runs', async () => {
    t.bankid.failNext({ errorCode: 'maintenance', status: 503 });
    const down = await t.api({ method: 'POST', url: '/api/bankidauth', body: { Type: 0 } });
    expect(down.statusCode).toBe(503);
    expect(down.json().Code).toBe(50301);
    await start({ Type: 1, PersNr: '195705749959' });
    const again = await t.api({
      method: 'POST',
      url: '/api/bankidauth',
      body: { Type: 1, PersNr: '195705749959' },
    });
    expect(again.statusCode).toBe(409);
  });
});
