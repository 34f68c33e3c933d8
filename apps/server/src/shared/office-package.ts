// An Office Open XML (ECMA-376 Part 2, Open Packaging Conventions) or OpenDocument (OASIS ODF
// 1.2 Part 3, Packages) attachment read as the ZIP package it claims to be (SPEC §5 Document and
// attachment uploads), before it is stored and handed to someone else's office program:
// - the package of the right kind: OOXML's [Content_Types].xml naming the main part of the
//   extension's type; ODF's `mimetype`, the first entry, stored, naming the extension's type;
// - bounded: the number of entries, the total unpacked size and each large part's compression
//   ratio, from the central directory's declared sizes, then checked by inflating every entry
//   and stopping as soon as it passes what it declared (a zip bomb's directory may lie);
// - without macros: a VBA project, a macro-enabled or macro-sheet content type, ActiveX, ODF
//   Basic/ or Scripts/ entries.
import { createInflateRaw, inflateRaw } from 'node:zlib';

export const PACKAGE_LIMITS = {
  /** Entries of one package: a long report with its pictures has a few hundred. */
  entries: 1000,
  /** What a 10 MB document may unpack to (SPEC §9: 10 MB a file), in all. */
  unpackedBytes: 100 * 1024 * 1024,
  /** Unpacked bytes per packed byte of a large part: document XML packs some 5 to 20 times. */
  ratio: 100,
  /** A part this small cannot make a bomb, whatever its ratio. */
  ratioFrom: 1024 * 1024,
} as const;

/** What reading the package found. */
export type PackageVerdict = 'ok' | 'invalid' | 'macros' | 'tooLarge';

interface Entry {
  name: string;
  method: number;
  flags: number;
  packed: number;
  unpacked: number;
  /** Where the entry's data starts, after its local header. */
  data: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A ZIP64 field's mark: no 10 MB document needs ZIP64. */
const ZIP64 = 0xffffffff;

/** The entries of a ZIP's central directory, each checked against its local header; null when unreadable. */
function readDirectory(b: Buffer): Entry[] | 'tooMany' | null {
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--)
    if (b.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const count = b.readUInt16LE(end + 10);
  if (count > PACKAGE_LIMITS.entries) return 'tooMany';
  if (count !== b.readUInt16LE(end + 8) || b.readUInt16LE(end + 4) !== 0) return null; // one disk only
  let at = b.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || b.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = b.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    if (next > end) return null;
    const entry = {
      name: b.toString('utf8', at + 46, at + 46 + nameLength),
      flags: b.readUInt16LE(at + 8),
      method: b.readUInt16LE(at + 10),
      packed: b.readUInt32LE(at + 20),
      unpacked: b.readUInt32LE(at + 24),
      data: 0,
    };
    const local = b.readUInt32LE(at + 42);
    if (entry.packed === ZIP64 || entry.unpacked === ZIP64 || local === ZIP64) return null;
    if (local + 30 > b.length || b.readUInt32LE(local) !== LOCAL) return null;
    const localNameLength = b.readUInt16LE(local + 26);
    // The local header names the same entry: two names for one entry let two readers disagree.
    if (b.toString('utf8', local + 30, local + 30 + localNameLength) !== entry.name) return null;
    entry.data = local + 30 + localNameLength + b.readUInt16LE(local + 28);
    if (entry.data + entry.packed > b.length) return null;
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * Inflates raw DEFLATE data, keeping nothing, and stops as soon as more than `max` bytes came
 * out: the bytes seen (at most a chunk over `max`) and whether it went over.
 */
export function inflateCounting(
  packed: Uint8Array,
  max: number,
): Promise<{ bytes: number; over: boolean; ok: boolean }> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let bytes = 0;
    let done = false;
    const finish = (over: boolean, ok: boolean) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve({ bytes, over, ok });
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > max) finish(true, false);
    });
    inflate.on('end', () => finish(false, true));
    inflate.on('error', () => finish(false, false));
    inflate.end(packed);
  });
}

