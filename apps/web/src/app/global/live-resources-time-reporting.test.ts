import { describe, expect, it } from 'vitest';
import { namesForResources, queryIsNamed } from './live-resources';
import { timeReportQueryOptions } from '../../features/time/api/get-time-report';
import { entryHistoryQueryOptions } from '../../features/time/api/get-entry-history';
import { tidKoderQueryOptions } from '../../lib/reference-lists/get-tidkoder';

const FTG = '11111111-1111-4111-8111-111111111111';

describe('live refresh of the time pages (SPEC §4 RESOURCE_UPDATED)', () => {
  it('timeEntries makes the time reports (time report and calendar) and row histories stale', () => {
    const names = namesForResources('timeEntries');
    const report = timeReportQueryOptions(FTG, '1001', { From: '2026-11-01', To: '2026-11-30' });
    expect(queryIsNamed(report, names)).toBe(true);
    expect(queryIsNamed(entryHistoryQueryOptions(FTG, '00000000-0000-4000-8000-000000000001'), names)).toBe(
      true,
    );
    expect(queryIsNamed(tidKoderQueryOptions(FTG), names)).toBe(false);
  });

  it('timeCodes refreshes the time codes the pages read', () => {
    expect(queryIsNamed(tidKoderQueryOptions(FTG), namesForResources('timeCodes'))).toBe(true);
  });
});
