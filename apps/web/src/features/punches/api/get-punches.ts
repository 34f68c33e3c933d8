import { queryOptions, useQuery } from '@tanstack/react-query';
import { StamplingListSchema, type Stampling } from '@lonportal/domain/punches/punches';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../../../lib/date-filter';
import { readPieces } from '../../time';
import { punchesKey } from './punch-cache';
import { refetchedWhenShown } from '../../../lib/query-freshness';

/** GET /stamplingar?AnstNr&From&To: one employee's punches of a period (at most 93 days a call). */
export const getPunches = (anstNr: string, period: Period, signal?: AbortSignal) =>
  apiRequest(
    `/stamplingar?AnstNr=${encodeURIComponent(anstNr)}&From=${period.From}&To=${period.To}`,
    StamplingListSchema,
    signal ? { signal } : {},
  );

/** A longer period read piece by piece; a punch left open before the period comes with every piece, once here. */
export async function getPunchesOfPeriod(
  anstNr: string,
  period: Period,
  signal?: AbortSignal,
): Promise<Stampling[]> {
  const pieces = await Promise.all(readPieces(period).map((p) => getPunches(anstNr, p, signal)));
  const byId = new Map(pieces.flat().map((s) => [s.Id, s]));
  return [...byId.values()].sort((a, b) => (a.In < b.In ? -1 : a.In > b.In ? 1 : 0));
}

export const punchesQueryOptions = (ftgId: string, anstNr: string, period: Period) =>
  queryOptions({
    queryKey: [...punchesKey(ftgId), anstNr, { From: period.From, To: period.To }] as const,
    queryFn: ({ signal }) => getPunchesOfPeriod(anstNr, period, signal),
    // Punches change under the user's eyes (the clock, other users): refetched whenever shown.
    staleTime: refetchedWhenShown,
  });

export const usePunches = (ftgId: string, anstNr: string | null, period: Period) =>
  useQuery({ ...punchesQueryOptions(ftgId, anstNr ?? '', period), enabled: anstNr !== null });