/** An entry's bytes unpacked when they are at most `max` and exactly what the directory says; else null. */
function unpack(b: Buffer, e: Entry, max: number): Promise<Buffer | null> {
  const packed = b.subarray(e.data, e.data + e.packed);
  if (e.method === 0) return Promise.resolve(e.packed === e.unpacked && e.unpacked <= max ? packed : null);
  if (e.unpacked > max) return Promise.resolve(null);
  return new Promise((resolve) => {
    inflateRaw(packed, { maxOutputLength: max }, (err, out) =>
      resolve(!err && out.length === e.unpacked ? out : null),
    );
  });
}

/** Whether each entry unpacks to exactly what it declares, inflating no entry past that. */
async function sizesTrue(b: Buffer, entries: Entry[]): Promise<boolean> {
  for (const e of entries) {
    if (e.method === 0) {
      if (e.packed !== e.unpacked) return false;
      continue;
    }
    const seen = await inflateCounting(b.subarray(e.data, e.data + e.packed), e.unpacked);
    if (!seen.ok || seen.bytes !== e.unpacked) return false;
  }
  return true;
}

const MACRO_NAME = /(?:^|\/)vbaProject(?:Signature)?\.bin$|(?:^|\/)activeX\//i;
const MACRO_TYPE = /macroEnabled|vbaProject|macrosheet|activeX|vnd\.ms-office\.vba/i;
const ODF_MACRO_ENTRY = /^(?:Basic|Scripts)\//i;
/** The small parts read for their text: [Content_Types].xml, mimetype. */
const PART_MAX = 1024 * 1024;

/** Whether an OOXML package's content types name `mime`'s main part, or macros. */
async function checkOoxml(b: Buffer, entries: Entry[], mime: string): Promise<PackageVerdict> {
  if (entries.some((e) => MACRO_NAME.test(e.name))) return 'macros';
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  const text = types && (await unpack(b, types, PART_MAX))?.toString('utf8');
  if (!text) return 'invalid';
  if (MACRO_TYPE.test(text)) return 'macros';
  const main = new RegExp(`ContentType\\s*=\\s*["']${mime.replace(/[.+]/g, '\\$&')}\\.main\\+xml["']`);
  return main.test(text) ? 'ok' : 'invalid';
}

/** Whether an ODF package starts with a stored `mimetype` naming `mime`, and holds no macros. */
async function checkOdf(b: Buffer, entries: Entry[], mime: string): Promise<PackageVerdict> {
  const first = entries[0];
  if (first?.name !== 'mimetype' || first.method !== 0) return 'invalid';
  if ((await unpack(b, first, PART_MAX))?.toString('latin1') !== mime) return 'invalid';
  return entries.some((e) => ODF_MACRO_ENTRY.test(e.name)) ? 'macros' : 'ok';
}

/**
 * What a ZIP attachment that claims the type `mime` (an OOXML or ODF type: sniffAttachment) really
 * is: 'ok', 'invalid' (not that kind of package, unreadable, encrypted, or its sizes lie),
 * 'macros', or 'tooLarge' (too many entries, too large unpacked, too compressed).
 */
export async function checkOfficePackage(b: Buffer, mime: string): Promise<PackageVerdict> {
  const entries = readDirectory(b);
  if (entries === 'tooMany') return 'tooLarge';
  if (!entries || entries.length === 0) return 'invalid';
  let total = 0;
  for (const e of entries) {
    // Encrypted (bit 0) or a method other than stored and deflated: no office program writes them.
    if ((e.flags & 1) !== 0 || (e.method !== 0 && e.method !== 8)) return 'invalid';
    total += e.unpacked;
    if (e.unpacked > PACKAGE_LIMITS.ratioFrom && e.unpacked > e.packed * PACKAGE_LIMITS.ratio)
      return 'tooLarge';
  }
  if (total > PACKAGE_LIMITS.unpackedBytes) return 'tooLarge';
  const verdict = mime.includes('opendocument')
    ? await checkOdf(b, entries, mime)
    : await checkOoxml(b, entries, mime);
  if (verdict !== 'ok') return verdict;
  return (await sizesTrue(b, entries)) ? 'ok' : 'invalid';
}
