import { describe, expect, it } from 'vitest';
import {
  EMPTY_KAL_FILTER,
  activeFilterCount,
  matchesCompensationFilter,
  matchesKalFilter,
  monthWeeks,
  worstStatus,
} from './calendar';
import { compensationRow, scheduleDay, timeEntry as row } from '../../lib/test-fixtures';
import { calendarDays } from './use-calendar-days';

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

describe('the LonKod filter', () => {
  it('filters compensation rows by pay code, and leaves time rows to the time codes', () => {
    const filter = { ...EMPTY_KAL_FILTER, LonKod: ['UTLÄGG'] };
    expect(matchesCompensationFilter(compensationRow({ LonKod: 'UTLÄGG' }), filter)).toBe(true);
    expect(matchesCompensationFilter(compensationRow({ LonKod: 'TRAKT-HEL' }), filter)).toBe(false);
    expect(matchesKalFilter(row({ TidKod: 'ARB' }), filter)).toBe(true);
    const byUnit = { ...EMPTY_KAL_FILTER, ResEnhet1: ['200'] };
    expect(matchesCompensationFilter(compensationRow({ ResEnhet1: '200' }), byUnit)).toBe(true);
    expect(matchesCompensationFilter(compensationRow({ ResEnhet1: '300' }), byUnit)).toBe(false);
  });

  it("sums what a day's filtered compensations pay, in kronor", () => {
    const report = { Dagar: [scheduleDay('2026-11-02')], Rader: [] };
    const rows = [
      compensationRow({ Summa: 247.97 }),
      compensationRow({ LonKod: 'TRAKT-HEL', Summa: 300 }),
      compensationRow({ Datum: '2026-11-03', Summa: 5 }),
    ];
    const all = calendarDays(report, EMPTY_KAL_FILTER, () => 'attendance', rows).get('2026-11-02')!;
    expect([all.paid, all.paidRows, all.compensations.length]).toEqual([547.97, 2, 2]);
    const only = calendarDays(
      report,
      { ...EMPTY_KAL_FILTER, LonKod: ['UTLÄGG'] },
      () => 'attendance',
      rows,
    ).get('2026-11-02')!;
    expect([only.paid, only.paidRows]).toEqual([247.97, 1]);
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
