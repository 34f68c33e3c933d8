import { describe, expect, it } from 'vitest';
import { addDays, stockholmInstant, stockholmWallTime } from '../dates';
import {
  ATL_LIMITS,
  atlHistoryFrom,
  atlWarnings,
  type AtlKod,
  type AtlVarning,
  type WorkPeriod,
} from './punch-rules';

/** A Stockholm wall time 'YYYY-MM-DD HH:MM' as an instant (CET or CEST as on that date). */
const at = (wall: string) => stockholmInstant(wall.slice(0, 10), wall.slice(11));
/** A period from one wall time to another (null: still going on). */
const work = (from: string, to: string | null, more: Partial<WorkPeriod> = {}): WorkPeriod => ({
  start: at(from),
  end: to === null ? null : at(to),
  ...more,
});
/** A warning as 'KOD minutes YYYY-MM-DD HH:MM' (Fran on the Stockholm clock), to read the tables. */
const text = (w: AtlVarning) => {
  const wall = stockholmWallTime(new Date(w.Fran));
  return `${w.Kod} ${w.Minuter} ${wall.Datum} ${wall.Tid}`;
};
const warnings = (periods: WorkPeriod[], now = at('2026-12-31 23:59'), only?: AtlKod) =>
  atlWarnings(periods, now).map((list) => list.filter((w) => !only || w.Kod === only).map(text));

describe('ATL 13 §: 11 h of dygnsvila in the 24 hours before a punch-in', () => {
  it.each<[string, WorkPeriod[], string[][]]>([
    [
      'two ordinary days',
      [work('2026-11-23 08:00', '2026-11-23 17:00'), work('2026-11-24 08:00', '2026-11-24 17:00')],
      [[], []],
    ],
    [
      'a short night: 9 h 30 min since the punch-out',
      [work('2026-11-23 08:00', '2026-11-23 22:00'), work('2026-11-24 07:30', '2026-11-24 12:00')],
      [[], ['REST_UNDER_11H 570 2026-11-23 22:00']],
    ],
    [
      'exactly 11 h is enough',
      [work('2026-11-23 08:00', '2026-11-23 12:00'), work('2026-11-23 23:00', '2026-11-24 03:00')],
      [[], []],
    ],
    [
      '10 h 59 min is not',
      [work('2026-11-23 08:00', '2026-11-23 12:00'), work('2026-11-23 22:59', '2026-11-24 03:00')],
      [[], ['REST_UNDER_11H 659 2026-11-23 12:00']],
    ],
    [
      'a day split around lunch after a full night',
      [
        work('2026-11-23 08:00', '2026-11-23 17:00'),
        work('2026-11-24 08:00', '2026-11-24 12:00'),
        work('2026-11-24 13:00', '2026-11-24 17:00'),
      ],
      [[], [], []],
    ],
    [
      'split shifts with 10 h nights: both starts lack 11 h in their 24 hours',
      [
        work('2026-11-23 07:00', '2026-11-23 11:00'),
        work('2026-11-23 17:00', '2026-11-23 21:00'),
        work('2026-11-24 07:00', '2026-11-24 11:00'),
        work('2026-11-24 17:00', '2026-11-24 21:00'),
      ],
      [[], [], ['REST_UNDER_11H 600 2026-11-23 21:00'], ['REST_UNDER_11H 360 2026-11-24 11:00']],
    ],
    [
      'a night shift past midnight and back at 14:00',
      [work('2026-11-23 22:00', '2026-11-24 06:00'), work('2026-11-24 14:00', '2026-11-24 18:00')],
      [[], ['REST_UNDER_11H 480 2026-11-24 06:00']],
    ],
    [
      'night shifts every night',
      [work('2026-11-23 22:00', '2026-11-24 06:00'), work('2026-11-24 22:00', '2026-11-25 06:00')],
      [[], []],
    ],
    [
      'clocks back: 22:00–08:00 on the wall is 11 real hours',
      [work('2026-10-24 14:00', '2026-10-24 22:00'), work('2026-10-25 08:00', '2026-10-25 12:00')],
      [[], []],
    ],
    [
      'clocks forward: 22:00–09:00 on the wall is 10 real hours',
      [work('2026-03-28 14:00', '2026-03-28 22:00'), work('2026-03-29 09:00', '2026-03-29 12:00')],
      [[], ['REST_UNDER_11H 600 2026-03-28 22:00']],
    ],
    [
      'rest shorter than 11 h twice within a day, measured on real time (seconds dropped)',
      [
        work('2026-11-23 06:00', '2026-11-23 10:00'),
        { start: new Date(at('2026-11-23 16:00').getTime() + 59_000), end: at('2026-11-23 20:00') },
        work('2026-11-24 05:00', '2026-11-24 08:00'),
      ],
      [[], [], ['REST_UNDER_11H 540 2026-11-23 20:00']],
    ],
  ])('%s', (_, periods, expected) => {
    expect(warnings(periods, undefined, 'REST_UNDER_11H')).toEqual(expected);
  });

  it('does not check a punch-in after a punch never punched out (its rest is not known)', () => {
    const forgotten = work('2026-11-23 08:00', null);
    const next = work('2026-11-24 07:00', '2026-11-24 09:00');
    // The open punch lasts until the next one starts: 23 h without a break.
    expect(warnings([forgotten, next])).toEqual([['WORK_OVER_5H_WITHOUT_BREAK 1380 2026-11-23 08:00'], []]);
  });

  it('takes a collective agreement’s limits (ATL 3 §)', () => {
    const periods = [
      work('2026-11-23 08:00', '2026-11-23 22:00'),
      work('2026-11-24 07:30', '2026-11-24 12:00'),
    ];
    const agreed = atlWarnings(periods, at('2026-12-01 00:00'), { ...ATL_LIMITS, dygnsvila: 9 * 60 });
    expect(agreed.flat().filter((w) => w.Kod === 'REST_UNDER_11H')).toEqual([]);
    expect(atlWarnings(periods, at('2026-12-01 00:00'))[1]?.map((w) => w.Kod)).toContain('REST_UNDER_11H');
  });
});

