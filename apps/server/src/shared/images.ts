// Pictures users upload (receipts, attachments, the company picture), decoded and encoded anew
// before they are stored (SPEC §5 Pictures): only the pixels survive. Bytes appended after the
// picture's end (a script, a second file) are gone, and so is its metadata: EXIF GPS position,
// camera serial, time taken, XMP (GDPR art. 5(1)(c), data minimisation: a receipt or a photo of a
// near accident needs no position of the employee's home). The EXIF orientation is applied
// first, so the picture stands as it was taken.
import type { Sharp } from 'sharp';
import { sniffPictureFormat, type PictureFormat } from '@lonportal/domain';

export interface EncodedImage {
  content: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Why a picture was not re-encoded. */
export type ImageRefusal = 'invalid' | 'tooLarge' | 'undecodable';

/** Decodes an uncompressed 24- or 32-bit BMP (the libvips build has no BMP loader). */
export function decodeBmp(
  buf: Buffer,
  maxPixels = 40_000_000,
): { data: Buffer; width: number; height: number; channels: 3 | 4 } | null {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = buf.readUInt32LE(10);
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > maxPixels) return null;
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

export interface ReencodeOptions {
  /** The most pixels the picture may have: a decompression bomb is refused from its header. */
  maxPixels: number;
  /** Longest side kept (smaller pictures are not enlarged); none: the size as sent. */
  maxSide?: number;
  /**
   * 'keep': PNG and BMP stay lossless (as PNG), JPEG stays JPEG; 'alpha': PNG where the picture
   * has transparency, else JPEG. A HEIF photo becomes JPEG (PNG with transparency) either way.
   */
  format: 'keep' | 'alpha';
  /** JPEG quality: a receipt's small print stays readable at 90. */
  quality: number;
}

/** The libvips loader of the picture, or null when it cannot be read at all. */
async function load(buf: Buffer, format: PictureFormat, maxPixels: number): Promise<Sharp | ImageRefusal> {
  // Loaded when first needed: libvips takes some 80 ms to load, at every start.
  const { default: sharp } = await import('sharp');
  if (format === 'bmp') {
    const bmp = decodeBmp(buf, maxPixels);
    if (!bmp) return 'invalid';
    return sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } });
  }
  const size = await checkPixels(buf, maxPixels);
  return size === 'ok' ? sharp(buf, { limitInputPixels: maxPixels, failOn: 'error' }) : size;
}

/** A picture's size in pixels from its header, before anything decodes it: 'ok', or why not. */
export async function checkPixels(buf: Buffer, maxPixels: number): Promise<'ok' | 'invalid' | 'tooLarge'> {
  const { default: sharp } = await import('sharp');
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(buf, { limitInputPixels: false }).metadata());
  } catch {
    return 'invalid';
  }
  if (!width || !height) return 'invalid';
  return width * height > maxPixels ? 'tooLarge' : 'ok';
}

/**
 * The picture's pixels encoded anew, turned by its EXIF orientation, without any metadata, or why
 * not: 'invalid' (not a picture we take, or corrupt), 'tooLarge' (more than maxPixels), or
 * 'undecodable' (a HEIF photo coded with HEVC, which this libvips build cannot decode).
 */
