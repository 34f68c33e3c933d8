/** How long an answer the server's first paint brought counts as fresh (ADR 0024). */
const PAINTED_FRESH_MS = 30_000;

/** When each answer the server's first paint brought was fetched, by query hash. */
const painted = new Map<string, number>();

interface Answer {
  queryHash: string;
  state: { dataUpdatedAt: number };
}

/** Notes the answers a server-painted page was made from (app/first-paint.ts). */
export function notePaintedAnswers(queries: readonly Answer[]): void {
  for (const query of queries) painted.set(query.queryHash, query.state.dataUpdatedAt);
}

/**
 * The staleTime of data that changes under the user's eyes (time rows, punches, messages): refetched
 * whenever shown, except an answer the server fetched for the page's first paint a moment ago,
 * which the page's hydration takes as it is instead of asking again.
 */
export const refetchedWhenShown = (query: Answer): number =>
  painted.get(query.queryHash) === query.state.dataUpdatedAt ? PAINTED_FRESH_MS : 0;
