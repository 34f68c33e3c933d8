import { queryOptions, useQuery } from '@tanstack/react-query';
import { TimeReportSchema } from '@lonportal/domain/time/entries';
import { apiRequest } from '../../../lib/api-client';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import type { Period } from '../../../lib/date-filter';

/** GET /tidrapport/{AnstNr}?From&To: the employee's days (schedule, holidays) and rows of the period. */
export const getTimeReport = (anstNr: string, period: Period, signal?: AbortSignal) =>
  apiRequest(
    `/tidrapport/${encodeURIComponent(anstNr)}?From=${period.From}&To=${period.To}`,
    TimeReportSchema,
    signal ? { signal } : {},
  );

/** Every cached time report of the company (what a saved row makes stale). */
export const timeReportsKey = (ftgId: string) => ['company', ftgId, 'tidrapport'] as const;

/** Time entries change under the user's eyes (other users, live events): always refetched when shown. */
export const timeReportQueryOptions = (ftgId: string, anstNr: string, period: Period) =>
  queryOptions({
    queryKey: [...timeReportsKey(ftgId), anstNr, { From: period.From, To: period.To }] as const,
    queryFn: ({ signal }) => getTimeReport(anstNr, period, signal),
    staleTime: refetchedWhenShown,
  });

export const useTimeReport = (ftgId: string, anstNr: string | null, period: Period) =>
  useQuery({ ...timeReportQueryOptions(ftgId, anstNr ?? '', period), enabled: anstNr !== null });
