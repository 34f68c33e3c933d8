import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app-helper';

// The compensation and receipt tests' calls and files (compensations.test.ts, receipts.test.ts),
// over the test app each file makes.

export type Json = Record<string, unknown>;

export function compensationCalls(app: () => TestApp) {
  const call: TestApp['call'] = (...args) => app().call(...args);
  const expense = (anstNr: string, over: Json = {}) => ({
    AnstNr: anstNr,
    Datum: '2026-11-14',
    LonKod: 'UTLÄGG',
    Text: 'Kontorsmaterial',
    Belopp: 247.97,
    Moms: 35.38,
    ...over,
  });
  const create = async (cookie: string, anstNr: string, over: Json = {}) => {
    const res = await call(cookie, 'POST', '/api/ersattningar', expense(anstNr, over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json & { Id: string; Version: number };
  };
  const list = async (cookie: string, anstNr: string) =>
    (await call(cookie, 'GET', `/api/ersattningar/${anstNr}?From=2026-11-01&To=2026-11-30`)).json() as {
      Rader: (Json & { Id: string })[];
    };
  const upload = (cookie: string, anstNr: string, content: Buffer, FileName = 'kvitto.png') =>
    call(cookie, 'POST', '/api/receipts', {
      AnstNr: anstNr,
      Content: content.toString('base64'),
      Type: 'image/png',
      FileName,
    });
  return { call, expense, create, list, upload };
}

export const details = (res: { json(): unknown }) => (res.json() as { Details?: unknown }).Details;

let pngCache: Buffer | undefined;
/** A small real PNG picture of a receipt's size. */
export const png = async () =>
  (pngCache ??= await sharp({ create: { width: 40, height: 80, channels: 3, background: '#fff' } })
    .png()
    .toBuffer());

/** A PNG whose header claims a picture of `side` × `side` pixels, with hardly any data. */
export function pngClaiming(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A one-page PDF whose page stream holds `content`, deflated when asked. */
export function pdf(content: string, deflate = false, extra = '') {
  const stream = deflate ? zlib.deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content, 'latin1');
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n4 0 obj << /Length ${stream.length}${deflate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}
