import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  elapsedMinutes,
  firstOfMonth,
  isoWeek,
  lastOfMonth,
  mondayOf,
  monthsOf,
  splitPeriod,
  utcDateOf,
  weekdayIndex,
  weeksOf,
  minutesToHours,
  stockholmDateTime,
  stockholmInstant,
  stockholmTimeExists,
  stockholmWallTime,
  wallClockMinutes,
} from './dates';

const at = (iso: string) => new Date(iso);

describe('Stockholm wall time (CET/CEST)', () => {
  it.each([
    ['2026-11-23T07:00:00Z', '2026-11-23', '08:00'], // winter, UTC+1
    ['2026-06-15T06:00:00Z', '2026-06-15', '08:00'], // summer, UTC+2
    ['2026-11-23T23:30:00Z', '2026-11-24', '00:30'], // the local date is the next one
    ['2026-03-29T00:59:59Z', '2026-03-29', '01:59'], // just before spring forward
    ['2026-03-29T01:00:00Z', '2026-03-29', '03:00'], // the clocks jump 02:00 → 03:00
    ['2026-10-25T00:30:00Z', '2026-10-25', '02:30'], // first 02:30 (CEST)
    ['2026-10-25T01:30:00Z', '2026-10-25', '02:30'], // second 02:30 (CET)
  ])('%s is %s %s', (iso, datum, tid) => {
    expect(stockholmWallTime(at(iso))).toEqual({ Datum: datum, Tid: tid });
  });

  it.each([
    ['2026-11-23', '08:00', '2026-11-23T07:00:00.000Z'],
    ['2026-06-15', '08:00', '2026-06-15T06:00:00.000Z'],
    ['2026-11-23', '24:00', '2026-11-23T23:00:00.000Z'],
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'], // skipped hour: lands at 03:30 CEST
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-10-25', '02:30', '2026-10-25T01:30:00.000Z'], // repeated hour: its second pass
    ['2026-10-25', '08:00', '2026-10-25T07:00:00.000Z'],
  ])('%s %s is %s', (datum, tid, iso) => {
    expect(stockholmInstant(datum, tid).toISOString()).toBe(iso);
  });

  it('writes an instant as a zone-less xs:dateTime of the wall clock', () => {
    expect(stockholmDateTime(at('2026-11-21T13:05:09Z'))).toBe('2026-11-21T14:05:09');
    expect(stockholmDateTime(at('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00');
  });

  it('agrees with Intl on every quarter hour around the clock changes and on instants spread over 1990–2060', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const expected = (ms: number) => intl.format(new Date(ms)).replace(' ', 'T');
    const instants: number[] = [];
    for (const day of ['2024-03-31', '2024-10-27', '2026-03-29', '2026-10-25', '2039-10-30']) {
      const midnight = Date.parse(`${day}T00:00:00Z`);
      for (let q = -8; q < 16; q++) instants.push(midnight + q * 15 * 60_000 + 7_000);
    }
    const from = Date.parse('1990-01-01T00:00:00Z');
    const step = (Date.parse('2060-01-01T00:00:00Z') - from) / 2_000;
    for (let i = 0; i < 2_000; i++) instants.push(Math.round(from + i * step + ((i * 7_919) % 3_600_000)));
    for (const ms of instants)
      expect(stockholmDateTime(new Date(ms)), new Date(ms).toISOString()).toBe(expected(ms));
  });

  it('changes the clock when the time-zone database does, every spring and autumn from 1990 to 2105', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    // Before 1996 Sweden put the clocks back on the last Sunday of September: the database's word.
    for (let year = 1990; year <= 2105; year++) {
      for (const month of [3, 9, 10]) {
        const last = new Date(Date.UTC(year, month, 0));
        const change = Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay(), 1);
        for (const ms of [change - 3_600_000, change - 1_000, change, change + 1_000, change + 3_600_000]) {
          const expected = intl.format(new Date(ms)).replace(' ', 'T');
          expect(stockholmDateTime(new Date(ms)), new Date(ms).toISOString()).toBe(expected);
        }
      }
    }
  });
});

