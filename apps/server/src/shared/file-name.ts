// The one cleaner of a file's name that a user chose (a receipt, an attachment) or that the
// server builds from user data (the receipts ZIP's entries and the file cell of its index). The
// name is shown in lists, written in a Content-Disposition header, unpacked by a bookkeeper's ZIP
// tool and opened in a spreadsheet, so it carries no path, no control or direction characters (a
// right-to-left override turns "kvitto‮gpj.exe" into "kvittoexe.jpg" on screen), nothing a
// spreadsheet runs as a formula (OWASP "CSV Injection": a cell starting = + - @), and no leading
// dot (a hidden file), within a bounded length that keeps its extension.

/** The longest name kept, in characters (the extension included). */
export const FILE_NAME_MAX = 120;

/** Control (Cc) and format (Cf: direction overrides, zero-width marks) characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** What Windows cannot hold in a name, and the header's quote. */
const RESERVED = /[<>:|*?]/g;
/** A start a spreadsheet runs as a formula, blanks, or a dot. */
const UNSAFE_START = /^[\s=+\-@.]+/u;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * `name` as the server keeps and sends it: the last part of a path (/ or \), composed (NFC),
 * without invisible characters or quotes, starting with neither = + - @ nor a dot, ending with no
 * dot or blank, at most FILE_NAME_MAX characters with the extension kept; `fallback` when nothing
 * is left.
 */
export function cleanFileName(name: string, fallback = 'fil'): string {
  const last = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = last
    .replace(INVISIBLE, '')
    .replaceAll('"', '')
    .replace(RESERVED, '_')
    .replace(UNSAFE_START, '')
    .replace(/[\s.]+$/u, '');
  if (!clean) return fallback;
  const chars = [...clean];
  if (chars.length <= FILE_NAME_MAX) return clean;
  const extension = [...(EXTENSION.exec(clean)?.[0] ?? '')];
  return [...chars.slice(0, FILE_NAME_MAX - extension.length), ...extension].join('');
}
