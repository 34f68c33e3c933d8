// GET /traktamente/:Year: the country picker's items with the year's normalbelopp (SPEC §7).
import { currencyItems, type CurrencyItem } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { normalbeloppTables } from './rule-data';

/** The picker's items, only the named fields of each (`fields`: a comma-separated list) when asked. */
export async function currencyItemsOf(
  db: Db,
  ar: number,
  fields?: string,
): Promise<CurrencyItem[] | Partial<CurrencyItem>[]> {
  const tables = await normalbeloppTables(db, [ar]);
  const items = currencyItems(ar, tables[ar] ?? null);
  const only = fields
    ?.split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!only?.length) return items;
  return items.map((i) => Object.fromEntries(Object.entries(i).filter(([k]) => only.includes(k))));
}