describe('ATL 15 §: at most 5 h of work in a row without a rast of 30 min', () => {
  it.each<[string, WorkPeriod[], string[][]]>([
    ['exactly 5 h', [work('2026-11-23 08:00', '2026-11-23 13:00')], [[]]],
    [
      '5 h 1 min',
      [work('2026-11-23 08:00', '2026-11-23 13:01')],
      [['WORK_OVER_5H_WITHOUT_BREAK 301 2026-11-23 08:00']],
    ],
    [
      'seconds are dropped, as in the punch hours',
      [{ start: new Date(at('2026-11-23 08:00').getTime() + 59_000), end: at('2026-11-23 13:00') }],
      [[]],
    ],
    [
      'a 29-minute gap is a paus and counts as working time',
      [work('2026-11-23 08:00', '2026-11-23 11:00'), work('2026-11-23 11:29', '2026-11-23 14:00')],
      [[], ['WORK_OVER_5H_WITHOUT_BREAK 360 2026-11-23 08:00']],
    ],
    [
      'a 30-minute gap is a rast',
      [work('2026-11-23 08:00', '2026-11-23 11:00'), work('2026-11-23 11:30', '2026-11-23 16:00')],
      [[], []],
    ],
    [
      'the punch that passes 5 h is flagged, and those after it in the stretch',
      [
        work('2026-11-23 08:00', '2026-11-23 10:00'),
        work('2026-11-23 10:10', '2026-11-23 13:10'),
        work('2026-11-23 13:20', '2026-11-23 14:00'),
        work('2026-11-23 15:00', '2026-11-23 17:00'),
      ],
      [
        [],
        ['WORK_OVER_5H_WITHOUT_BREAK 310 2026-11-23 08:00'],
        ['WORK_OVER_5H_WITHOUT_BREAK 360 2026-11-23 08:00'],
        [],
      ],
    ],
    [
      '08–17 with 60 min of breaks: two rasts',
      [work('2026-11-23 08:00', '2026-11-23 17:00', { breakMinutes: 60 })],
      [[]],
    ],
    [
      '08–17 with 20 min of breaks: a paus, no rast',
      [work('2026-11-23 08:00', '2026-11-23 17:00', { breakMinutes: 20 })],
      [['WORK_OVER_5H_WITHOUT_BREAK 540 2026-11-23 08:00']],
    ],
    [
      '08–18:30 with one rast of 30 min: 10 h, 5 h on either side at best',
      [work('2026-11-23 08:00', '2026-11-23 18:30', { breakMinutes: 30 })],
      [[]],
    ],
    [
      '08–20 with one rast of 30 min: 11 h 30 min, at least 5 h 45 min in a row',
      [work('2026-11-23 08:00', '2026-11-23 20:00', { breakMinutes: 30 })],
      [['WORK_OVER_5H_WITHOUT_BREAK 345 2026-11-23 08:00']],
    ],
    [
      'a punch with a rast of its own is not joined to its neighbours',
      [
        work('2026-11-23 06:00', '2026-11-23 09:00'),
        work('2026-11-23 09:10', '2026-11-23 14:00', { breakMinutes: 30 }),
        work('2026-11-23 14:10', '2026-11-23 17:00'),
      ],
      [[], [], []],
    ],
    [
      'past midnight',
      [work('2026-11-23 22:00', '2026-11-24 03:30')],
      [['WORK_OVER_5H_WITHOUT_BREAK 330 2026-11-23 22:00']],
    ],
    [
      'clocks back: 22:00–03:00 on the wall is 6 real hours',
      [work('2026-10-24 22:00', '2026-10-25 03:00')],
      [['WORK_OVER_5H_WITHOUT_BREAK 360 2026-10-24 22:00']],
    ],
    [
      'clocks forward: 22:00–04:00 on the wall is 5 real hours',
      [work('2026-03-28 22:00', '2026-03-29 04:00')],
      [[]],
    ],
  ])('%s', (_, periods, expected) => {
    expect(warnings(periods)).toEqual(expected);
  });

  it.each<[string, WorkPeriod, string, string[]]>([
    ['open for 4 h', work('2026-11-23 08:00', null), '2026-11-23 12:00', []],
    [
      'open for 5 h 30 min',
      work('2026-11-23 08:00', null),
      '2026-11-23 13:30',
      ['WORK_OVER_5H_WITHOUT_BREAK 330 2026-11-23 08:00'],
    ],
    [
      'on a break since 12:30, now 14:00',
      work('2026-11-23 08:00', null, { breakSince: at('2026-11-23 12:30') }),
      '2026-11-23 14:00',
      [],
    ],
    [
      'on a break since 13:10: the stretch ended there',
      work('2026-11-23 08:00', null, { breakSince: at('2026-11-23 13:10') }),
      '2026-11-23 13:40',
      ['WORK_OVER_5H_WITHOUT_BREAK 310 2026-11-23 08:00'],
    ],
    [
      'back from a rast of 30 min, now 17:00',
      work('2026-11-23 08:00', null, { breakMinutes: 30 }),
      '2026-11-23 17:00',
      [],
    ],
    ['punched in after now (a planned shift)', work('2026-11-23 08:00', null), '2026-11-23 07:00', []],
  ])('an open punch %s', (_, period, now, expected) => {
    expect(warnings([period], at(now))).toEqual([expected]);
  });
});

