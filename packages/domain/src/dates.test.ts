import { describe, expect, it } from 'vitest';
import {
  addDays,
  elapsedMinutes,
  minutesToHours,
  stockholmDateTime,
  stockholmInstant,
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
});

describe('addDays', () => {
  it.each([
    ['2026-11-24', 1, '2026-11-25'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring clock change: calendar days, not 24 h
    ['2026-10-24', 2, '2026-10-26'],
  ])('%s + %i is %s', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
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
