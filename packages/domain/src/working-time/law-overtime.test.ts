import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { arbetstidsvarningar } from './law';
import { ATL, daily, only, pass } from './law-test-kit';
import type { Arbetspass } from './schemas';

// ATL 8 §, 8 a § and 13 a § (overtime.ts). Dates are fixed: 2026-10-26 and 2027-01-04 are Mondays.

/** `weeks` weeks of the same weekday hours, Monday to Friday, from the Monday `monday`. */
function weekdays(monday: string, weeks: number, start: string, end: string): Arbetspass[] {
  return Array.from({ length: weeks }, (_, w) => daily(addDays(monday, 7 * w), 5, start, end)).flat();
}

describe('8 §: allmän övertid per calendar month', () => {
  it('50 h of overtime in a month is the limit; a minute more is a breach', () => {
    // Five weeks end in November 2026 (1, 8, 15, 22 and 29 November): 10 h over 40 h each is 50 h.
    const fifty = arbetstidsvarningar(weekdays('2026-10-26', 5, '07:00', '17:00'), ATL);
    expect(only(fifty, 'OVERTID')).toEqual([]);
    // 10 h 12 min a day: 51 h a week, 11 h over, 55 h in November.
    const more = only(arbetstidsvarningar(weekdays('2026-10-26', 5, '07:00', '17:12'), ATL), 'OVERTID');
    expect(more).toMatchObject([{ Niva: 'BROTT', Minuter: 55 * 60, Krav: 50 * 60 }]);
    expect(new Date(more[0]!.Fran).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
  it('a week’s overtime belongs to the month of its last day: the week across a month is the later month’s', () => {
    // Only the week of Monday 26 October, which ends on Sunday 1 November, is long: November's.
    const plan = [
      ...weekdays('2026-10-26', 1, '06:00', '19:00'),
      ...weekdays('2026-11-02', 4, '08:00', '16:00'),
    ];
    // 13 h a day: 65 h, 25 h over; nothing in October, 25 h in November, under the limit.
    expect(only(arbetstidsvarningar(plan, ATL), 'OVERTID')).toEqual([]);
  });
});

describe('8 § and 8 a §: overtime per calendar year', () => {
  it('past 200 h a year the general overtime is used up (8 §); past 350 h also the extra (8 a §)', () => {
    // 45 h a week for 52 weeks from 4 January 2027: 5 h over each; 51 of the weeks end in 2027 (the
    // last ends on 2 January 2028 and is that year's): 255 h.
    const year = weekdays('2027-01-04', 52, '07:00', '16:00');
    const general = arbetstidsvarningar(year, ATL);
    expect(only(general, 'OVERTID_AR')).toMatchObject([{ Minuter: 255 * 60, Krav: 200 * 60 }]);
    expect(only(general, 'EXTRA_OVERTID')).toEqual([]);
    // 48 h a week: 8 h over, 408 h in 2027: beyond 200 + 150.
    const extra = arbetstidsvarningar(weekdays('2027-01-04', 52, '07:00', '16:36'), ATL);
    expect(only(extra, 'EXTRA_OVERTID')).toMatchObject([{ Minuter: 408 * 60, Krav: 350 * 60 }]);
    expect(only(extra, 'OVERTID_AR')).toEqual([]);
  });
  it('jour is not ordinary time and makes no overtime (ATL 6 § and 7 §)', () => {
    const jour = weekdays('2027-01-04', 52, '07:00', '16:36').map((p) => ({ ...p, typ: 'JOUR' as const }));
    const w = arbetstidsvarningar(jour, ATL);
    expect([...only(w, 'OVERTID'), ...only(w, 'OVERTID_AR'), ...only(w, 'EXTRA_OVERTID')]).toEqual([]);
  });
});

describe('13 a §: a night worker’s time per 24 hours', () => {
  /** Every night of `weeks` weeks, 22:00 to 08:00 the next morning, from `monday`. */
  const nights = (monday: string, weeks: number) =>
    Array.from({ length: weeks * 7 }, (_, i) => {
      const day = addDays(monday, i);
      return [pass(day, '22:00', '24:00'), pass(addDays(day, 1), '00:00', '08:00')];
    }).flat();

  it('ten hours every night of the block is over 8 h per 24 h averaged, rest days left out', () => {
    // January to April 2027 (120 days, 17 weeks of rest days): at most 8 h × 103 = 824 h.
    const w = only(arbetstidsvarningar(nights('2027-01-04', 16), ATL), 'NATTARBETE');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ Niva: 'BROTT', Krav: 824 * 60 });
    expect(w[0]!.Minuter).toBeGreaterThan(824 * 60);
  });
  it('the same hours by day are no night work; a night worker within the average gets no warning', () => {
    const days = Array.from({ length: 16 * 7 }, (_, i) => pass(addDays('2027-01-04', i), '07:00', '17:00'));
    expect(only(arbetstidsvarningar(days, ATL), 'NATTARBETE')).toEqual([]);
    // Four nights a week of 10 h: 40 h a week, under the average.
    const some = nights('2027-01-04', 16).filter((_, i) => Math.floor(i / 2) % 7 < 4);
    expect(only(arbetstidsvarningar(some, ATL), 'NATTARBETE')).toEqual([]);
  });
});
