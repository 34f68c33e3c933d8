import { describe, expect, it } from 'vitest';
import type { TimeReport } from '@lonportal/domain/time/entries';
import { entryRow as row, scheduleDay as day, testTidKoder as codes } from '../../lib/test-fixtures';
import { summarizePeriod } from './period-summary';
import { emptyCounts } from '../../lib/row-status/status-actions';

describe('summarizePeriod', () => {
  it('sums the schedule and the reported hours, leaving supplements out', () => {
    const report: TimeReport = {
      AnstNr: '1001',
      From: '2026-11-02',
      To: '2026-11-04',
      Dagar: [day('2026-11-02', 8), day('2026-11-03', 8), day('2026-11-04', 0)],
      Rader: [
        row('2026-11-02', 'ARB', 8),
        row('2026-11-02', 'OB1', 2),
        row('2026-11-03', 'SJK', 8, 'NOT_ATTESTED'),
      ],
    };
    expect(summarizePeriod(report, codes)).toEqual({
      scheduled: 16,
      reported: 16,
      difference: 0,
      rows: 3,
      counts: { ...emptyCounts(), NOT_APPROVED: 2, NOT_ATTESTED: 1 },
      warnings: 0,
    });
  });

  it('counts the warnings of every day, unknown codes as attendance', () => {
    const report: TimeReport = {
      AnstNr: '1001',
      From: '2026-11-02',
      To: '2026-11-03',
      Dagar: [day('2026-11-02', 8), day('2026-11-03', 4)],
      Rader: [
        row('2026-11-02', 'ARB', 20),
        row('2026-11-02', 'XYZ', 5), // 25 h: over 24
        row('2026-11-03', 'SJK', 6), // more absence than the 4 scheduled
        row('2026-11-03', 'ARB', -1), // negative attendance
      ],
    };
    const summary = summarizePeriod(report, codes);
    expect(summary.warnings).toBe(3);
    expect(summary.reported).toBe(30);
  });

  it('is empty for a period without rows', () => {
    const summary = summarizePeriod({ Dagar: [day('2026-11-01', 0)], Rader: [] }, codes);
    expect(summary).toEqual({
      scheduled: 0,
      reported: 0,
      difference: 0,
      rows: 0,
      counts: emptyCounts(),
      warnings: 0,
    });
  });
});
