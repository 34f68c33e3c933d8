// The app's query cache (TanStack Query), made by the first route that reads data and not before:
// the login page works without it and does not download it. This module holds no
// TanStack code itself; lib/query-client.ts makes the cache.
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | null = null;
let making: Promise<QueryClient> | null = null;

/** The cache, made (and its code loaded) on first use. */
export function appQueryClient(): Promise<QueryClient> {
  if (client) return Promise.resolve(client);
  making ??= import('./query-client')
    .then(({ createQueryClient }) => (client ??= createQueryClient()))
    .finally(() => {
      making = null;
    });
  return making;
}

/** The cache if it has been made: what an ending or new session empties, without loading it. */
export const loadedQueryClient = (): QueryClient | null => client;

/** A new, empty cache in place of the one there was: each page the server renders starts with its own. */
export async function freshQueryClient(): Promise<QueryClient> {
  const { createQueryClient } = await import('./query-client');
  client?.clear();
  client = createQueryClient();
  return client;
}
