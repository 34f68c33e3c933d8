// The text of a PDF receipt: what a PDF that a till, a web shop or a hotel sends holds
// as text, read with PDF.js and laid out in lines the way the receipt prints them, for the same
// reading as a photo's recognised text. Runs in the print pool's worker threads (print-jobs.ts),
// never on a request's event loop. Only the first pages: a receipt is a page or two.

import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Pages read: a receipt that runs longer has its totals on these too, or is no receipt. */
const MAX_PAGES = 2;

type TextItem = Extract<
  Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number],
  { str: string }
>;

/** The PDF's text, a line per printed line (items on one baseline joined left to right). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      const page = await doc.getPage(n);
      const items = (await page.getTextContent()).items.filter(
        (i): i is TextItem => 'str' in i && i.str.trim() !== '',
      );
      const rows = new Map<number, { x: number; str: string }[]>();
      for (const item of items) {
        const y = Math.round(item.transform[5] ?? 0);
        const row = rows.get(y) ?? [];
        row.push({ x: item.transform[4] ?? 0, str: item.str });
        rows.set(y, row);
      }
      // Top to bottom (PDF y grows upwards), each line left to right.
      for (const y of [...rows.keys()].sort((a, b) => b - a))
        lines.push(
          rows
            .get(y)!
            .sort((a, b) => a.x - b.x)
            .map((i) => i.str.trim())
            .join(' '),
        );
      page.cleanup();
    }
    return lines.join('\n');
  } finally {
    await doc.destroy();
  }
}
