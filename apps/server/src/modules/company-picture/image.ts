import type { Sharp } from 'sharp';
import { sniffPictureFormat } from '@lonportal/domain';

/** Longest side of a stored company picture; the web shows it as an avatar. */
const MAX_SIDE = 1024;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedPicture {
  content: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Decodes an uncompressed 24- or 32-bit BMP (the libvips build has no BMP loader). */
export function decodeBmp(
  buf: Buffer,
): { data: Buffer; width: number; height: number; channels: 3 | 4 } | null {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = buf.readUInt32LE(10);
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > MAX_INPUT_PIXELS) return null;
  if (!((bpp === 24 && compression === 0) || (bpp === 32 && (compression === 0 || compression === 3))))
    return null;
  const channels = bpp === 32 ? 4 : 3;
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (offset + stride * height > buf.length) return null;
  const out = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const s = row + x * (bpp / 8);
      const d = (y * width + x) * channels;
      out[d] = buf[s + 2]!; // BMP stores BGR(A)
      out[d + 1] = buf[s + 1]!;
      out[d + 2] = buf[s]!;
      if (channels === 4) out[d + 3] = buf[s + 3]!;
    }
  }
  return { data: out, width, height, channels };
}

/**
 * Checks what the bytes really are and re-encodes them (SPEC §5 Pictures): EXIF rotation applied,
 * metadata dropped, at most 1024 px a side; PNG when the picture has transparency, else JPEG.
 * Returns null for anything that is not a picture we can decode.
 */
export async function reencodePicture(buf: Buffer): Promise<EncodedPicture | null> {
  const format = sniffPictureFormat(buf);
  if (!format) return null;
  try {
    // Loaded when first needed: libvips takes some 80 ms to load, at every start.
    const { default: sharp } = await import('sharp');
    let img: Sharp;
    if (format === 'bmp') {
      const bmp = decodeBmp(buf);
      if (!bmp) return null;
      img = sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } });
    } else {
      img = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    }
    const meta = await img.metadata();
    img = img.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = meta.hasAlpha
      ? await img.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      content: out.data,
      mime: meta.hasAlpha ? 'image/png' : 'image/jpeg',
      width: out.info.width,
      height: out.info.height,
    };
  } catch {
    return null; // corrupt, or a HEIC coded with HEVC, which this build cannot decode
  }
}
