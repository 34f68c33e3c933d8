import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The service worker (public/sw.js) run as it is, with the worker's globals stood in for: a
// navigation is answered by the server while it answers (a painted page brings its data) and from
// the kept shell offline; the server's shell is kept for an offline visit, but never a page the
// server painted for the visitor (ADR 0024: `no-store`, it holds their data), and no API answer,
// since those are one person's payroll data (payslips among them).
const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://portal.example';

type Listener = (event: Record<string, unknown>) => void;

function worker(answer: () => Response) {
  const stored = new Map<string, Response>();
  const cache = {
    match: async (key: string | Request) => stored.get(typeof key === 'string' ? key : key.url)?.clone(),
    put: async (key: string | Request, res: Response) => {
      stored.set(typeof key === 'string' ? key : key.url, res);
    },
    addAll: async () => undefined,
  };
  const caches = {
    open: async () => cache,
    match: cache.match,
    keys: async () => [],
    delete: async () => true,
  };
  const listeners = new Map<string, Listener>();
  const self = {
    location: { href: `${ORIGIN}/sw.js?v=1`, origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
  };
  const run = new Function('self', 'caches', 'fetch', 'URLPattern', source);
  run(self, caches, async () => answer(), class {});
  /** A navigation to `pathname`: what the worker answers, once all it does for it is done. */
  const navigate = async (pathname: string): Promise<string> => {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { method: 'GET', mode: 'navigate', url: `${ORIGIN}${pathname}` },
      respondWith: (r: Promise<Response>) => (response = r),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    const text = await (await response!).text();
    await Promise.all(pending);
    return text;
  };
  /** Whether the worker answers a GET of `pathname` itself (from its cache) rather than leaving it to the network. */
  const answers = (pathname: string, mode: 'cors' | 'navigate' = 'cors'): boolean => {
    let answered = false;
    listeners.get('fetch')!({
      request: { method: 'GET', mode, url: `${ORIGIN}${pathname}` },
      respondWith: () => (answered = true),
      waitUntil: () => undefined,
    });
    return answered;
  };
  return { navigate, answers, shell: async () => (await cache.match('/index.html'))?.text() };
}

const page = (body: string, cacheControl: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
  });

describe('the service worker and the pages the server paints', () => {
  it('keeps the shell for the next visit, but never a painted page', async () => {
    let next = page('<div id="root">shell</div>', 'no-cache');
    const sw = worker(() => next);
    expect(await sw.navigate('/login')).toContain('shell');
    expect(await sw.shell()).toContain('shell');

    next = page('<div id="root" inert>Per Persson</div>', 'private, no-store');
    // The server's painted page is shown, and not kept.
    expect(await sw.navigate('/timereporting')).toContain('Per Persson');
    expect(await sw.shell()).toContain('shell');
    expect(await sw.shell()).not.toContain('Per Persson');
  });

  it('opens the kept shell when the server cannot be reached', async () => {
    let online = true;
    const sw = worker(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return page('<div id="root">shell</div>', 'no-cache');
    });
    await sw.navigate('/login');
    online = false;
    expect(await sw.navigate('/timereporting')).toContain('shell');
  });

  it('leaves the API to the network, payslips and balances too: no answer of it is kept', () => {
    const sw = worker(() => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    for (const path of ['/api/lonebesked', '/api/lonebesked?AnstNr=1001', '/api/me'])
      expect(sw.answers(path), path).toBe(false);
    expect(sw.answers('/api/lonebesked/0b6c2f1e-8a5d-4c3b-9f1a-2d7e6c5b4a39', 'navigate')).toBe(false);
    expect(sw.answers('/assets/index-abc123.js')).toBe(true);
  });
});
