// Skatteverket's published normalbelopp (DOMAIN §1.3) as an administrator loads them: the
// EntryScape rowstore JSON as a file, or by address on an allowed origin, every page followed, read
// into whole tables by year.
import {
  completeTable,
  readNormalbeloppPage,
  type ErrorDetail,
  type NormalbeloppRow,
} from '@lonportal/domain';
import { ApiError } from '../../plugins/errors';

/** The most pages one address is followed through (EntryScape answers 100 rows a page at most). */
const MAX_PAGES = 20;
/** The most bytes read from one page. */
const MAX_PAGE_BYTES = 2_000_000;
const FETCH_TIMEOUT_MS = 10_000;

/** Where a table comes from: the file's text or an address on an allowed origin. */
export type NormalbeloppSource = { Json: string; FileName: string } | { Url: string };

/** A source's tables by year, and where they came from (the file's name or the address). */
export interface NormalbeloppTables {
  years: Map<number, NormalbeloppRow[]>;
  kalla: string;
}

const unreadable = (details: ErrorDetail[] = []) => new ApiError('NormalbeloppUnreadable', { details });
const urlError = (code: string) => unreadable([{ Field: 'Url', Code: `travel.normalbelopp.error.${code}` }]);

async function readBody(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_PAGE_BYTES) {
      await reader.cancel();
      throw urlError('tooLarge');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An address the server may fetch: https (or http on a listed origin) on one of the allowed origins. */
function allowedUrl(raw: string, origins: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlError('address');
  }
  if (!origins.includes(url.origin) || url.username || url.password) throw urlError('origin');
  return url;
}

/** The one page of a file's text. */
function pageOfFile(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw unreadable([{ Field: 'Json', Code: 'travel.normalbelopp.error.format' }]);
  }
}

/** One page fetched from an allowed address, as JSON. */
async function fetchPage(url: URL): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      redirect: 'error',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw urlError('unreachable');
  }
  if (!res.ok) throw urlError('unreachable');
  try {
    return JSON.parse(await readBody(res));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw urlError('format');
  }
}

/** The pages of an address, each page's next followed (at most MAX_PAGES). */
async function pagesOfAddress(first: string, origins: readonly string[]): Promise<unknown[]> {
  const pages: unknown[] = [];
  let next: string | null = first;
  for (let i = 0; next !== null && i < MAX_PAGES; i++) {
    const page = await fetchPage(allowedUrl(next, origins));
    pages.push(page);
    const read = readNormalbeloppPage(page);
    next = read.kind === 'ok' ? read.next : null;
  }
  return pages;
}

/** The pages' rows by year; refused when a page is not a table or a year's table is not whole. */
function tablesOf(pages: readonly unknown[]): Map<number, NormalbeloppRow[]> {
  const years = new Map<number, NormalbeloppRow[]>();
  for (const page of pages) {
    const read = readNormalbeloppPage(page);
    if (read.kind === 'error')
      throw unreadable([{ Field: read.row ? `row ${read.row}` : 'Json', Code: read.error }]);
    for (const [ar, rows] of read.years) years.set(ar, [...(years.get(ar) ?? []), ...rows]);
  }
  if (years.size === 0) throw unreadable([{ Field: 'Json', Code: 'travel.normalbelopp.error.empty' }]);
  const details: ErrorDetail[] = [];
  for (const [ar, rows] of years) {
    const error = completeTable(rows);
    if (error) details.push({ Field: String(ar), Code: error });
  }
  if (details.length > 0) throw unreadable(details);
  return years;
}

/** The rows of a source, by year, every page of an address followed. */
export async function readSource(
  source: NormalbeloppSource,
  origins: readonly string[],
): Promise<NormalbeloppTables> {
  if ('Json' in source)
    return { years: tablesOf([pageOfFile(source.Json)]), kalla: source.FileName || 'fil' };
  const kalla = allowedUrl(source.Url, origins).toString();
  return { years: tablesOf(await pagesOfAddress(kalla, origins)), kalla };
}
