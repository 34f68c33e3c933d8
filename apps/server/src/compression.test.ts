import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-helper';
import { newEmployee } from '../test/factories';
import { acceptedEncoding, COMPRESS_FROM_BYTES } from './app';

// ADR 0019: the web app's files go out as the build compressed them (brotli or gzip, whichever the
// browser takes), the page and API answers from COMPRESS_FROM_BYTES on compressed per request.
let t: TestApp;
let dist: string;
const script = `export const texts = ${JSON.stringify('Tidrapport '.repeat(400))};\n`;
/** Vite names the entry's imports in an order of its own. */
const viteLinks = ['b', 'a'].map(
  (f) => `    <link rel="modulepreload" crossorigin href="/assets/entry-${f}.js">\n`,
);
const page = `<!doctype html><head><title>app</title>\n${viteLinks.join('')}</head><!-- ${'x'.repeat(2000)} -->`;
/** The web build's list of what each page loads after the entry (vite.config.ts routePreloads). */
const preloads = {
  // The entry's imports, each after what it imports (the order a painted page runs them in).
  entry: ['/assets/entry-a.js', '/assets/entry-b.js'],
  login: ['/assets/LoginPage-a1.js'],
  Dashboard: ['/assets/DashboardRoute-b2.js', '/assets/logged-in-c3.js', '/x.js"><script>alert(1)</script>'],
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lonportal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  const file = path.join(dist, 'assets', 'app-1a2b3c.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.api({
    url,
    ...(cookie ? { cookie } : {}),
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

const decoded = (encoding: string | undefined, body: Buffer): string =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString('utf8')
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString('utf8')
      : body.toString('utf8');

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', null],
    [undefined, null],
  ] as const)('%s → %s', (header, encoding) => expect(acceptedEncoding(header)).toBe(encoding));
});

describe('compressed answers', () => {
  it('sends a built file as the build compressed it, by what the browser accepts', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/app-1a2b3c.js', accept);
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(decoded(encoding, res.rawPayload)).toBe(script);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const br = await get('/assets/app-1a2b3c.js', 'br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends a small file and a small answer as they are', async () => {
    const tiny = await get('/assets/tiny.js', 'br');
    expect([tiny.headers['content-encoding'], tiny.body]).toEqual([undefined, 'export {};']);
    const small = await get('/api/me', 'br');
    expect(small.statusCode).toBe(401);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("compresses the app's page and a large API answer per request", async () => {
    const html = await get('/tidrapport', 'br');
    expect([html.statusCode, html.headers['content-encoding']]).toEqual([200, 'br']);
    expect(decoded('br', html.rawPayload)).toBe(page);
    const { cookie } = await newEmployee(t);
    const plain = await get('/api/tidkoder', undefined, cookie);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const gz = await get('/api/tidkoder', 'gzip', cookie);
    expect([gz.statusCode, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(JSON.parse(decoded('gzip', gz.rawPayload))).toEqual(plain.json());
  });
});

describe("a page's HTML names the files its first paint loads after the entry, in the order they run", () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('for the login page and a built page, compressed as any page, and for no other path', async () => {
    const login = await get('/login', 'br');
    expect([login.statusCode, login.headers['content-encoding']]).toEqual([200, 'br']);
    const loginHtml = decoded('br', login.rawPayload);
    expect(links(loginHtml)).toEqual(['/assets/entry-a.js', '/assets/entry-b.js', '/assets/LoginPage-a1.js']);
    // The login page's settings too, as GET /api/loginConfig answers them.
    const carried =
      /<script type="application\/json" data-early-answer="\/loginConfig">([^<]*)<\/script>/.exec(loginHtml);
    expect(JSON.parse(carried?.[1] ?? 'null')).toEqual((await get('/api/loginConfig')).json());
    const dashboard = await get('/dashboard?from=menu');
    // Only files of the build's assets folder: anything else in the list is left out.
    expect(links(dashboard.body)).toEqual([
      '/assets/entry-a.js',
      '/assets/entry-b.js',
      '/assets/DashboardRoute-b2.js',
      '/assets/logged-in-c3.js',
    ]);
    expect(dashboard.body.indexOf('modulepreload')).toBeLessThan(dashboard.body.indexOf('</head>'));
    expect(dashboard.body).not.toContain('<script>');
    for (const url of ['/calendar', '/dashboard/more', '/']) expect((await get(url)).body).toBe(page);
  });
});