/** Punches of `start`–`end` on `days` days from `from` (2026-11-23 is a Monday). */
const days = (from: string, count: number, start: string, end: string, more: Partial<WorkPeriod> = {}) =>
  Array.from({ length: count }, (_, i) => {
    const d = addDays(from, i);
    return work(`${d} ${start}`, `${d} ${end}`, more);
  });

describe('ATL 14 §: 36 h of veckovila in the week from Monday', () => {
  it('is quiet for a five-day week', () => {
    expect(
      warnings(days('2026-11-23', 5, '08:00', '17:00'), undefined, 'WEEKLY_REST_UNDER_36H').flat(),
    ).toEqual([]);
  });

  it('flags the punch that leaves the week no 36 hours: the Saturday of a six-day week till 14:00', () => {
    // Saturday 08–14:00 leaves 34 h to Monday; the longest rest before it was 15 h.
    const week = [...days('2026-11-23', 5, '08:00', '17:00'), work('2026-11-28 08:00', '2026-11-28 14:00')];
    expect(warnings(week, undefined, 'WEEKLY_REST_UNDER_36H')).toEqual([
      [],
      [],
      [],
      [],
      [],
      ['WEEKLY_REST_UNDER_36H 2040 2026-11-23 00:00'],
    ]);
    // Till 12:00 leaves exactly 36 h.
    const exact = [...days('2026-11-23', 5, '08:00', '17:00'), work('2026-11-28 08:00', '2026-11-28 12:00')];
    expect(warnings(exact, undefined, 'WEEKLY_REST_UNDER_36H').flat()).toEqual([]);
  });

  it('counts a Sunday night that goes on into Monday as work of the new week', () => {
    // Sunday 20:00–Monday 08:00, then 12–22 from Tuesday to Sunday: the week's longest rest is
    // Monday 08:00 to Tuesday 12:00, 28 h (36 h if Monday's first hours were taken for rest).
    // Saturday's punch settles it: after it, at most 26 h are left of the week.
    const periods = [
      work('2026-11-22 20:00', '2026-11-23 08:00'),
      ...days('2026-11-24', 6, '12:00', '22:00'),
    ];
    const flagged = warnings(periods, undefined, 'WEEKLY_REST_UNDER_36H');
    expect(flagged.flat()).toEqual(['WEEKLY_REST_UNDER_36H 1680 2026-11-23 00:00']);
    expect(flagged[5]).toEqual(['WEEKLY_REST_UNDER_36H 1680 2026-11-23 00:00']);
  });
});

