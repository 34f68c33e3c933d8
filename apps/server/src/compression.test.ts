import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-helper';
import { acceptedEncoding, COMPRESS_FROM_BYTES } from './app';

// Issue 12: the web app's files go out as the build compressed them (brotli or gzip, whichever the
// browser takes), the page and API answers from COMPRESS_FROM_BYTES on compressed per request.
let t: TestApp;
let dist: string;
const script = `export const texts = ${JSON.stringify('Tidrapport '.repeat(400))};\n`;
const page = `<!doctype html><title>app</title><!-- ${'x'.repeat(2000)} -->`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lonportal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  const file = path.join(dist, 'assets', 'app-1a2b3c.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {};');
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
    const cookie = await t.login('per');
    const plain = await get('/api/tidkoder', undefined, cookie);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const gz = await get('/api/tidkoder', 'gzip', cookie);
    expect([gz.statusCode, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(JSON.parse(decoded('gzip', gz.rawPayload))).toEqual(plain.json());
  });
});
