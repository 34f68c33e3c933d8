import { describe, expect, it } from 'vitest';
import { isValidTime, parseTime, timeToMinutes } from './time';

describe('parseTime (SPEC §5 Time)', () => {
  it.each([
    ['8', '08:00'],
    ['08', '08:00'],
    ['0', '00:00'],
    ['23', '23:00'],
    ['24', '24:00'],
    ['25', null],
    ['830', '08:30'],
    ['960', null], // minute 60
    ['0830', '08:30'],
    ['2359', '23:59'],
    ['2360', null],
    ['2400', '24:00'],
    ['2401', null],
    ['8:5', '08:05'], // minute part read as a number
    ['8:05', '08:05'],
    ['08:30', '08:30'],
    ['8:', '08:00'],
    ['00:00', '00:00'],
    ['00:59', '00:59'],
    ['00:60', null],
    ['23:59', '23:59'],
    ['24:00', '24:00'],
    ['24:01', null],
    ['25:00', null],
    [' 7:15 ', '07:15'],
    [':30', null],
    ['8:30:00', null],
    ['123:00', null],
    ['8:300', null],
    ['12345', null],
    ['08.30', null],
    ['8h', null],
    ['-1', null],
    ['', null],
    [':', null],
  ])('%j → %j', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
    expect(isValidTime(input)).toBe(expected !== null);
  });
});

describe('timeToMinutes', () => {
  it.each([
    ['0', 0],
    ['8:30', 510],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:01', null],
    ['x', null],
  ])('%j → %j', (input, expected) => {
    expect(timeToMinutes(input)).toBe(expected);
  });
});