describe('ATL 5 §: 40 h of ordinary time in the week from Monday', () => {
  it('allows exactly 40 hours and flags the punch that goes over, once', () => {
    const forty = days('2026-11-23', 5, '08:00', '17:00', { breakMinutes: 60 });
    expect(warnings(forty, undefined, 'WEEK_OVER_40H').flat()).toEqual([]);
    const more = [
      ...forty,
      work('2026-11-28 09:00', '2026-11-28 12:00'),
      work('2026-11-29 09:00', '2026-11-29 12:00'),
    ];
    expect(warnings(more, undefined, 'WEEK_OVER_40H')).toEqual([
      [],
      [],
      [],
      [],
      [],
      ['WEEK_OVER_40H 2580 2026-11-23 00:00'],
      [],
    ]);
  });

  it('starts again on Monday', () => {
    const twoWeeks = [...days('2026-11-23', 5, '08:00', '16:00'), ...days('2026-11-30', 5, '08:00', '16:00')];
    expect(warnings(twoWeeks, undefined, 'WEEK_OVER_40H').flat()).toEqual([]);
  });
});

describe('atlWarnings', () => {
  it('answers in the order given, whatever the order of the periods', () => {
    const late = work('2026-11-24 07:30', '2026-11-24 13:00');
    const early = work('2026-11-23 08:00', '2026-11-23 22:00');
    expect(warnings([late, early])).toEqual([
      ['REST_UNDER_11H 570 2026-11-23 22:00', 'WORK_OVER_5H_WITHOUT_BREAK 330 2026-11-24 07:30'],
      ['WORK_OVER_5H_WITHOUT_BREAK 840 2026-11-23 08:00'],
    ]);
    expect(atlWarnings([], at('2026-11-24 00:00'))).toEqual([]);
  });

  it('never changes an earlier period’s warnings for a later one', () => {
    const days = [
      work('2026-11-23 08:00', '2026-11-23 22:00'),
      work('2026-11-24 07:30', '2026-11-24 10:00'),
      work('2026-11-24 10:10', '2026-11-24 14:00'),
    ];
    const all = warnings(days);
    for (let n = 1; n <= days.length; n++) expect(warnings(days.slice(0, n))).toEqual(all.slice(0, n));
  });
});

describe('atlHistoryFrom', () => {
  it.each([
    ['2026-11-01', '2026-10-25'], // a Sunday: its week from Monday 26 October, and the Sunday before
    ['2026-03-30', '2026-03-27'], // the day after the clocks go forward: its 24 hours reach 2026-03-28
    ['2026-11-04', '2026-11-01'], // a Wednesday: its 24 hours reach Monday, and the week the Sunday before
    ['2027-01-01', '2026-12-27'],
  ])('%s → %s', (from, expected) => {
    expect(atlHistoryFrom(from)).toBe(expected);
  });

  it('reaches every period the 24 hours before the first start can touch', () => {
    // The earliest punch-in of a period starting 2026-03-30 is at midnight; 24 real hours before
    // it is 2026-03-28 23:00 (the night between was an hour short), and a 24-hour punch overlapping
    // that began on 2026-03-27 at the earliest.
    const first = at('2026-03-30 00:00');
    const windowStart = new Date(first.getTime() - 24 * 3_600_000);
    const earliest = stockholmWallTime(new Date(windowStart.getTime() - 24 * 3_600_000)).Datum;
    expect(earliest >= atlHistoryFrom('2026-03-30')).toBe(true);
  });
});
