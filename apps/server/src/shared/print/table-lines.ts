// Long cell text over several table rows: pdf.ts cuts a cell to one line, so a report whose text
// may run long (a trip's reasons, routes and participants) breaks it into lines that fit first.

/**
 * The table's width in points on an A4 landscape page, less pdf.ts's margins. Columns given in
 * points of it (each table's adding up to it) let a long text be broken into lines that fit.
 */
export const LANDSCAPE_TABLE_WIDTH = 761;
/** DejaVu Sans at 8 pt runs under 5 points a character on average: a line of a column holds this many. */
const POINTS_PER_CHAR = 5;

/** `text` in lines of at most `width` points (by the average character), broken at spaces. */
export function wrapText(text: string, width: number): string[] {
  const max = Math.max(8, Math.floor((width - 4) / POINTS_PER_CHAR));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One entry of a table over as many rows as its longest cell needs: `cells` holds the entry's
 * values, one string per column or, for a column that runs over several lines, the lines.
 */
export function entryRows(cells: readonly (string | readonly string[])[]): string[][] {
  const height = Math.max(1, ...cells.map((c) => (typeof c === 'string' ? 1 : c.length)));
  return Array.from({ length: height }, (_, i) =>
    cells.map((c) => (typeof c === 'string' ? (i === 0 ? c : '') : (c[i] ?? ''))),
  );
}

/** The sum of amounts in kronor, added in öre so that 0.1 + 0.2 is 0.3. */
export const sumAmounts = (values: readonly number[]) =>
  values.reduce((n, v) => n + Math.round(v * 100), 0) / 100;
