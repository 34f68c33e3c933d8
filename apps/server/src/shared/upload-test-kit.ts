import { once } from 'node:events';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { strToU8, zipSync, type Zippable } from 'fflate';

// Hostile and honest files for the upload tests (file-checks, receipts, attachments, the company
// picture), made by the tests themselves.

const OOXML_MAIN = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
} as const;
const OOXML_PART = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' };

/** `[Content_Types].xml` naming `main` as the package's main part. */
export const contentTypes = (main: string, part = '/word/document.xml', extra = '') =>
  strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="${part}" ContentType="${main}"/>${extra}</Types>`,
  );

/** A small Office Open XML package of the kind `ext`, with `more` entries beside its own. */
export function ooxml(ext: keyof typeof OOXML_MAIN = 'docx', more: Zippable = {}, main?: string): Buffer {
  const part = OOXML_PART[ext];
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': contentTypes(main ?? OOXML_MAIN[ext], `/${part}`),
      '_rels/.rels': strToU8('<Relationships/>'),
      [part]: strToU8('<document>Pallen föll nästan.</document>'),
      ...more,
    }),
  );
}

/** A small OpenDocument package (its `mimetype` first and stored), with `more` entries. */
export function odf(mimetype = 'application/vnd.oasis.opendocument.text', more: Zippable = {}): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8(mimetype), { level: 0 }],
      'content.xml': strToU8('<office:document-content>Pallen</office:document-content>'),
      'META-INF/manifest.xml': strToU8('<manifest:manifest/>'),
      ...more,
    }),
  );
}

interface ZipEntry {
  name: string;
  /** The entry's bytes as stored: deflated when `unpacked` is given, else as they are. */
  data: Uint8Array;
  unpacked?: { size: number; crc: number };
}

/** A ZIP written by hand, so that a test decides every size it declares. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.unpacked ? 8 : 0;
    const size = e.unpacked?.size ?? e.data.length;
    const sum = e.unpacked?.crc ?? crc(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(sum, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(sum, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(e.data));
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip bomb dressed as a .docx: a real package whose document part is `megabytes` MB of zeros,
 * deflated to about a thousandth of that. Streamed, so the test never holds the unpacked bytes.
 */
export async function docxBomb(megabytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const ended = once(deflate, 'end');
  const mb = Buffer.alloc(1024 * 1024);
  let sum = 0;
  for (let i = 0; i < megabytes; i++) {
    sum = zlib.crc32(mb, sum);
    if (!deflate.write(mb)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return zipOf([
    { name: '[Content_Types].xml', data: contentTypes(OOXML_MAIN.docx) },
    {
      name: 'word/document.xml',
      data: Buffer.concat(packed),
      unpacked: { size: megabytes * 1024 * 1024, crc: sum },
    },
  ]);
}

/**
 * The same bomb with its central directory lying: every entry claims `claimed` bytes unpacked, so
 * only inflating it shows what it is.
 */
export function lyingAboutSize(zipBytes: Buffer, claimed = 1000): Buffer {
  const out = Buffer.from(zipBytes);
  for (let i = out.length - 22; i >= 0; i--) {
    if (out.readUInt32LE(i) !== 0x06054b50) continue;
    let at = out.readUInt32LE(i + 16);
    for (let n = out.readUInt16LE(i + 10); n > 0; n--) {
      out.writeUInt32LE(claimed, at + 24);
      const local = out.readUInt32LE(at + 42);
      if (out.readUInt32LE(local + 22) !== 0) out.writeUInt32LE(claimed, local + 22);
      at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
    }
    return out;
  }
  throw new Error('no end of central directory');
}

/** A small PNG with a script appended after its end (the bytes a naive store would serve back). */
export async function pngWithScript(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
}

/** A JPEG photo whose EXIF names where it was taken (Stockholm) and that it is to be turned a quarter. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#ddd' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Telefon' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 4500/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 1200/100',
      },
    })
    .toBuffer();
}

/** An image's EXIF: whether it has any, whether it points to GPS data (tag 0x8825), its size. */
export async function exifOf(image: Buffer) {
  const meta = await sharp(image).metadata();
  const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
  return {
    exif: meta.exif !== undefined,
    gps: gpsTag.some((tag) => meta.exif?.includes(tag) ?? false),
    width: meta.width,
    height: meta.height,
  };
}

/** The CRC the ZIP format names, for hand-made entries. */
export const crc = (b: Uint8Array): number => zlib.crc32(b);
