import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newCompany, newEmployee, newUser, ROLE } from '../../../test/factories';
import { decodeBmp } from '../../shared/images';
import { exifOf, jpegWithGps, pngWithScript } from '../../shared/upload-test-kit';

// Each test changes the picture of a company of its own, as its company administrator `ftg`.
let t: TestApp;
let ftg: string;
let ftgId: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  ftgId = (await newCompany(t)).ftgId;
  ftg = (await newUser(t, { ftgId, role: ROLE.FTG })).cookie;
});
afterAll(() => t.close());

const solid = (format: 'png' | 'jpeg', alpha: boolean, size = 64) => {
  const img = sharp({
    create: {
      width: size,
      height: size,
      channels: alpha ? 4 : 3,
      background: { r: 200, g: 30, b: 60, alpha: 0.5 },
    },
  });
  return (format === 'png' ? img.png() : img.jpeg()).toBuffer();
};

/** A 2×2 24-bit bottom-up BMP: red, green / blue, white. */
function bmp(): Buffer {
  const stride = 8;
  const buf = Buffer.alloc(54 + stride * 2);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(2, 18);
  buf.writeInt32LE(2, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  // bottom row first: blue, white; then top row: red, green (BGR)
  Buffer.from([255, 0, 0, 255, 255, 255, 0, 0]).copy(buf, 54);
  Buffer.from([0, 0, 255, 0, 255, 0, 0, 0]).copy(buf, 54 + stride);
  return buf;
}

const put = (cookie: string, Content: string, Type: string) =>
  t.api({ method: 'PUT', url: '/api/ftgpicture', cookie, body: { Content, Type } });
const info = async (cookie: string) => (await t.api({ url: `/api/companyInfo/${ftgId}`, cookie })).json();

describe('company picture', () => {
  it('stores a re-encoded picture, shows it in FtgInfo and serves it as an image source', async () => {
    const res = await put(ftg, (await solid('png', true, 2000)).toString('base64'), 'image/png');
    expect(res.statusCode).toBe(200);
    const { Id } = res.json();
    expect((await info(ftg)).PictureId).toBe(Id);
    const img = await t.app.inject({
      url: `/api/ftgpicture/${ftgId}/${Id}`,
      headers: { cookie: ftg },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const meta = await sharp(img.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
  });

  it('keeps no appended bytes nor the position of a photo, and is cached by the browser only', async () => {
    const get = async (Id: string) =>
      t.app.inject({ url: `/api/ftgpicture/${ftgId}/${Id}`, headers: { cookie: ftg } });
    const scripted = await put(ftg, (await pngWithScript()).toString('base64'), 'png');
    const img = await get(scripted.json().Id);
    expect(img.rawPayload.includes('<script>')).toBe(false);
    // Not an employee's personal data, and a new picture has a new address (routes.ts).
    expect(img.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const photo = await put(ftg, (await jpegWithGps()).toString('base64'), 'jpg');
    const stored = await get(photo.json().Id);
    expect(await exifOf(stored.rawPayload)).toEqual({ exif: false, gps: false, width: 40, height: 60 });
  });

  it('turns a JPEG without transparency into JPEG, and a data URL is accepted', async () => {
    const jpeg = await solid('jpeg', false);
    const res = await put(ftg, `data:image/jpeg;base64,${jpeg.toString('base64')}`, 'jpg');
    expect(res.statusCode).toBe(200);
    const img = await t.app.inject({
      url: `/api/ftgpicture/${ftgId}/${res.json().Id}`,
      headers: { cookie: ftg },
    });
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('decodes an uncompressed BMP with its rows and colours right', async () => {
    const decoded = decodeBmp(bmp())!;
    expect([...decoded.data]).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
    expect((await put(ftg, bmp().toString('base64'), 'bmp')).statusCode).toBe(200);
  });

  it.each([
    ['a GIF type', 'R0lGODlhAQABAAAAACw=', 'gif'],
    ['text pretending to be PNG', Buffer.from('hello, not an image').toString('base64'), 'png'],
    [
      'a truncated PNG',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]).toString('base64'),
      'png',
    ],
  ])('refuses %s with InvalidImage and keeps the old picture', async (_what, content, type) => {
    expect((await put(ftg, (await solid('png', true)).toString('base64'), 'png')).statusCode).toBe(200);
    const before = (await info(ftg)).PictureId;
    const res = await put(ftg, content, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe(40020);
    expect((await info(ftg)).PictureId).toBe(before);
  });

  it('refuses a picture over 10 MB with ImageTooLarge', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64');
    const res = await put(ftg, big, 'png');
    expect(res.statusCode).toBe(413);
    expect(res.json().Code).toBe(41301);
  });

  it('lets only LIC, ADM and FTG change it, and nobody outside the company see it', async () => {
    const png = (await solid('png', true)).toString('base64');
    expect((await put(ftg, png, 'png')).statusCode).toBe(200);
    const { cookie: per } = await newEmployee(t, { ftgId });
    expect((await put(per, png, 'png')).statusCode).toBe(403);
    expect((await t.api({ method: 'DELETE', url: '/api/ftgpicture', cookie: per })).statusCode).toBe(403);
    const { PictureId } = await info(ftg);
    // Someone of another company.
    const { cookie: lss } = await newUser(t, { role: ROLE.LSS });
    const img = await t.app.inject({
      url: `/api/ftgpicture/${ftgId}/${PictureId}`,
      headers: { cookie: lss },
    });
    expect(img.statusCode).toBe(403);
  });

  it('deletes the picture; FtgInfo falls back to the null id', async () => {
    expect((await put(ftg, (await solid('png', true)).toString('base64'), 'png')).statusCode).toBe(200);
    const { PictureId } = await info(ftg);
    expect((await t.api({ method: 'DELETE', url: '/api/ftgpicture', cookie: ftg })).statusCode).toBe(204);
    expect((await info(ftg)).PictureId).toBe('00000000-0000-0000-0000-000000000000');
    const img = await t.app.inject({
      url: `/api/ftgpicture/${ftgId}/${PictureId}`,
      headers: { cookie: ftg },
    });
    expect(img.statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: '/api/ftgpicture', cookie: ftg })).statusCode).toBe(404);
  });
});
