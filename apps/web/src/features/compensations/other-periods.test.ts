import { describe, expect, it } from 'vitest';
import { monthPeriod, periodToShow, waitingMonths } from './other-periods';

// A row saved with a receipt of another period goes to that period: the page shows it there
// rather than losing it, and the attest view links to the months where rows wait.
describe('a saved row outside the period shown', () => {
  const november = { From: '2026-11-01', To: '2026-11-30' };

  it('leaves the period as it is when the row is in it', () => {
    expect(periodToShow('2026-11-01', november, 'M')).toBeNull();
    expect(periodToShow('2026-11-30', november, 'M')).toBeNull();
  });

  it("moves to the period of the user's kind that holds the row's date", () => {
    expect(periodToShow('2026-10-03', november, 'M')).toEqual({ From: '2026-10-01', To: '2026-10-31' });
    expect(periodToShow('2026-12-01', november, 'M')).toEqual({ From: '2026-12-01', To: '2026-12-31' });
    expect(periodToShow('2026-10-03', { From: '2026-11-16', To: '2026-11-22' }, 'W')).toEqual({
      From: '2026-09-28',
      To: '2026-10-04',
    });
    expect(periodToShow('2025-12-31', { From: '2026-01-01', To: '2026-12-31' }, 'Y')).toEqual({
      From: '2025-01-01',
      To: '2025-12-31',
    });
  });
});

describe('the months where compensations wait for attest', () => {
  it('is the whole month of a YYYY-MM, leap days included', () => {
    expect(monthPeriod('2026-10')).toEqual({ From: '2026-10-01', To: '2026-10-31' });
    expect(monthPeriod('2028-02')).toEqual({ From: '2028-02-01', To: '2028-02-29' });
  });

  it('names each month with its rows and link, newest first, and nothing when none waits', () => {
    const months = waitingMonths(
      [
        { Manad: '2026-09', Antal: 1, Anstallda: 1 },
        { Manad: '2026-12', Antal: 3, Anstallda: 2 },
      ],
      'sv',
    );
    expect(months).toEqual([
      {
        key: '2026-12',
        label: 'december 2026',
        rows: 3,
        employees: 2,
        period: { From: '2026-12-01', To: '2026-12-31' },
      },
      {
        key: '2026-09',
        label: 'september 2026',
        rows: 1,
        employees: 1,
        period: { From: '2026-09-01', To: '2026-09-30' },
      },
    ]);
    expect(waitingMonths([], 'sv')).toEqual([]);
  });
});
