import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newEmployee } from '../../test/factories';

// What the router, the body parser and Node's HTTP parser refuse is answered in the error
// contract { Code, Message } with Code = status × 100 + reason, never a 5xx or Fastify's own shape.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lonportal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const contract = (Code: number) => ({ Code, Message: expect.any(String) });

describe('router refusals', () => {
  it('answers a path that is not valid percent-encoding with 400', async () => {
    for (const url of ['/api/%E0%A4%A', '/%E0%A4%A', '/api/perreg/%FF']) {
      const res = await t.api({ url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, contract(40001)]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  // (A GET goes on to the web app's catch-all, which answers an API path with 404.)
  it('answers a route parameter over the length limit with 414', async () => {
    const res = await t.api({ method: 'DELETE', url: `/api/tidrader/${'1'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(contract(41400));
  });

  it('answers a method a known path does not take with 405 and the methods it takes', async () => {
    const propfind = await t.api({ method: 'PROPFIND', url: '/api/me' });
    expect(propfind.statusCode).toBe(405);
    expect(propfind.headers.allow).toBe('GET, HEAD');
    expect(propfind.json()).toEqual(contract(40500));
    const del = await t.api({ method: 'DELETE', url: '/api/authenticate' });
    expect([del.statusCode, del.headers.allow]).toEqual([405, 'POST']);
    const unknown = await t.api({ method: 'PROPFIND', url: '/api/no-such-thing' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, contract(40401)]);
  });
});

describe('the web app catch-all', () => {
  it('serves files and the app for its pages', async () => {
    const page = await t.app.inject({ url: '/tid/rapport' });
    expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining('<title>app</title>')]);
    const file = await t.app.inject({ url: '/assets/app.js' });
    expect([file.statusCode, file.body]).toEqual([200, 'export {};']);
  });

  it('answers double-encoded, traversing and other malformed paths with 404', async () => {
    for (const url of [
      '/%25',
      '/%2525',
      '/a%25b',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5cindex.html',
      '/api/%25',
    ]) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, contract(40401)]);
    }
  });
});

describe('/ws without an upgrade', () => {
  it('is refused in the error contract, with and without a session', async () => {
    const anonymous = await t.api({ url: '/ws' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, contract(40101)]);
    const { cookie } = await newEmployee(t);
    const plain = await t.api({ url: '/ws', cookie });
    expect([plain.statusCode, plain.json()]).toEqual([404, contract(40401)]);
  });
});

describe('body refusals', () => {
  it('answers a content type the API does not read with 415', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/xml' },
      body: '<Login>per</Login>',
    });
    expect([res.statusCode, res.json()]).toEqual([415, contract(41500)]);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect([res.statusCode, res.json()]).toEqual([400, contract(40001)]);
  });
});

/** Sends raw bytes over a real socket (what inject cannot send) and reads the answer. */
async function rawHttp(request: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    // The server closes the connection after a parser error, perhaps before it read all we sent.
    socket.on('close', () => resolve(data));
    socket.on('error', () => {});
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}

describe("refusals of Node's HTTP parser", () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers an unknown method with 400', async () => {
    const res = await rawHttp('FOO /api/me HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect([res.status, JSON.parse(res.body)]).toEqual([400, contract(40001)]);
  });

  it('answers a NUL in a header with 400', async () => {
    const res = await rawHttp('GET /api/me HTTP/1.1\r\nHost: localhost\r\nX-Ftg-Id: a\u0000b\r\n\r\n');
    expect([res.status, JSON.parse(res.body)]).toEqual([400, contract(40001)]);
  });

  it('answers headers over the size limit with 431', async () => {
    const res = await rawHttp(
      `GET /api/me HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect([res.status, JSON.parse(res.body)]).toEqual([431, contract(43100)]);
  });
});
