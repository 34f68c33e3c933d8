import { describe, expect, it } from 'vitest';
import { daysOf, periodFromSearch, periodOf, searchForPeriod, stepPeriod } from './period';

// 2026-11-04 is a Wednesday.
describe('the staffing pages’ period', () => {
  it('a week runs Monday to Sunday, a month its calendar days', () => {
    expect(periodOf('week', '2026-11-04')).toEqual({ view: 'week', From: '2026-11-02', To: '2026-11-08' });
    expect(periodOf('month', '2026-02-14')).toEqual({ view: 'month', From: '2026-02-01', To: '2026-02-28' });
  });

  it('steps a week or a month, across a year’s end', () => {
    expect(stepPeriod(periodOf('week', '2026-12-30'), 1).From).toBe('2027-01-04');
    expect(stepPeriod(periodOf('month', '2026-01-31'), -1)).toMatchObject({
      From: '2025-12-01',
      To: '2025-12-31',
    });
  });

  it('lists the days of a range, both ends included', () => {
    expect(daysOf('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysOf('2026-11-02', '2026-11-01')).toEqual([]);
  });

  it('reads the address, falling back to this week, and writes it back keeping the filters', () => {
    const today = '2026-11-04';
    expect(periodFromSearch(new URLSearchParams(''), today).From).toBe('2026-11-02');
    expect(periodFromSearch(new URLSearchParams('vy=month&datum=2026-13-45'), today)).toMatchObject({
      view: 'month',
      From: '2026-11-01',
    });
    const next = searchForPeriod(new URLSearchParams('avdelning=A1'), periodOf('month', '2027-03-09'));
    expect(next.toString()).toBe('avdelning=A1&vy=month&datum=2027-03-01');
  });
});
