// A4 table reports with pdf-lib: a header (title and facts) on every page, a table whose header
// row repeats on each page, totals, and "Sida n av m" at the foot. In DejaVu Sans (fonts.ts), which
// draws the letters of all four languages; a character it lacks is drawn as '?'.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts } from './fonts';

export interface PdfColumn {
  header: string;
  /** Share of the table's width (relative to the other columns). */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfSection {
  /** A heading above the table, if any. */
  heading?: string;
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** A bold last row under a line. */
  totals?: readonly string[];
  /** Shown instead of the rows when there are none. */
  empty?: string;
}

export interface PdfReport {
  title: string;
  /** Label–value lines under the title (company, orgnr, employee, period). */
  facts: readonly (readonly [string, string])[];
  sections: readonly PdfSection[];
  landscape?: boolean;
  /** Foot text left of the page number (e.g. when it was printed). */
  footer: string;
  /** "Sida {n} av {m}". */
  pageLabel: (n: number, m: number) => string;
  /** The document's language (BCP 47: sv-SE, en, fr, pl). */
  language: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
// DejaVu Sans runs some 10 % wider than Helvetica: 8 pt holds about what 9 pt Helvetica did.
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;
const FOOT_HEIGHT = 24;
const GREY = rgb(0.45, 0.45, 0.45);
const LINE = rgb(0.7, 0.7, 0.7);
/** Lines a column heading may wrap to (a long status name in a narrow column). */
const HEADER_LINES = 3;
const HEADER_LINE_HEIGHT = FONT_SIZE + 1;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  charset: Set<number>;
}

/** Text on one line that the font can draw: a character it lacks becomes '?'. */
export function drawable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) out += charset.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

/** `text` cut with '…' to fit `width` points. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return cut.length > 0 ? `${cut}…` : '';
}

/** The smallest size a column heading shrinks to so that its longest word fits. */
const MIN_HEADER_SIZE = 6;

/**
 * A column heading in lines of at most `width` points, broken at spaces (at most `max` lines, the
 * last cut), at the font size at which its longest word fits ("Niezatwierdzony" in a narrow column).
 */
