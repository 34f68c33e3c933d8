import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newSmsEmployee } from '../../test/factories';

/** A stand-in SMS gateway on the loopback address: records each POST, answers with `status`. */
const received: { headers: http.IncomingHttpHeaders; body: { to: string; text: string; from?: string } }[] =
  [];
let status = 202;
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (b) => (body += b));
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(body) });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"42"}');
  });
});

let t: TestApp;
/** An employee of a company with the two-step login: its login body and mobile number. */
let creds: { Login: string; Password: string };
let phone: string;
beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v1/messages`;
  t = await createTestApp({ sms: { provider: 'http', url, token: 'gw-token', sender: 'Lonportal' } });
  const e = await newSmsEmployee(t);
  creds = { Login: e.login, Password: e.password };
  phone = e.phone;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => gateway.close(r));
});

// Each test starts with a gateway that takes messages, none received, and past the request limit of
// any test before it.
beforeEach(() => {
  received.length = 0;
  status = 202;
  t.clock.advance(11 * 60_000);
});

const post = (url: string, body: unknown) => t.api({ method: 'POST', url, body });

describe('SMS_PROVIDER=http: a generic SMS gateway', () => {
  it('POSTs the code to the gateway with its token, and that code logs in', async () => {
    const sent = await post('/api/authenticate/requestSMSVerificationCode', creds);
    expect(sent.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [msg] = received;
    expect(msg!.headers.authorization).toBe('Bearer gw-token');
    expect(msg!.headers['content-type']).toBe('application/json');
    expect(msg!.body).toEqual({
      to: phone,
      text: expect.stringMatching(/ [A-Z0-9]{4}$/),
      from: 'Lonportal',
    });
    const code = msg!.body.text.slice(-4);
    const ok = await post('/api/authenticate/validateSMSVerificationCode', { ...creds, SMSCode: code });
    expect(ok.statusCode).toBe(200);
    // The development sink is not there to read codes from.
    expect(t.sms.latestFor(creds.Login)).toBeUndefined();
    expect((await t.api({ url: `/api/dev/sms?Login=${creds.Login}` })).statusCode).toBe(404);
  });

  it('answers 503 with the error contract when the gateway refuses', async () => {
    status = 500;
    const res = await post('/api/authenticate/requestSMSVerificationCode', creds);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ Code: 50300, Message: 'Temporary interruption. Try again soon.' });
  });
});
