import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { installApiErrorHandling } from '../lib/api-errors';

/**
 * Every route that reads data through the query cache (all but the login page): the cache, and
 * SPEC §8's handling of its failed calls (lib/api-errors.ts).
 */
export function DataLayout({ client }: { client: QueryClient }) {
  useEffect(() => installApiErrorHandling(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
