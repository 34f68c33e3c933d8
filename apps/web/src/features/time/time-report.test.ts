import { describe, expect, it } from 'vitest';
import { entryRow as row, scheduleDay as day, testTidKoder } from '../../lib/test-fixtures';
import {
  approvalCheck,
  atlWarningsByDay,
  dayName,
  dayWarningTexts,
  fillableDays,
  groupByDay,
  mayTakeBack,
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

describe('weeks, the sums to date and the days to fill', () => {
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

describe('warning texts (the day and what differs)', () => {
  const [over, negative, absence] = groupByDay(
    {
      Dagar: [day('2026-11-16'), day('2026-11-17'), day('2026-11-18', 4)],
      Rader: [
        row('2026-11-16', 'ARB', 20),
        row('2026-11-16', 'SJK', 5),
        row('2026-11-17', 'ARB', -2),
        row('2026-11-18', 'SJK', 6),
      ],
    },
    codes,
  );
  it.each([
    ['more than 24 h', over, 'sv', { day: 'Måndag 2026-11-16', reported: '25,00' }],
    ['negative attendance', negative, 'sv', { day: 'Tisdag 2026-11-17', attendance: '-2,00' }],
    [
      'absence over the schedule',
      absence,
      'sv',
      { day: 'Onsdag 2026-11-18', absence: '6,00', scheduled: '4,00' },
    ],
    ['in English', absence, 'en', { day: 'Wednesday 2026-11-18', absence: '6.00', scheduled: '4.00' }],
    ['in Polish', absence, 'pl', { day: 'Środa 2026-11-18', absence: '6,00' }],
  ])('%s names the day and the hours', (_name, d, lng, values) => {
    const [text] = dayWarningTexts(d!, lng);
    expect(text?.key).toBe(d!.warnings[0]);
    expect(text?.values).toMatchObject(values);
  });

  it('names a day with its weekday, capitalised', () => {
    expect(dayName('2026-11-22', 'sv')).toBe('Söndag 2026-11-22');
    expect(dayName('2026-11-22', 'fr')).toBe('Dimanche 2026-11-22');
  });
});

describe('approvalCheck', () => {
  const flags = { KalUseLonReady: true, KalUseAttest: true };
  const days = groupByDay(
    {
      Dagar: [
        day('2026-11-16'),
        day('2026-11-17'),
        day('2026-11-18'),
        day('2026-11-19', 4),
        day('2026-11-20'),
        day('2026-11-21', 0),
        day('2026-11-23'),
      ],
      Rader: [
        row('2026-11-16', 'ARB', 8),
        row('2026-11-16', 'OB1', 2),
        row('2026-11-17', 'ARB', 8, 'NOT_ATTESTED'), // approved already
        row('2026-11-19', 'SJK', 6), // more absence than the schedule
        row('2026-11-23', 'ARB', 8), // after today, still approved
      ],
    },
    codes,
  );

  it('counts the rows the approval moves and their hours, supplements apart', () => {
    const check = approvalCheck(days, flags, codes, '2026-11-20');
    expect(check.rows.map((r) => r.Datum)).toEqual(['2026-11-16', '2026-11-16', '2026-11-19', '2026-11-23']);
    expect(check.hours).toBe(22);
  });

  it('lists the days with warnings and the scheduled days up to today without time', () => {
    const check = approvalCheck(days, flags, codes, '2026-11-20');
    expect(check.warningDays.map((d) => d.day.Datum)).toEqual(['2026-11-19']);
    expect(check.missingDays.map((d) => d.day.Datum)).toEqual(['2026-11-18', '2026-11-20']);
    expect(approvalCheck(days, flags, codes, '2026-11-17').missingDays).toEqual([]);
  });

  it('leaves out warnings of days whose rows are all approved', () => {
    const approved = days.map((d) => ({
      ...d,
      rows: d.rows.map((r) => ({ ...r, Status: 'NOT_ATTESTED' as const })),
    }));
    const check = approvalCheck(approved, flags, codes, '2026-11-20');
    expect([check.rows.length, check.hours, check.warningDays.length]).toEqual([0, 0, 0]);
  });
});

describe('atlWarningsByDay', () => {
  const rest = { Kod: 'REST_UNDER_11H' as const, Minuter: 600, Fran: '2026-11-16T21:00:00Z' };
  const stretch = { Kod: 'WORK_OVER_5H_WITHOUT_BREAK' as const, Minuter: 360, Fran: '2026-11-17T07:00:00Z' };
  it('gathers the warnings of the period by day, in date order', () => {
    expect(
      atlWarningsByDay(
        [
          { Datum: '2026-11-18', AtlVarningar: [stretch] },
          { Datum: '2026-11-17', AtlVarningar: [rest] },
          { Datum: '2026-11-17', AtlVarningar: [stretch] },
          { Datum: '2026-11-19', AtlVarningar: [] },
          { Datum: '2026-10-31', AtlVarningar: [rest] }, // before the period
        ],
        { From: '2026-11-01', To: '2026-11-30' },
      ),
    ).toEqual([
      { datum: '2026-11-17', warnings: [rest, stretch] },
      { datum: '2026-11-18', warnings: [stretch] },
    ]);
  });
});

describe('mayTakeBack', () => {
  const both = { KalUseLonReady: true, KalUseAttest: true };
  it.each([
    [
      'an approved row locked to the employee',
      { Status: 'NOT_ATTESTED', KanAndras: false },
      both,
      true,
      true,
    ],
    [
      'approved without attest',
      { Status: 'APPROVED', KanAndras: false },
      { ...both, KalUseAttest: false },
      true,
      true,
    ],
    ['not by one who may not approve', { Status: 'NOT_ATTESTED', KanAndras: false }, both, false, false],
    ['not an attested row', { Status: 'ATTESTED', KanAndras: false }, both, true, false],
    ['not a transferred row', { Status: 'LOCKED', KanAndras: false }, both, true, false],
    ['not a row the user may change anyway', { Status: 'NOT_ATTESTED', KanAndras: true }, both, true, false],
    [
      'not without approval',
      { Status: 'NOT_ATTESTED', KanAndras: false },
      { ...both, KalUseLonReady: false },
      true,
      false,
    ],
  ] as const)('%s', (_name, r, flags, mayApprove, expected) => {
    expect(mayTakeBack(r, flags, mayApprove)).toBe(expected);
  });
});
