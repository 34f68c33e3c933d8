import { describe, expect, it } from 'vitest';
import { EMPTY_KAL_FILTER, activeFilterCount, matchesKalFilter, monthWeeks, worstStatus } from './calendar';
import { timeEntry as row } from './test-fixtures';

describe('monthWeeks', () => {
  it('lays November 2026 out in ISO weeks from Monday', () => {
    const weeks = monthWeeks('2026-11-21');
    expect(weeks.map((w) => w.week)).toEqual([44, 45, 46, 47, 48, 49]);
    // 1 November 2026 is a Sunday.
    expect(weeks[0]?.days).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]?.days).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });
  it('numbers the weeks around the new year', () => {
    expect(monthWeeks('2027-01-15').map((w) => w.week)).toEqual([53, 1, 2, 3, 4]);
  });
  it('fits February of a year starting on Monday in four weeks', () => {
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
  });
});

describe('KalFilter', () => {
  it('an empty filter lets every row through', () => {
    expect(matchesKalFilter(row({}), EMPTY_KAL_FILTER)).toBe(true);
    expect(activeFilterCount(EMPTY_KAL_FILTER)).toBe(0);
  });
  it('every list in use must hold the row value', () => {
    const filter = { ...EMPTY_KAL_FILTER, TidKod: ['ARB', 'SJK'], ResEnhet2: ['P1'] };
    expect(activeFilterCount(filter)).toBe(2);
    expect(matchesKalFilter(row({ TidKod: 'SJK', ResEnhet2: 'P1' }), filter)).toBe(true);
    expect(matchesKalFilter(row({ TidKod: 'SJK', ResEnhet2: 'P2' }), filter)).toBe(false);
    expect(matchesKalFilter(row({ TidKod: 'VAB', ResEnhet2: 'P1' }), filter)).toBe(false);
  });
});

describe('worstStatus', () => {
  it('is the least advanced status of the day', () => {
    expect(worstStatus([])).toBeNull();
    expect(worstStatus([{ Status: 'ATTESTED' }, { Status: 'NOT_ATTESTED' }, { Status: 'LOCKED' }])).toBe(
      'NOT_ATTESTED',
    );
    expect(worstStatus([{ Status: 'LOCKED' }])).toBe('LOCKED');
  });
});
