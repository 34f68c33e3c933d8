import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newEmployee } from '../../test/factories';

// The server's first paint of a page (ADR 0024), through the real app and its real session
// checks. The web build's server entry is stood in for by a small renderer of the same shape in a
// build folder of the test's own: it asks the app for /api/me with the visitor's cookie, as the
// real one does for every call of the page, and paints what the app answered. The real
// entry's render and the browser's hydration are covered by the browser suite (first-paint.spec).
const RENDERER = `
let publicRenders = 0;
let slowRenders = 0;
export async function renderPage(url, language, userAgent, transport) {
  if (url.includes('/login') || url.includes('/app/')) {
    // The first is held until the test lets it go, after the render's budget (a busy server's
    // render); any later one never ends, so only the first can paint the page.
    if (url.includes('slow=')) {
      slowRenders += 1;
      if (slowRenders > 1) return new Promise(() => {});
      await globalThis.slowPaint;
    }
    const me = await transport('/api/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    publicRenders += 1;
    return {
      html: '<h1>' + new URL(url).pathname + ' ' + me.status + ' #' + publicRenders + '</h1>',
      styles: '',
      state: { queries: [], mutations: [] },
      today: '2026-11-21',
      width: 1280,
      theme: 'light',
    };
  }
  if (url.endsWith('/approveTime')) throw new Error('the render broke');
  if (url.endsWith('/calendar')) return null;
  if (url.endsWith('/stamplingar')) return new Promise(() => {});
  const res = await transport('/api/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok) return null;
  const me = await res.json();
  return {
    html: '<h1>' + me.UserAccount.Namn + '</h1><p>' + language + ' ' + userAgent + '</p>',
    styles: '<style data-emotion="css x">.css-x{}</style>',
    state: { who: me.UserAccount.Login, text: '</script><script>alert(1)</script>' },
    today: '2026-11-21',
    now: 1795777200000,
    width: userAgent.includes('Mobile') ? 390 : 1280,
  };
}
`;

const INDEX = `<!doctype html>
<html lang="sv">
  <head>
    <title>Lönportalen</title>
    <script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-Ab1_c.js">
    <link rel="modulepreload" crossorigin href="/assets/page-x.js">
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-hidden="true"></div>
    </div>
  </body>
</html>
`;

