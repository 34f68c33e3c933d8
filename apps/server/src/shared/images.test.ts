import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanHeif, reencodeImage } from './images';
import { exifOf, jpegWithGps, pngWithScript } from './upload-test-kit';

// Uploaded pictures keep their pixels only (shared/images.ts).
const KEEP = { maxPixels: 50_000_000, format: 'keep', quality: 90 } as const;

describe('reencodeImage', () => {
  it('drops bytes appended after the picture', async () => {
    const out = await reencodeImage(await pngWithScript(), KEEP);
    if (typeof out === 'string') throw new Error(out);
    expect(out.mime).toBe('image/png');
    expect(out.content.includes('<script>')).toBe(false);
  });

  it('turns a photo as its EXIF says, then drops the EXIF with its GPS position', async () => {
    const out = await reencodeImage(await jpegWithGps(), KEEP);
    if (typeof out === 'string') throw new Error(out);
    expect(out.mime).toBe('image/jpeg');
    expect(await exifOf(out.content)).toEqual({ exif: false, gps: false, width: 40, height: 60 });
  });

  it('refuses what is no picture, and a picture larger than its bound from its header', async () => {
    expect(await reencodeImage(Buffer.from('no picture'), KEEP)).toBe('invalid');
    expect(await reencodeImage(await jpegWithGps(), { ...KEEP, maxPixels: 100 })).toBe('tooLarge');
  });
});

describe('cleanHeif', () => {
  it('zeroes the Exif item and cuts what follows the last box, and the picture still decodes', async () => {
    const heif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#abc' } })
      .heif({ compression: 'av1' })
      .withExif({
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4500/100' },
      })
      .toBuffer();
    expect(await exifOf(heif)).toMatchObject({ gps: true });
    const cleaned = cleanHeif(Buffer.concat([heif, Buffer.from('<script>alert(1)</script>')]));
    expect(cleaned).not.toBeNull();
    expect(cleaned!.includes('<script>')).toBe(false);
    expect(cleaned!.length).toBe(heif.length);
    expect((await exifOf(cleaned!)).gps).toBe(false);
    const { info } = await sharp(cleaned!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 48]);
    expect(cleanHeif(Buffer.from('not a heif at all'))).toBeNull();
  });
});
