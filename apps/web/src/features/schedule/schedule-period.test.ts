import { describe, expect, it } from 'vitest';
import {
  hasContent,
  isEmptySchedule,
  listedDays,
  monthGrid,
  nightParts,
  periodFromSearch,
  schedulePeriod,
  searchFor,
  stepSchedulePeriod,
} from './schedule-period';
import { day, shift } from '@lonportal/domain/schedule/schedule-test-kit';

describe('schedule periods (SPEC §9: weeks from Monday)', () => {
  it.each([
    ['week', '2026-12-09', '2026-12-07', '2026-12-07', '2026-12-13'],
    ['week', '2026-12-07', '2026-12-07', '2026-12-07', '2026-12-13'],
    ['week', '2026-12-13', '2026-12-07', '2026-12-07', '2026-12-13'],
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    ['month', '2027-02-14', '2027-02-01', '2027-02-01', '2027-02-28'],
    // A month over six weeks: 42 days, the most one read spans.
    ['month', '2026-08-20', '2026-08-01', '2026-07-27', '2026-09-06'],
  ] as const)('%s around %s', (view, date, anchor, From, To) => {
    expect(schedulePeriod(view, date)).toEqual({ view, anchor, From, To });
  });

  it('steps by a week or a month, over the year', () => {
    expect(stepSchedulePeriod(schedulePeriod('week', '2026-12-30'), 1).From).toBe('2027-01-04');
    expect(stepSchedulePeriod(schedulePeriod('month', '2026-01-31'), -1).anchor).toBe('2025-12-01');
    expect(stepSchedulePeriod(schedulePeriod('month', '2026-01-31'), 1).anchor).toBe('2026-02-01');
  });

  it('reads the address, falling back to this week', () => {
    const today = '2026-12-09';
    expect(periodFromSearch(new URLSearchParams(''), today).From).toBe('2026-12-07');
    expect(periodFromSearch(new URLSearchParams('vy=month&datum=2027-03-15'), today).anchor).toBe(
      '2027-03-01',
    );
    expect(periodFromSearch(new URLSearchParams('vy=year&datum=2027-13-40'), today)).toEqual(
      schedulePeriod('week', today),
    );
    const search = searchFor(new URLSearchParams('x=1'), schedulePeriod('month', '2027-03-15'));
    expect(search.toString()).toBe('x=1&vy=month&datum=2027-03-01');
  });

  it("lays out a month's grid with the days outside it empty", () => {
    const grid = monthGrid('2026-12-01');
    expect(grid).toHaveLength(5);
    expect(grid[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(grid[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });
});

describe('schedule days', () => {
  it("lists a week's days, and only a month's own days", () => {
    const days = [day('2026-11-30'), day('2026-12-01'), day('2027-01-03')];
    expect(listedDays(schedulePeriod('month', '2026-12-01'), days).map((d) => d.Datum)).toEqual([
      '2026-12-01',
    ]);
    expect(listedDays(schedulePeriod('week', '2026-12-01'), days)).toHaveLength(3);
  });

  it('an empty period has no shift, hours, leave or absence; a holiday alone is nothing to do', () => {
    expect(isEmptySchedule([day('2026-12-25', { Helgdag: 'public', HelgdagNamn: 'Juldagen' })])).toBe(true);
    expect(hasContent(day('2026-12-21', { SchemaTimmar: 8 }))).toBe(true);
    expect(hasContent(day('2026-12-21', { Pass: [shift('a', '07:00', '15:00')] }))).toBe(true);
    expect(hasContent(day('2026-12-21', { Franvaro: [{ Id: 'f', Typ: 'SJUK', Omfattning: 100 }] }))).toBe(
      true,
    );
  });

  it("joins a night's two parts: 24:00 on one day to 00:00 of the same task the next", () => {
    const days = [
      day('2026-12-23', { Pass: [shift('eve', '22:00', '24:00')] }),
      day('2026-12-24', {
        Pass: [shift('other', '00:00', '06:00', { Bemuppgift: 'KOK' }), shift('morning', '00:00', '06:00')],
      }),
      day('2026-12-25', { Pass: [shift('late', '20:00', '24:00')] }),
    ];
    const parts = nightParts(days);
    expect([...parts.goesOn]).toEqual(['eve']);
    expect([...parts.cameFrom]).toEqual(['morning']);
  });
});
