// The text of a print PDF, for the tests: what a PDF reader would copy or search, read
// back through each font's ToUnicode map, so a test sees the letters drawn, not the glyph ids.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFPage,
} from 'pdf-lib';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const streamText = (stream: unknown) =>
  stream instanceof PDFRawStream ? latin1(decodePDFRawStream(stream).decode()) : '';

/** Glyph id (hex) → text, from a ToUnicode CMap's bfchar entries (as pdf-lib writes them). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, glyph, hex] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = hex!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
      map.set(glyph!.toLowerCase(), String.fromCharCode(...units));
    }
  return map;
}

function fontMaps(page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    maps.set(name.asString(), toUnicode(streamText(font.lookup(PDFName.of('ToUnicode')))));
  }
  return maps;
}

/** The strings drawn on each page, in drawing order. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const maps = fontMaps(page);
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const ops = streams.map(streamText).join('\n');
    const out: string[] = [];
    let map = new Map<string, string>();
    for (const [, font, hex] of ops.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) map = maps.get(font) ?? new Map();
      else out.push((hex!.match(/.{4}/g) ?? []).map((g) => map.get(g.toLowerCase()) ?? '\uFFFD').join(''));
    }
    return out;
  });
}
