// Several servers on one PostgreSQL for several-servers.test.ts: main.ts in child processes with the
// variables a deployment sets, a small round-robin proxy in front of them, a database link that
// delivers notifications late, and requests through the proxy as a browser makes them.
import http from 'node:http';
import net from 'node:net';
import { pipeline } from 'node:stream';
import WebSocket from 'ws';
import { expect } from 'vitest';
import { startMain, type MainProcess } from './main-process';

export const NAMES = ['A', 'B', 'C'] as const;
export type Name = (typeof NAMES)[number];
/** The proxy's test-only header that sends a request to one named server (a real proxy has none). */
export const PIN = 'x-test-server';
/** The proxy's test-only header that names the client's address (what a real proxy sees). */
export const CLIENT_IP = 'x-test-client-ip';

// ---------------------------------------------------------------------------------------------
// The servers: main.ts in child processes (test/main-process.ts), with the variables a deployment sets.

export type Server = MainProcess & { name: Name };

/**
 * Under tsx, as these servers have always run here: started from the build, the three started at
 * once and, on a loaded machine, the file's later tests hung (in an order not reproduced since).
 */
export const startServer = async (name: Name, env: Record<string, string>): Promise<Server> => ({
  name,
  ...(await startMain(env, { source: true })),
});

// ---------------------------------------------------------------------------------------------
// The proxy: round robin over the servers for HTTP and for websocket upgrades, each request on a
// new connection; a server that refuses the connection (stopped, killed) is skipped for the next,
// as a proxy's passive health check does. A request already sent to a server that dies is answered
// 502: it may have been done or not, and only the client may decide to repeat it.

export class Proxy {
  readonly servers: { name: Name; port: number }[] = [];
  private turn = 0;
  private readonly http = http.createServer((req, res) => void this.forward(req, res));
  port = 0;

  async listen(): Promise<void> {
    this.http.on('upgrade', (req, socket, head) => this.upgrade(req, socket as net.Socket, head));
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.port = (this.http.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    this.http.closeAllConnections();
    return new Promise((resolve) => this.http.close(() => resolve()));
  }

  set(name: Name, port: number): void {
    const known = this.servers.find((s) => s.name === name);
    if (known) known.port = port;
    else this.servers.push({ name, port });
  }

  /** The servers to try, in order: the pinned one only, or every one from the next in turn. */
  private order(req: http.IncomingMessage): { name: Name; port: number }[] {
    const pin = req.headers[PIN];
    if (typeof pin === 'string') return this.servers.filter((s) => s.name === pin);
    const first = this.turn++ % this.servers.length;
    return [...this.servers.slice(first), ...this.servers.slice(0, first)];
  }

  /** The request's headers as a server behind this proxy sees them (TRUST_PROXY=1). */
  private headersFor(req: http.IncomingMessage): http.OutgoingHttpHeaders {
    const { [PIN]: _pin, [CLIENT_IP]: ip, connection: _c, 'keep-alive': _k, ...rest } = req.headers;
    return { ...rest, 'x-forwarded-for': typeof ip === 'string' ? ip : req.socket.remoteAddress };
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers = this.headersFor(req);
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
    for (const server of this.order(req)) {
      const answer = await new Promise<http.IncomingMessage | NodeJS.ErrnoException>((resolve) => {
        const out = http.request(
          { host: '127.0.0.1', port: server.port, method: req.method, path: req.url, headers, agent: false },
          resolve,
        );
        out.on('error', resolve);
        out.end(body);
      });
      if (answer instanceof http.IncomingMessage) {
        const { connection: _c, 'keep-alive': _k, ...back } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...back, 'x-served-by': server.name });
        pipeline(answer, res, () => undefined);
        return;
      }
      if (answer.code !== 'ECONNREFUSED') break; // sent, then lost: never repeated here
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"Code":50200}');
  }

  private upgrade(req: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    const headers = this.headersFor(req);
    const lines = Object.entries(headers).flatMap(([k, v]) =>
      v === undefined ? [] : [v].flat().map((x) => `${k}: ${String(x)}`),
    );
    const request = `${req.method} ${req.url} HTTP/1.1\r\n${[...lines, 'connection: Upgrade'].join('\r\n')}\r\n\r\n`;
    const servers = this.order(req);
    client.on('error', () => undefined);
    const attempt = (i: number) => {
      const server = servers[i];
      if (!server) return void client.destroy();
      const upstream = net.connect(server.port, '127.0.0.1');
      upstream.once('error', (err: NodeJS.ErrnoException) =>
        err.code === 'ECONNREFUSED' ? attempt(i + 1) : client.destroy(),
      );
      upstream.once('connect', () => {
        upstream.on('error', () => client.destroy());
        upstream.write(request);
        upstream.write(head);
        upstream.pipe(client).on('close', () => upstream.destroy());
        client.pipe(upstream).on('close', () => client.destroy());
      });
    };
    attempt(0);
  }
}

