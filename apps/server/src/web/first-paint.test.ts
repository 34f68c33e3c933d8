import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newEmployee } from '../../test/factories';

// The server's first paint of a logged-in page (ADR 0024), through the real app and its real
// session checks. The web build's server entry is stood in for by a small renderer of the same
// shape in a build folder of the test's own: it asks the app for /api/me with the visitor's cookie,
// as the real one does for every call of the page, and paints what the app answered. The real
// entry's render and the browser's hydration are covered by the browser suite (first-paint.spec).
const RENDERER = `
export async function renderPage(url, language, userAgent, transport) {
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
    expect(res.body).toContain('<style data-emotion="css x">.css-x{}</style>\n  </head>');
    // The answers as JSON that is not run: no text of it can end the element.
    const state =
      /<script type="application\/json" id="first-paint-state" data-language="sv" data-today="2026-11-21" data-width="390">(.*?)<\/script>/.exec(
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
    // A public page and the login page are never painted, not even for a visitor with a session.
    plain((await page('/app/terms', { cookie: per.cookie })).body);
    plain((await page('/login', { cookie: per.cookie })).body);
    // The render throws, declines, or takes longer than its budget.
    plain((await page('/approveTime', { cookie: per.cookie })).body);
    plain((await page('/calendar', { cookie: per.cookie })).body);
    plain((await page('/stamplingar', { cookie: per.cookie })).body);
  });
});
