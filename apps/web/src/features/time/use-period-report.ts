import { useQueries } from '@tanstack/react-query';
import type { Period } from '../../lib/date-filter';
import { timeReportQueryOptions } from './api/get-time-report';
import { mergeReports, readPieces } from './time-report';

/**
 * The employee's time report for `period`, read in pieces the server accepts (a year is four
 * calls), as one report. A month is one call, cached under the same key by every page.
 */
export function usePeriodReport(ftgId: string, anstNr: string | null, period: Period) {
  const parts = readPieces(period);
  return useQueries({
    queries: parts.map((part) => ({
      ...timeReportQueryOptions(ftgId, anstNr ?? '', part),
      enabled: anstNr !== null,
    })),
    combine: (results) => {
      const error = results.find((r) => r.error)?.error ?? null;
      const done = results.every((r) => r.data !== undefined);
      return {
        data: done ? mergeReports(results.flatMap((r) => (r.data ? [r.data] : []))) : undefined,
        isPending: results.some((r) => r.isPending),
        isFetching: results.some((r) => r.isFetching),
        error,
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
}