// ---------------------------------------------------------------------------------------------
// A server farther from the database: B's connections to PostgreSQL pass through this link, which
// holds what PostgreSQL sends from a notification on (NotificationResponse, message 'A') for a
// moment, in order. B hears of the other servers' changes late, as a server does whose link is
// slow or whose event loop is busy; a server that answered from memory without having heard them
// would be caught every time, not only when a race happens to go wrong.

export const NOTIFICATION_DELAY_MS = 50;

export class SlowNotifications {
  private readonly server = net.createServer((client) => this.carry(client));
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly database: URL) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private carry(client: net.Socket): void {
    const upstream = net.connect(Number(this.database.port || 5432), this.database.hostname);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    let pending = Buffer.alloc(0);
    const held: Buffer[] = [];
    let heldUntil = 0;
    const release = () => {
      while (held.length > 0) client.write(held.shift()!);
    };
    upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      // Whole messages only: a type byte, then the length (itself included).
      let end = 0;
      while (pending.length >= end + 5) {
        const next = end + 1 + pending.readUInt32BE(end + 1);
        if (next > pending.length) break;
        if (pending[end] === 0x41 /* 'A' */ && held.length === 0) {
          heldUntil = Date.now() + NOTIFICATION_DELAY_MS;
          setTimeout(release, NOTIFICATION_DELAY_MS);
        }
        end = next;
      }
      const whole = pending.subarray(0, end);
      pending = pending.subarray(end);
      if (whole.length === 0) return;
      if (held.length > 0 || Date.now() < heldUntil) held.push(Buffer.from(whole));
      else client.write(whole);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Requests through the proxy, as a browser makes them.

export interface Answer {
  status: number;
  body: unknown;
  server: string;
  retryAfter?: string | null;
  setCookie?: string[];
}

/** Requests and websockets through `proxy`, as a browser makes them. */
export function throughProxy(proxy: Proxy) {
  async function call(
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    opts: { server?: Name; ftgId?: string; ip?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (opts.server) headers[PIN] = opts.server;
    if (opts.ftgId) headers['x-ftg-id'] = opts.ftgId;
    if (opts.ip) headers[CLIENT_IP] = opts.ip;
    const res = await fetch(`http://127.0.0.1:${proxy.port}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      server: res.headers.get('x-served-by') ?? '',
      retryAfter: res.headers.get('retry-after'),
      setCookie: res.headers.getSetCookie(),
    };
  }

  const me = async (cookie: string, server: Name) =>
    (await call(cookie, 'GET', '/api/me', undefined, { server })).status;
  const logout = async (cookie: string, server: Name) =>
    (await call(cookie, 'GET', '/api/logout', undefined, { server })).status;

  const tryLogin = (Login: string, Password: string, opts: { server?: Name; ip?: string } = {}) =>
    call(undefined, 'POST', '/api/authenticate', { Login, Password }, opts);

  /** Logs in through the proxy (whichever server it picks) and returns the session cookie. */
  async function login(Login: string, Password: string): Promise<string> {
    const res = await tryLogin(Login, Password);
    if (res.status !== 200) throw new Error(`login ${Login}: ${res.status} ${JSON.stringify(res.body)}`);
    const cookie = res.setCookie?.map((c) => c.split(';')[0]!).find((c) => c.startsWith('lp_session='));
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  /** A browser's /ws through the proxy to one server, with its messages once it has said hello. */
  async function openSocket(cookie: string, ftgId: string, server: Name) {
    const origin = `http://127.0.0.1:${proxy.port}`;
    const ws = new WebSocket(`ws://127.0.0.1:${proxy.port}/ws?ftgId=${ftgId}`, {
      headers: { cookie, origin, [PIN]: server },
    });
    const messages: unknown[] = [];
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { Kind: string; BuildId?: string };
        messages.push(message);
        if (message.Kind === 'build-id') resolve();
      });
      ws.on('error', reject);
      ws.on('unexpected-response', (_req, res) => reject(new Error(`no websocket: ${res.statusCode}`)));
    });
    expect(messages[0]).toEqual({ Kind: 'build-id', BuildId: 'several-servers' });
    return { ws, messages, closed };
  }

  return { call, me, logout, tryLogin, login, openSocket };
}
