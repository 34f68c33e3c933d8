// Paged lists (ARCHITECTURE "Headers": X-Pagination { Page, PerPage, Total }): one query gives a
// page of rows with the number of all matching rows beside each (count(*) over ()), and a search
// is a case-insensitive "contains".

/** `%text%` for ILIKE, the pattern characters of `text` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Pagination {
  Page: number;
  PerPage: number;
  Total: number;
}

/**
 * A page of a list whose query counts the matches beside each row (`total`), and its X-Pagination
 * figures. A page past the end has no row to count with: then the first row of the list is asked for.
 */
export async function pageOf<R extends { total: number }>(
  page: number,
  perPage: number,
  read: (range: { offset: number; limit: number }) => Promise<R[]>,
): Promise<{ rows: R[]; pagination: Pagination }> {
  const rows = await read({ offset: (page - 1) * perPage, limit: perPage });
  const total = rows[0]?.total ?? (page > 1 ? ((await read({ offset: 0, limit: 1 }))[0]?.total ?? 0) : 0);
  return { rows, pagination: { Page: page, PerPage: perPage, Total: total } };
}
