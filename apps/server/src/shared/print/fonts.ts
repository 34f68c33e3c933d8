// The PDFs' font (ADR 0011): DejaVu Sans from @fontsource/dejavu-sans (Bitstream Vera licence, free
// to embed), which has every letter of the four languages (å ä ö, é ç, ł ś ż ą ę), where pdf-lib's
// standard fonts encode WinAnsi only. The font is read once per worker thread; each PDF embeds the
// subset of glyphs it draws (some 20 kB for the two weights).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { serverFile } from '../../paths';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;

const require = createRequire(serverFile('package.json'));
const woff = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`));

/**
 * The font file of a WOFF (1.0): its tables inflated back into a TrueType file. fontkit reads a WOFF
 * too, but inflates a table again on every glyph it loads, which makes a subset cost a second.
 */
function woffToSfnt(file: Uint8Array): Buffer {
  const src = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const count = src.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, length, origLength, checksum] = [0, 4, 8, 12, 16].map((o) =>
      src.readUInt32BE(at + o),
    );
    const raw = src.subarray(offset!, offset! + length!);
    return { tag: tag!, checksum: checksum!, data: length! < origLength! ? inflateSync(raw) : raw };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(12 + 16 * count + tables.reduce((n, t) => n + padded(t.data.length), 0));
  let pow = 1;
  while (pow * 2 <= count) pow *= 2;
  out.writeUInt32BE(src.readUInt32BE(4), 0); // flavor: the sfnt version
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(pow * 16, 6);
  out.writeUInt16BE(Math.log2(pow), 8);
  out.writeUInt16BE(count * 16 - pow * 16, 10);
  let offset = 12 + 16 * count;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

/** The glyph of a character, as pdf-lib reads it: its id, advance width and the character. */
interface PlainGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/**
 * fontkit for pdf-lib with two changes for table text: each font file is parsed once per thread
 * (pdf-lib parses it again for every document), and text maps to glyphs character by character.
 * fontkit's layout engine (ligatures, kerning) costs some 0.3 ms per call, which made a year's time
 * report take seconds; Latin table text needs neither, and no ligature also keeps the text searchable.
 * The glyphs are our own records, each with the character it was asked for: fontkit's cached glyph
 * of 'z' may have been made without one when a subset took it as a part of 'ż', and pdf-lib writes
 * the PDF's text map (ToUnicode) from them.
 */
const parsed = new Map<Uint8Array, Font>();
const plainFontkit: Fontkit = {
  create(buffer) {
    let font = parsed.get(buffer);
    if (!font) {
      const f = fontkit.create(buffer) as unknown as Font;
      const glyphs = new Map<number, PlainGlyph>();
      const glyphOf = (codePoint: number): PlainGlyph => {
        let glyph = glyphs.get(codePoint);
        if (!glyph) {
          const { id, advanceWidth } = f.glyphForCodePoint(codePoint);
          glyph = { id, advanceWidth, codePoints: [codePoint] };
          glyphs.set(codePoint, glyph);
        }
        return glyph;
      };
      f.layout = ((text: string) => ({
        glyphs: Array.from(text, (ch) => glyphOf(ch.codePointAt(0) ?? 0)),
      })) as unknown as Font['layout'];
      font = f;
      parsed.set(buffer, font);
    }
    return font;
  },
};

let files: { regular: Buffer; bold: Buffer } | undefined;

/** Embeds the regular and bold font in `doc`, as subsets of the glyphs drawn. */
export async function embedFonts(doc: PDFDocument) {
  files ??= { regular: woffToSfnt(woff(400)), bold: woffToSfnt(woff(700)) };
  doc.registerFontkit(plainFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, bold };
}
