// Skatteverket's normalbelopp by year (DOMAIN §1.3): the tables the portal ships, and the
// ones an administrator loads from Skatteverket's published data (the EntryScape rowstore JSON) as
// a file or by address, previewed before a year's table is replaced whole.
import {
  completeTable,
  currencyItems,
  normalbeloppChanges,
  readNormalbeloppPage,
  shippedNormalbelopp,
  type CurrencyItem,
  type ErrorDetail,
  type NormalbeloppRow,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import * as repo from './repository';
import { normalbeloppTables, shippedYears } from './service';

/** The most pages one address is followed through (EntryScape answers 100 rows a page at most). */
const MAX_PAGES = 20;
/** The most bytes read from one page. */
const MAX_PAGE_BYTES = 2_000_000;
const FETCH_TIMEOUT_MS = 10_000;

/** Where a table comes from: the file's text or an address on an allowed origin. */
export type NormalbeloppSource = { Json: string; FileName: string } | { Url: string };

const unreadable = (details: ErrorDetail[] = []) => new ApiError('NormalbeloppUnreadable', { details });

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
      throw unreadable([{ Field: 'Url', Code: 'travel.normalbelopp.error.tooLarge' }]);
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
    throw unreadable([{ Field: 'Url', Code: 'travel.normalbelopp.error.address' }]);
  }
  if (!origins.includes(url.origin) || url.username || url.password)
    throw unreadable([{ Field: 'Url', Code: 'travel.normalbelopp.error.origin' }]);
  return url;
}

/** The rows of a source, by year, every page of an address followed. */
async function readSource(
  source: NormalbeloppSource,
  origins: readonly string[],
): Promise<{ years: Map<number, NormalbeloppRow[]>; kalla: string }> {
  const pages: unknown[] = [];
  let kalla: string;
  if ('Json' in source) {
    kalla = source.FileName || 'fil';
    try {
      pages.push(JSON.parse(source.Json));
    } catch {
      throw unreadable([{ Field: 'Json', Code: 'travel.normalbelopp.error.format' }]);
    }
  } else {
    kalla = allowedUrl(source.Url, origins).toString();
    let next: string | null = kalla;
    for (let i = 0; next !== null && i < MAX_PAGES; i++) {
      const url = allowedUrl(next, origins);
      let res: Response;
      try {
        res = await fetch(url, {
          redirect: 'error',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
      } catch {
        throw unreadable([{ Field: 'Url', Code: 'travel.normalbelopp.error.unreachable' }]);
      }
      if (!res.ok) throw unreadable([{ Field: 'Url', Code: 'travel.normalbelopp.error.unreachable' }]);
      let page: unknown;
      try {
        page = JSON.parse(await readBody(res));
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw unreadable([{ Field: 'Url', Code: 'travel.normalbelopp.error.format' }]);
      }
      pages.push(page);
      const read = readNormalbeloppPage(page);
      next = read.kind === 'ok' ? read.next : null;
    }
  }
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
  return { years, kalla };
}

/** What loading the source would change, year by year, against the tables the portal uses now. */
export async function previewNormalbelopp(db: Db, source: NormalbeloppSource, origins: readonly string[]) {
  const { years, kalla } = await readSource(source, origins);
  const current = await normalbeloppTables(db, [...years.keys()]);
  return {
    Kalla: kalla,
    Ar: [...years]
      .sort(([a], [b]) => a - b)
      .map(([ar, rows]) => normalbeloppChanges(ar, current[ar] ?? [], rows)),
  };
}

/** Replaces each year's table the source holds, whole, in one transaction. */
export async function loadNormalbelopp(
  db: Db,
  ctx: CompanyContext,
  source: NormalbeloppSource,
  origins: readonly string[],
  now: Date,
) {
  const { years, kalla } = await readSource(source, origins);
  const { user } = ctx.auth;
  await db.transaction(async (tx) => {
    for (const [ar, rows] of years)
      await repo.replaceYear(
        tx,
        { ar, kalla, loadedBy: user.id, loadedByNamn: user.namn, loadedAt: now },
        rows,
      );
    await writeAudit(tx, {
      at: now,
      userId: user.id,
      ftgId: ctx.company.ftgId,
      action: 'normalbelopp.loaded',
      details: { Kalla: kalla, Ar: [...years.keys()], Antal: [...years.values()].map((r) => r.length) },
    });
  });
  return listNormalbeloppYears(db);
}

/** The years with a table: the ones the portal ships and the ones loaded (a loaded year replaces a shipped one). */
export async function listNormalbeloppYears(db: Db) {
  const loaded = await repo.loadedYears(db);
  const byYear = new Map<
    number,
    { Ar: number; Kalla: string; Inlast: boolean; InlastAv: string; InlastTid: string; Antal: number }
  >();
  for (const ar of shippedYears())
    byYear.set(ar, {
      Ar: ar,
      Kalla: '',
      Inlast: false,
      InlastAv: '',
      InlastTid: '',
      Antal: shippedNormalbelopp(ar).length,
    });
  const counts = await normalbeloppTables(
    db,
    loaded.map((l) => l.ar),
  );
  for (const l of loaded)
    byYear.set(l.ar, {
      Ar: l.ar,
      Kalla: l.kalla,
      Inlast: true,
      InlastAv: l.loadedByNamn,
      InlastTid: l.loadedAt.toISOString(),
      Antal: counts[l.ar]?.length ?? 0,
    });
  return [...byYear.values()].sort((a, b) => b.Ar - a.Ar);
}

/** GET /traktamente/{year}: the country picker's items with the year's amounts. */
export async function currencyItemsOf(db: Db, ar: number): Promise<CurrencyItem[]> {
  const tables = await normalbeloppTables(db, [ar]);
  return currencyItems(ar, tables[ar] ?? null);
}
