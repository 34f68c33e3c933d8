import { describe, expect, it } from 'vitest';
import { entryRow as row, scheduleDay as day, testTidKoder } from './test-fixtures';
import {
  fillableDays,
  groupByDay,
  groupByWeek,
  kindOfCodes,
  mergeReports,
  readPieces,
  totalsOf,
  totalsToDate,
} from './time-report';

const codes = kindOfCodes(testTidKoder);

describe('groupByDay', () => {
  it('puts every day of the period in order with its rows and hours by kind', () => {
    const days = groupByDay(
      {
        Dagar: [day('2026-11-16'), day('2026-11-17'), day('2026-11-21', 0)],
        Rader: [row('2026-11-16', 'ARB', 8), row('2026-11-16', 'OB1', 2), row('2026-11-17', 'SJK', 8)],
      },
      codes,
    );
    expect(days.map((d) => [d.day.Datum, d.rows.length, d.attendance, d.absence, d.reported])).toEqual([
      ['2026-11-16', 2, 8, 0, 8], // OB is a supplement: not counted
      ['2026-11-17', 1, 0, 8, 8],
      ['2026-11-21', 0, 0, 0, 0],
    ]);
  });

  it('warns (SPEC §5) about more than 24 h, negative attendance and absence over the schedule', () => {
    const [over, negative, absence, fine] = groupByDay(
      {
        Dagar: [day('2026-11-16'), day('2026-11-17'), day('2026-11-18', 4), day('2026-11-19')],
        Rader: [
          row('2026-11-16', 'ARB', 20),
          row('2026-11-16', 'SJK', 5),
          row('2026-11-17', 'ARB', -2),
          row('2026-11-18', 'SJK', 6),
          row('2026-11-19', 'ARB', 8),
        ],
      },
      codes,
    );
    expect(over?.warnings).toEqual(['timeReport.warning.over24h']);
    expect(negative?.warnings).toEqual(['timeReport.warning.negativeAttendance']);
    expect(absence?.warnings).toEqual(['timeReport.warning.absenceOverSchedule']);
    expect(fine?.warnings).toEqual([]);
  });
});

describe('totalsOf', () => {
  it('sums scheduled against reported hours', () => {
    const days = groupByDay(
      {
        Dagar: [day('2026-11-16'), day('2026-11-17'), day('2026-11-18')],
        Rader: [row('2026-11-16', 'ARB', 8.5), row('2026-11-17', 'SJK', 8), row('2026-11-18', 'SJK', 9)],
      },
      codes,
    );
    expect(totalsOf(days)).toEqual({
      scheduled: 24,
      attendance: 8.5,
      absence: 17,
      reported: 25.5,
      difference: 1.5,
      daysWithWarnings: 1,
    });
  });
});

describe('weeks, the sums to date and the days to fill (issue 11)', () => {
  // Friday 27 November 2026 to Wednesday 2 December: the end of week 48 and the start of week 49.
  const days = groupByDay(
    {
      Dagar: [
        day('2026-11-27'),
        day('2026-11-28', 0),
        day('2026-11-29', 0),
        day('2026-11-30'),
        day('2026-12-01'),
        day('2026-12-02'),
      ],
      Rader: [row('2026-11-27', 'ARB', 8), row('2026-11-30', 'ARB', 7.5)],
    },
    codes,
  );

  it("groups the days by ISO week with each week's sums", () => {
    const weeks = groupByWeek(days);
    expect(weeks.map((w) => [w.week, w.from, w.to, w.days.length])).toEqual([
      [48, '2026-11-27', '2026-11-29', 3],
      [49, '2026-11-30', '2026-12-02', 3],
    ]);
    expect(weeks.map((w) => [w.totals.scheduled, w.totals.reported, w.totals.difference])).toEqual([
      [8, 8, 0],
      [24, 7.5, -16.5],
    ]);
  });

  it('sums the days up to today next to the whole period', () => {
    expect(totalsToDate(days, '2026-11-30')).toMatchObject({
      scheduled: 16,
      reported: 15.5,
      difference: -0.5,
    });
    expect(totalsOf(days)).toMatchObject({ scheduled: 32, reported: 15.5, difference: -16.5 });
  });

  it('fills only scheduled days up to today that have no rows', () => {
    expect(fillableDays(days, '2026-12-01').map((d) => d.day.Datum)).toEqual(['2026-12-01']);
    expect(fillableDays(days, '2026-11-29')).toEqual([]);
  });
});

describe('readPieces and mergeReports', () => {
  it('keeps a month in one call and cuts a year into calls of at most 93 days', () => {
    expect(readPieces({ From: '2026-11-01', To: '2026-11-30' })).toEqual([
      { From: '2026-11-01', To: '2026-11-30' },
    ]);
    const year = readPieces({ From: '2026-01-01', To: '2026-12-31' });
    expect(year).toEqual([
      { From: '2026-01-01', To: '2026-04-03' },
      { From: '2026-04-04', To: '2026-07-05' },
      { From: '2026-07-06', To: '2026-10-06' },
      { From: '2026-10-07', To: '2026-12-31' },
    ]);
  });
  it('merges the pieces in order', () => {
    const merged = mergeReports([
      { Dagar: [day('2026-01-01')], Rader: [row('2026-01-01', 'ARB', 1)] },
      { Dagar: [day('2026-04-04')], Rader: [] },
    ]);
    expect(merged.Dagar.map((d) => d.Datum)).toEqual(['2026-01-01', '2026-04-04']);
    expect(merged.Rader).toHaveLength(1);
  });
});