export async function reencodeImage(
  buf: Buffer,
  opts: ReencodeOptions,
): Promise<EncodedImage | ImageRefusal> {
  const format = sniffPictureFormat(buf);
  if (!format) return 'invalid';
  const loaded = await load(buf, format, opts.maxPixels);
  if (typeof loaded === 'string') return loaded;
  try {
    const meta = await loaded.metadata();
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
    let img = loaded.rotate();
    if (opts.maxSide)
      img = img.resize({
        width: opts.maxSide,
        height: opts.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const png = opts.format === 'keep' && format !== 'heif' ? format !== 'jpeg' : meta.hasAlpha;
    const out = png
      ? await img.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await img.jpeg({ quality: opts.quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      content: out.data,
      mime: png ? 'image/png' : 'image/jpeg',
      width: out.info.width,
      height: out.info.height,
    };
  } catch {
    return format === 'heif' ? 'undecodable' : 'invalid';
  }
}

interface Box {
  type: string;
  start: number;
  /** Where the box's contents start, after its size and type. */
  body: number;
  end: number;
}

/** The ISO/IEC 14496-12 boxes between `start` and `end`, up to the first that does not fit. */
function boxesIn(b: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = b.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) break;
      const large = b.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) break;
      size = Number(large);
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) break;
    found.push({ type: b.toString('latin1', at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

/** An unsigned number of 0, 4 or 8 bytes (iloc's field sizes). */
function readSized(b: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return b.readUInt32BE(at);
  if (size === 8) return Number(b.readBigUInt64BE(at));
  throw new RangeError('field size');
}

/** The ids of a meta box's metadata items: Exif, and XMP or any other MIME or URI item. */
function metadataItems(b: Buffer, iinf: Box): Set<number> {
  const ids = new Set<number>();
  const version = b[iinf.body]!;
  const first = iinf.body + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxesIn(b, first, iinf.end)) {
    if (infe.type !== 'infe' || infe.body + 12 > infe.end) continue;
    const v = b[infe.body]!;
    if (v < 2) continue;
    const id = v === 2 ? b.readUInt16BE(infe.body + 4) : b.readUInt32BE(infe.body + 4);
    const typeAt = infe.body + (v === 2 ? 8 : 10);
    const type = b.toString('latin1', typeAt, typeAt + 4);
    if (type === 'Exif' || type === 'mime' || type === 'uri ') ids.add(id);
  }
  return ids;
}

/** Zeroes the extents of the items `ids` as an iloc box places them (in the file, or in idat). */
function zeroItems(b: Buffer, iloc: Box, idat: Box | undefined, ids: Set<number>) {
  const version = b[iloc.body]!;
  let at = iloc.body + 4;
  const offsetSize = b[at]! >> 4;
  const lengthSize = b[at]! & 15;
  const baseSize = b[at + 1]! >> 4;
  const indexSize = version === 1 || version === 2 ? b[at + 1]! & 15 : 0;
  at += 2;
  const count = version < 2 ? b.readUInt16BE(at) : b.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? b.readUInt16BE(at) : b.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = b.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = readSized(b, at, baseSize);
    at += baseSize;
    const extents = b.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readSized(b, at, offsetSize);
      at += offsetSize;
      const length = readSized(b, at, lengthSize);
      at += lengthSize;
      if (!ids.has(id) || length === 0) continue;
      const origin = method === 1 && idat ? idat.body : method === 0 ? 0 : -1;
      const from = origin + base + offset;
      if (origin >= 0 && from + length <= b.length) b.fill(0, from, from + length);
    }
    if (at > iloc.end) throw new RangeError('iloc');
  }
}

/**
 * A HEIF photo this libvips cannot decode (HEVC), cleaned in its boxes instead of encoded anew:
 * nothing after its last box, no top-level box but ftyp, meta and mdat with any contents (free
 * space is zeroed), and its Exif and XMP items zeroed where they lie, so no GPS position is
 * left. Null when its boxes cannot be read.
 */
export function cleanHeif(raw: Buffer): Buffer | null {
  const top = boxesIn(raw, 0, raw.length);
  if (top[0]?.type !== 'ftyp') return null;
  const out = Buffer.from(raw.subarray(0, top.at(-1)!.end));
  const meta = top.find((box) => box.type === 'meta');
  if (!meta || !top.some((box) => box.type === 'mdat')) return null;
  for (const box of top) if (!['ftyp', 'meta', 'mdat'].includes(box.type)) out.fill(0, box.body, box.end);
  try {
    const inside = boxesIn(out, meta.body + 4, meta.end);
    const iinf = inside.find((box) => box.type === 'iinf');
    const iloc = inside.find((box) => box.type === 'iloc');
    if (!iinf || !iloc) return null;
    const ids = metadataItems(out, iinf);
    if (ids.size > 0)
      zeroItems(
        out,
        iloc,
        inside.find((box) => box.type === 'idat'),
        ids,
      );
  } catch {
    return null;
  }
  return out;
}