function wrapHeading(
  text: string,
  font: PDFFont,
  width: number,
  max: number,
): { lines: string[]; size: number } {
  const words = text.split(' ');
  const widest = Math.max(...words.map((w) => font.widthOfTextAtSize(w, FONT_SIZE)));
  const size =
    widest > width
      ? Math.max(MIN_HEADER_SIZE, Math.floor((FONT_SIZE * width * 10) / widest) / 10)
      : FONT_SIZE;
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  const kept = lines.length <= max ? lines : [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')];
  return { lines: kept.map((l) => fit(l, font, size, width)), size };
}

class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly report: PdfReport,
  ) {}

  get size(): [number, number] {
    return this.report.landscape ? [A4[1], A4[0]] : A4;
  }
  get tableWidth(): number {
    return this.size[0] - 2 * MARGIN;
  }

  text(
    s: string,
    x: number,
    y: number,
    opts: { bold?: boolean; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(drawable(s, this.fonts.charset), {
      x,
      y,
      font,
      size: opts.size ?? FONT_SIZE,
      ...(opts.color ? { color: opts.color } : {}),
    });
  }

  newPage(): void {
    this.page = this.doc.addPage(this.size);
    this.pages.push(this.page);
    this.y = this.size[1] - MARGIN;
    this.text(this.report.title, MARGIN, this.y - 14, { bold: true, size: 15 });
    this.y -= 30;
    // The values start past the longest label ("N° d’organisation:").
    const labels = this.report.facts.map(([label]) => drawable(`${label}:`, this.fonts.charset));
    const indent = Math.max(80, ...labels.map((l) => this.fonts.bold.widthOfTextAtSize(l, FONT_SIZE) + 8));
    for (const [i, [, value]] of this.report.facts.entries()) {
      this.text(labels[i]!, MARGIN, this.y, { bold: true });
      this.text(value, MARGIN + indent, this.y);
      this.y -= 12;
    }
    this.y -= 10;
  }

  /** Room left above the foot. */
  private room(): number {
    return this.y - MARGIN - FOOT_HEIGHT;
  }

  /** One table row; `lines` > 1 wraps each cell (the heading row) to that many lines at most. */
  private cells(section: PdfSection, values: readonly string[], bold: boolean, lines = 1): void {
    const total = section.columns.reduce((n, c) => n + c.width, 0);
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const widths = section.columns.map((c) => (c.width / total) * this.tableWidth);
    const texts = section.columns.map((_, i) => {
      const s = drawable(values[i] ?? '', this.fonts.charset);
      const w = widths[i]! - 4;
      return lines > 1
        ? wrapHeading(s, font, w, lines)
        : { lines: [fit(s, font, FONT_SIZE, w)], size: FONT_SIZE };
    });
    const height = Math.max(...texts.map((t) => t.lines.length));
    let x = MARGIN;
    section.columns.forEach((c, i) => {
      const w = widths[i]!;
      const { lines: cell, size } = texts[i]!;
      cell.forEach((s, k) => {
        const tx = c.align === 'right' ? x + w - 2 - font.widthOfTextAtSize(s, size) : x + 2;
        this.page.drawText(s, { x: tx, y: this.y - 10 - k * HEADER_LINE_HEIGHT, font, size });
      });
      x += w;
    });
    this.y -= ROW_HEIGHT + (height - 1) * HEADER_LINE_HEIGHT;
  }

  private rule(y: number, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + this.tableWidth, y },
      thickness,
      color: LINE,
    });
  }

  private tableHeader(section: PdfSection): void {
    this.cells(
      section,
      section.columns.map((c) => c.header),
      true,
      HEADER_LINES,
    );
    this.rule(this.y + 1, 0.8);
  }

  section(section: PdfSection): void {
    const needed = (section.heading ? 20 : 0) + 3 * ROW_HEIGHT + (HEADER_LINES - 1) * HEADER_LINE_HEIGHT;
    if (this.room() < needed) this.newPage();
    if (section.heading) {
      this.text(section.heading, MARGIN, this.y - 12, { bold: true, size: 11 });
      this.y -= 20;
    }
    this.tableHeader(section);
    if (section.rows.length === 0 && section.empty) {
      this.text(section.empty, MARGIN + 2, this.y - 10, { color: GREY });
      this.y -= ROW_HEIGHT;
    }
    for (const row of section.rows) {
      if (this.room() < ROW_HEIGHT) {
        this.newPage();
        this.tableHeader(section);
      }
      this.cells(section, row, false);
    }
    if (section.totals) {
      if (this.room() < ROW_HEIGHT + 4) {
        this.newPage();
        this.tableHeader(section);
      }
      this.rule(this.y - 1, 0.8);
      this.y -= 3;
      this.cells(section, section.totals, true);
    }
    this.y -= 14;
  }

  feet(): void {
    const m = this.pages.length;
    this.pages.forEach((page, i) => {
      this.page = page;
      const label = this.report.pageLabel(i + 1, m);
      const w = this.fonts.regular.widthOfTextAtSize(drawable(label, this.fonts.charset), 8);
      this.text(this.report.footer, MARGIN, MARGIN - 10, { size: 8, color: GREY });
      this.text(label, this.size[0] - MARGIN - w, MARGIN - 10, { size: 8, color: GREY });
    });
  }
}

/** Renders the report as a PDF file. */
export async function renderTablePdf(
  report: PdfReport,
  meta: { author: string; createdAt: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };
  doc.setTitle(report.title);
  doc.setAuthor(meta.author);
  doc.setCreator('Lönportalen');
  doc.setProducer('Lönportalen');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  doc.setLanguage(report.language);
  const w = new Writer(doc, fonts, report);
  w.newPage();
  for (const s of report.sections) w.section(s);
  w.feet();
  return doc.save();
}