describe('addDays and daysBetween', () => {
  it.each([
    ['2026-11-24', 1, '2026-11-25'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-03-01', -1, '2028-02-29'], // leap year
    ['2027-03-01', -1, '2027-02-28'],
    ['2100-03-01', -1, '2100-02-28'], // a century is not a leap year…
    ['2000-03-01', -1, '2000-02-29'], // …unless divisible by 400
    ['2028-02-28', 366, '2029-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring clock change: calendar days, not 24 h
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-11-24', 0, '2026-11-24'],
  ])('%s + %i is %s', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
    expect(daysBetween(iso, expected)).toBe(n);
    expect(daysBetween(expected, iso)).toBe(0 - n);
  });

  it('the UTC date of an instant does not follow the machine or Stockholm', () => {
    expect(utcDateOf(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(utcDateOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});

describe('weekday (Monday = 0, SPEC §9) and ISO week (ISO 8601)', () => {
  // Weekdays and weeks read off a printed calendar, not computed by the code under test.
  it.each([
    ['2026-11-23', 0, '2026-11-23', 48], // a Monday
    ['2026-11-22', 6, '2026-11-16', 47], // a Sunday ends its week
    ['2026-11-21', 5, '2026-11-16', 47],
    ['2026-01-01', 3, '2025-12-29', 1], // a Thursday: week 1 of its own year
    ['2026-12-28', 0, '2026-12-28', 53], // 2026 has 53 weeks (it starts on a Thursday)
    ['2027-01-01', 4, '2026-12-28', 53], // a Friday: still week 53 of 2026
    ['2027-01-03', 6, '2026-12-28', 53],
    ['2027-01-04', 0, '2027-01-04', 1],
    ['2020-12-31', 3, '2020-12-28', 53], // 2020, a leap year starting on a Wednesday: 53 weeks
    ['2021-01-03', 6, '2020-12-28', 53],
    ['2024-12-30', 0, '2024-12-30', 1], // a Monday in December already in week 1 of the next year
    ['2025-12-31', 2, '2025-12-29', 1],
    ['2023-01-01', 6, '2022-12-26', 52], // a Sunday in January still in last year's week 52
    ['2028-02-29', 1, '2028-02-28', 9], // leap day
    ['2026-03-29', 6, '2026-03-23', 13], // the spring clock change
    ['2026-10-25', 6, '2026-10-19', 43], // the autumn clock change
  ])('%s is weekday %i of the week from %s, week %i', (iso, weekday, monday, week) => {
    expect(weekdayIndex(iso)).toBe(weekday);
    expect(mondayOf(iso)).toBe(monday);
    expect(isoWeek(iso)).toBe(week);
  });
});

describe('months', () => {
  it.each([
    ['2026-11-21', 0, '2026-11-01', '2026-11-30'],
    ['2026-12-31', 0, '2026-12-01', '2026-12-31'],
    ['2026-12-15', 1, '2027-01-01', '2027-01-31'], // over the year end
    ['2026-01-15', -1, '2025-12-01', '2025-12-31'],
    ['2026-03-31', -1, '2026-02-01', '2026-02-28'],
    ['2028-03-31', -1, '2028-02-01', '2028-02-29'], // leap year
    ['2100-02-10', 0, '2100-02-01', '2100-02-28'],
    ['2000-02-10', 0, '2000-02-01', '2000-02-29'],
    ['2026-11-21', -23, '2024-12-01', '2024-12-31'],
    ['2026-11-21', 14, '2028-01-01', '2028-01-31'],
  ])('%s moved %i months is the month %s – %s', (iso, months, first, last) => {
    expect(firstOfMonth(iso, months)).toBe(first);
    expect(lastOfMonth(firstOfMonth(iso, months))).toBe(last);
  });
});

describe('period splitting', () => {
  it('weeks: the whole Monday–Sunday weeks that overlap the period', () => {
    expect(weeksOf({ From: '2026-12-01', To: '2026-12-31' })).toEqual([
      { From: '2026-11-30', To: '2026-12-06' },
      { From: '2026-12-07', To: '2026-12-13' },
      { From: '2026-12-14', To: '2026-12-20' },
      { From: '2026-12-21', To: '2026-12-27' },
      { From: '2026-12-28', To: '2027-01-03' }, // week 53 over the year end
    ]);
    expect(weeksOf({ From: '2026-02-01', To: '2026-02-28' })).toHaveLength(5); // a Sunday to a Saturday
    expect(weeksOf({ From: '2021-02-01', To: '2021-02-28' })).toHaveLength(4); // Monday to Sunday
    expect(weeksOf({ From: '2026-11-22', To: '2026-11-22' })).toEqual([
      { From: '2026-11-16', To: '2026-11-22' },
    ]);
    expect(weeksOf({ From: '2026-11-23', To: '2026-11-22' })).toEqual([]);
  });

  it('months: the whole months that overlap the period', () => {
    expect(monthsOf({ From: '2027-12-15', To: '2028-03-01' })).toEqual([
      { From: '2027-12-01', To: '2027-12-31' },
      { From: '2028-01-01', To: '2028-01-31' },
      { From: '2028-02-01', To: '2028-02-29' },
      { From: '2028-03-01', To: '2028-03-31' },
    ]);
    expect(monthsOf({ From: '2026-11-30', To: '2026-11-30' })).toEqual([
      { From: '2026-11-01', To: '2026-11-30' },
    ]);
  });

  it.each([
    ['2026-01-01', '2026-12-31', 93, 4, '2026-10-07'], // 365 days: 93 + 93 + 93 + 86
    ['2028-01-01', '2028-12-31', 93, 4, '2028-10-06'], // 366 days: the last piece 87
    ['2026-11-01', '2026-11-30', 93, 1, '2026-11-01'],
    ['2026-11-01', '2026-11-30', 30, 1, '2026-11-01'], // exactly one piece
    ['2026-11-01', '2026-12-01', 30, 2, '2026-12-01'], // one day over
    ['2026-11-01', '2026-11-03', 1, 3, '2026-11-03'],
  ])('%s – %s in pieces of %i days is %i pieces, the last from %s', (From, To, maxDays, count, lastFrom) => {
    const pieces = splitPeriod({ From, To }, maxDays);
    expect(pieces).toHaveLength(count);
    expect(pieces[0]?.From).toBe(From);
    expect(pieces.at(-1)).toEqual({ From: lastFrom, To });
    for (const [i, p] of pieces.entries()) {
      expect(daysBetween(p.From, p.To) + 1).toBeLessThanOrEqual(maxDays);
      if (i > 0) expect(p.From).toBe(addDays(pieces[i - 1]?.To ?? '', 1)); // no gap, no overlap
    }
  });
});

// DOMAIN §14: the clocks go forward at 02:00 on the last Sunday of March and back at 03:00 on the
// last Sunday of October (EU directive 2000/84/EC). Dates worked out independently of the code.
const CLOCK_CHANGES = [
  [2024, '2024-03-31', '2024-10-27'],
  [2025, '2025-03-30', '2025-10-26'],
  [2026, '2026-03-29', '2026-10-25'],
  [2027, '2027-03-28', '2027-10-31'],
  [2028, '2028-03-26', '2028-10-29'],
  [2029, '2029-03-25', '2029-10-28'],
  [2030, '2030-03-31', '2030-10-27'],
] as const;

describe('elapsed time between two wall times (DOMAIN §14)', () => {
  describe.each(CLOCK_CHANGES)('%i', (_year, spring, autumn) => {
    it(`22:00–06:00 into ${spring} is 7 h, into ${autumn} is 9 h`, () => {
      expect(elapsedMinutes(addDays(spring, -1), '22:00', '06:00')).toBe(7 * 60);
      expect(elapsedMinutes(addDays(autumn, -1), '22:00', '06:00')).toBe(9 * 60);
    });
    it(`01:00–04:00 on ${spring} is 2 h, on ${autumn} is 4 h`, () => {
      expect(elapsedMinutes(spring, '01:00', '04:00')).toBe(2 * 60);
      expect(elapsedMinutes(autumn, '01:00', '04:00')).toBe(4 * 60);
    });
    it('the nights before and after are ordinary', () => {
      for (const day of [addDays(spring, -2), spring, addDays(autumn, -2), autumn])
        expect(elapsedMinutes(day, '22:00', '06:00')).toBe(8 * 60);
      expect(elapsedMinutes(addDays(spring, 1), '01:00', '04:00')).toBe(3 * 60);
      expect(elapsedMinutes(addDays(autumn, -1), '01:00', '04:00')).toBe(3 * 60);
    });
    it('a whole day is 23 h in spring and 25 h in autumn', () => {
      expect(elapsedMinutes(spring, '00:00', '24:00')).toBe(23 * 60);
      expect(elapsedMinutes(autumn, '00:00', '24:00')).toBe(25 * 60);
    });
  });

  it.each([
    ['2026-11-23', '08:00', '16:30', 510],
    ['2026-11-23', '22:00', '06:00', 480],
    ['2026-11-23', '00:00', '24:00', 1440],
    ['2026-11-23', '07:15', '07:15', 1440], // equal times: a whole day round
    ['2026-11-23', '8', '1230', 270], // typed shorthand
    ['2026-11-23', '25:00', '10:00', null],
    ['', '23:30', '18:30', null], // no date: no instants to measure between
    ['2026-13-45x', '08:00', '16:00', null],
  ])('%s %s–%s is %s minutes', (datum, a, b, minutes) => {
    expect(elapsedMinutes(datum, a, b)).toBe(minutes);
  });

  it('the wall clock alone ignores the clock change', () => {
    expect(wallClockMinutes('22:00', '06:00')).toBe(480);
    expect(wallClockMinutes('08:00', '08:00')).toBe(1440);
    expect(wallClockMinutes('x', '08:00')).toBeNull();
  });

  it('minutes become hours with two decimals', () => {
    expect(minutesToHours(483)).toBe(8.05);
    expect(minutesToHours(-90)).toBe(-1.5);
  });
});

// ADR 0021 "A wall time the clock skips or repeats": 02:00–02:59 on the spring night does not
// exist and is refused where a time is typed; 02:00–02:59 on the autumn night happens twice and is
// read as its second pass, winter time (+01:00), as stockholmInstant reads it.
describe('a wall time the clock skips or repeats (ADR 0021)', () => {
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

  it.each(CLOCK_CHANGES)(
    '%i: only 02:00–02:59 on %s does not exist; every minute of %s does',
    (_y, spring, autumn) => {
      for (let m = 0; m <= 24 * 60; m++) {
        expect(stockholmTimeExists(spring, hhmm(m)), `${spring} ${hhmm(m)}`).toBe(m < 120 || m >= 180);
        expect(stockholmTimeExists(autumn, hhmm(m)), `${autumn} ${hhmm(m)}`).toBe(true);
        expect(stockholmTimeExists(addDays(spring, 1), hhmm(m))).toBe(true);
      }
    },
  );

  it('is false for a time or date that is not one', () => {
    expect(stockholmTimeExists('2026-11-23', '25:00')).toBe(false);
    expect(stockholmTimeExists('2026-02-30x', '08:00')).toBe(false);
    expect(stockholmTimeExists('2026-11-23', '8')).toBe(true); // typed shorthand, 08:00
  });

  it.each(CLOCK_CHANGES)('%i: 00:00–06:00 is 5 h on %s and 7 h on %s', (_y, spring, autumn) => {
    expect(elapsedMinutes(spring, '00:00', '06:00')).toBe(5 * 60);
    expect(elapsedMinutes(autumn, '00:00', '06:00')).toBe(7 * 60);
  });

  it('reads a repeated time as its second pass: the two halves of the autumn night still make 7 h', () => {
    // 00:00 CEST (22:00 UTC) to the second 02:30 (01:30 UTC), then on to 06:00 CET (05:00 UTC).
    expect(elapsedMinutes('2026-10-25', '00:00', '02:30')).toBe(210);
    expect(elapsedMinutes('2026-10-25', '02:30', '06:00')).toBe(210);
    expect(elapsedMinutes('2026-10-25', '02:00', '03:00')).toBe(60);
    expect(stockholmWallTime(stockholmInstant('2026-10-25', '02:30'))).toEqual({
      Datum: '2026-10-25',
      Tid: '02:30',
    });
  });
});
