import type { QueryClient } from '@tanstack/react-query';
import { timeReportsKey } from '../../time';

/**
 * Every cached punch query of the company. The keys also name 'tidrader': a punch shows its time
 * entry's lock, so a time-entry live event (app/global/live-resources.ts) refreshes them too.
 */
export const punchesKey = (ftgId: string) => ['company', ftgId, 'stamplingar', 'tidrader'] as const;

/** What a change of punches makes stale: the punches, and the time report their entries are in. */
export const invalidatePunches = (queryClient: QueryClient, ftgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: punchesKey(ftgId) }),
    queryClient.invalidateQueries({ queryKey: timeReportsKey(ftgId) }),
  ]);