let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  fs.mkdirSync(path.join(folder, 'dist'));
  fs.mkdirSync(path.join(folder, 'dist-ssr'));
  fs.writeFileSync(path.join(folder, 'dist', 'index.html'), INDEX);
  fs.writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webDist: path.join(folder, 'dist') });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the server paints a logged-in page (ADR 0024)', () => {
  it("paints the visitor's own page, inert until the browser takes it over, kept by no cache", async () => {
    const per = await newEmployee(t);
    const res = await page('/timereporting', { cookie: per.cookie, 'user-agent': 'Phone Mobile' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`<div id="root" inert><h1>${per.namn}</h1><p>sv Phone Mobile</p></div>`);
    expect(res.body).not.toContain('class="boot"');
    // Nothing shows until the markup is all there (a part-way paint would move as the rest came).
    expect(res.body).toContain('<link rel="expect" href="#first-paint-state" blocking="render">');
    expect(res.body).toContain('<style data-emotion="css x">.css-x{}</style>\n  </head>');
    // The answers as JSON that is not run: no text of it can end the element.
    const state =
      /<script type="application\/json" id="first-paint-state" data-language="sv" data-today="2026-11-21" data-now="1795777200000" data-width="390" data-theme="light">(.*?)<\/script>/.exec(
        res.body,
      );
    expect(JSON.parse(state![1]!)).toEqual({ who: per.login, text: '</script><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert(1)');
    // The app's code starts once the painted page is on the screen, not as the HTML is parsed.
    expect(res.body).toContain(
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/index-Ab1_c.js" data-preload="/assets/index-Ab1_c.js /assets/page-x.js"></script>',
    );
    expect(res.body).not.toContain('src="/assets/index-Ab1_c.js"');
    expect(res.body).not.toContain('modulepreload');
  });

  it("paints each visitor's page from their own session, in the language they chose", async () => {
    const one = await newEmployee(t);
    const two = await newEmployee(t);
    const first = await page('/dashboard', { cookie: one.cookie });
    const second = await page('/dashboard', { cookie: `${two.cookie}; lp_lang=pl` });
    expect(first.body).toContain(`<h1>${one.namn}</h1>`);
    expect(second.body).toContain(`<h1>${two.namn}</h1>`);
    expect(second.body).not.toContain(one.namn);
    expect(second.body).toContain('<html lang="pl">');
    expect(second.body).toContain('data-language="pl"');
  });

  it('compresses the painted page for a browser that accepts it', async () => {
    const per = await newEmployee(t);
    const br = await page('/dashboard', { cookie: per.cookie, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(`<h1>${per.namn}</h1>`);
    const gzip = await page('/dashboard', { cookie: per.cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain(`<h1>${per.namn}</h1>`);
  });

  it('sends the page as every visitor gets it without a session, with an ended one, or when the render fails', async () => {
    const per = await newEmployee(t);
    const plain = (body: string) => {
      expect(body).toContain('<div class="boot" aria-hidden="true"></div>');
      expect(body).not.toContain('first-paint-state');
      expect(body).not.toContain('inert');
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/page-x.js">');
    };
    plain((await page('/timereporting')).body);
    plain((await page('/timereporting', { cookie: 'lp_session=not-a-session' })).body);
    // The browser asks for the page it renders itself.
    plain((await page('/timereporting', { cookie: `${per.cookie}; lp_paint=off` })).body);
    plain((await page('/login', { cookie: 'lp_paint=off' })).body);
    // The render throws, declines, or takes longer than its budget.
    plain((await page('/approveTime', { cookie: per.cookie })).body);
    plain((await page('/calendar', { cookie: per.cookie })).body);
    plain((await page('/stamplingar', { cookie: per.cookie })).body);
  });

  it('paints the login page and the public pages for anyone, the same for everyone, and keeps them a while', async () => {
    const per = await newEmployee(t);
    // No visitor's cookie reaches a public page's calls: it is everyone's.
    const login = await page('/login', { cookie: per.cookie, 'user-agent': 'Kept Browser' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    const painted = /<div id="root" inert><h1>\/login 401 #(\d+)<\/h1><\/div>/.exec(login.body);
    expect(painted).not.toBeNull();
    expect(login.body).toContain('data-theme="light"');
    // The same page for the same browser and language is painted once.
    const again = await page('/login', { 'user-agent': 'Kept Browser' });
    expect(again.body).toContain(`<h1>/login 401 #${painted![1]}</h1>`);
    // A minute on, it is painted anew (a changed login configuration shows).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const later = await page('/login', { 'user-agent': 'Kept Browser' });
      expect(later.body).not.toContain(`#${painted![1]}</h1>`);
    } finally {
      vi.useRealTimers();
    }
    const other = await page('/login', { 'user-agent': 'Another Browser' });
    expect(other.body).not.toContain(`#${painted![1]}</h1>`);
    expect(other.body).toContain('<h1>/login 401 #');
    const terms = await page('/app/terms');
    expect(terms.headers['cache-control']).toBe('no-cache');
    expect(terms.body).toContain('<h1>/app/terms 401 #');
    // A public page painted after its budget goes out unpainted, and painted to the next visitor.
    let letGo = () => {};
    (globalThis as { slowPaint?: Promise<void> }).slowPaint = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const slow = await page('/login?slow=1');
    expect(slow.body).toContain('<div class="boot" aria-hidden="true"></div>');
    letGo();
    await expect
      .poll(async () => (await page('/login?slow=1')).body, { timeout: 10_000 })
      .toContain('<h1>/login 401 #');
    // An address no page has is not worth a render.
    const long = await page(`/login?x=${'a'.repeat(400)}`);
    expect(long.body).toContain('<div class="boot" aria-hidden="true"></div>');
  });
});
