import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpBankIdClient } from './client';
import { BankIdSimulator } from './simulator';
import { BankIdError } from './types';

let now = Date.parse('2026-11-21T09:00:00Z');
const sim = new BankIdSimulator(() => now);
let client: HttpBankIdClient;
beforeAll(async () => {
  client = new HttpBankIdClient({ baseUrl: await sim.listen(), timeoutMs: 500 });
});
afterAll(() => sim.close());

const person = { givenName: 'Jörgen', surname: 'Ström' };

describe('BankID client against the simulator over HTTP', () => {
  it('runs an order to complete: outstandingTransaction → started → complete with completionData', async () => {
    const order = await client.auth({ endUserIp: '127.0.0.1' });
    expect(order.qrStartSecret).toBeTruthy();
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    sim.open(order.orderRef);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    sim.identify(order.orderRef, '190905271474', person);
    const done = await client.collect(order.orderRef);
    expect(done.status).toBe('complete');
    if (done.status === 'complete') {
      expect(done.completionData.user).toEqual({
        personalNumber: '190905271474',
        name: 'Jörgen Ström',
        givenName: 'Jörgen',
        surname: 'Ström',
      });
      expect(done.completionData.signature).toBeTruthy();
    }
  });

  it('reports a cancel by the user, and a cancel by us', async () => {
    const a = await client.auth({ endUserIp: '127.0.0.1' });
    sim.cancelByUser(a.orderRef);
    expect(await client.collect(a.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    const b = await client.auth({ endUserIp: '127.0.0.1' });
    await client.cancel(b.orderRef);
    expect(await client.collect(b.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
  });

  it('expires an order nobody finishes', async () => {
    const order = await client.auth({ endUserIp: '127.0.0.1' });
    now += 3 * 60_000 + 1;
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('passes startFailed and unknown hint codes through', async () => {
    const a = await client.auth({ endUserIp: '127.0.0.1' });
    sim.fail(a.orderRef, 'startFailed');
    expect(await client.collect(a.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
    const b = await client.auth({ endUserIp: '127.0.0.1' });
    sim.setPending(b.orderRef, 'somethingBankIdAddsLater');
    expect(await client.collect(b.orderRef)).toMatchObject({
      status: 'pending',
      hintCode: 'somethingBankIdAddsLater',
    });
  });

  it('refuses a second order for the same person with alreadyInProgress', async () => {
    await client.auth({ endUserIp: '127.0.0.1', requirement: { personalNumber: '195705749959' } });
    await expect(
      client.auth({ endUserIp: '127.0.0.1', requirement: { personalNumber: '195705749959' } }),
    ).rejects.toMatchObject({ errorCode: 'alreadyInProgress' });
  });

  it('turns an error answer into a BankIdError with its errorCode', async () => {
    sim.failNext({ errorCode: 'maintenance', status: 503 });
    await expect(client.auth({ endUserIp: '127.0.0.1' })).rejects.toMatchObject({ errorCode: 'maintenance' });
    await expect(client.collect('no-such-order')).rejects.toMatchObject({ errorCode: 'invalidParameters' });
  });

  it('gives up on a service that does not answer', async () => {
    sim.failNext('hang');
    const err = await client.auth({ endUserIp: '127.0.0.1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BankIdError);
    expect((err as BankIdError).errorCode).toBe('requestTimeout');
  });

  it('reports a service that is not there', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const gone = new HttpBankIdClient({ baseUrl: `http://127.0.0.1:${port}/rp/v6.0/` });
    await expect(gone.collect('x')).rejects.toMatchObject({ errorCode: 'unavailable' });
  });
});
